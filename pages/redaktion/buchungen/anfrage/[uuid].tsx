import { getConfig } from '@/lib/config';
import { darf } from '@/lib/redaktion/shared/permissions';
import { DESK_TEXTE } from '@/lib/redaktion/shared/eingaenge';
import { listRessourcen, readBuchung } from '@/lib/redaktion/store/buchungsdesk';
import { loadDesk } from '@/lib/redaktion/store/eingaenge';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { BuchungView, type BuchungViewProps } from '@/renderer/redaktion/desk/BuchungView';

// One booking request with the decision (reading it is audit-logged: personal data).
export const getServerSideProps = redaktionPageProps<BuchungViewProps>(async ({ db, actor, context }) => {
  const desk = await loadDesk(db);
  const buchung = await readBuchung(db, actor, desk, await listRessourcen(), String(context.params?.uuid ?? ''));
  return {
    props: {
      buchung,
      mayDecide: darf(actor.role, 'buchung_entscheiden'),
      hinweis: getConfig().automationUrl ? DESK_TEXTE.automation : null,
    },
  };
});

export default redaktionPage((props) => `Anfrage ${props.buchung.ressourceName}`, BuchungView);
