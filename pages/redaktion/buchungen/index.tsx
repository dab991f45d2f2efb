import { getConfig } from '@/lib/config';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { darf } from '@/lib/redaktion/shared/permissions';
import { DESK_TEXTE } from '@/lib/redaktion/shared/eingaenge';
import { deskUebersicht, listRessourcen, sichtbareRessourcen } from '@/lib/redaktion/store/buchungsdesk';
import { loadDesk } from '@/lib/redaktion/store/eingaenge';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { BookingDeskView, type BookingDeskViewProps } from '@/renderer/redaktion/desk/BookingDeskView';

// The booking desk: per resource the requests in a calendar and a list (lib/redaktion/store/buchungsdesk.ts).
export const getServerSideProps = redaktionPageProps<BookingDeskViewProps>(async ({ db, actor, context }) => {
  const desk = await loadDesk(db);
  const ressourcen = sichtbareRessourcen(desk, actor, await listRessourcen());
  const asked = typeof context.query.ressource === 'string' ? context.query.ressource : '';
  const ressource = ressourcen.find((r) => r.id === asked) ?? ressourcen[0] ?? null;
  const heute = todayInBerlin();
  const buchungen = ressource
    ? (await deskUebersicht(db, actor, desk, ressource, `${heute.slice(0, 8)}01`)).buchungen
    : [];
  return {
    props: {
      ressourcen,
      ressource,
      buchungen,
      mayBlock: darf(actor.role, 'buchung_sperren'),
      hinweis: getConfig().automationUrl ? DESK_TEXTE.automation : null,
      heute,
    },
  };
});

export default redaktionPage('Buchungen', BookingDeskView);
