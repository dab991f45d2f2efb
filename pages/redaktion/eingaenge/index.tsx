import { getConfig } from '@/lib/config';
import { darf } from '@/lib/redaktion/shared/permissions';
import { DESK_TEXTE } from '@/lib/redaktion/shared/eingaenge';
import { listEingaenge, loadDesk, readFilter, sichtbareFormulare } from '@/lib/redaktion/store/eingaenge';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { InboxView, type InboxViewProps } from '@/renderer/redaktion/desk/InboxView';

// The inbox: the submissions of the account's offices (lib/redaktion/store/eingaenge.ts).
export const getServerSideProps = redaktionPageProps<InboxViewProps>(async ({ db, actor, context }) => {
  const desk = await loadDesk(db);
  const filter = readFilter(context.query);
  const formulare = sichtbareFormulare(desk, actor);
  const aemter = [...new Map(formulare.flatMap((f) => (f.abteilung ? [[f.abteilung.id, f.abteilung]] : []))).values()];
  return {
    props: {
      seite: await listEingaenge(db, actor, desk, filter),
      filter: JSON.parse(JSON.stringify(filter)) as InboxViewProps['filter'],
      formulare: formulare.map(({ art, titel }) => ({ art, titel })),
      aemter: aemter.sort((a, b) => a.name.localeCompare(b.name, 'de')),
      mayExport: darf(actor.role, 'eingaenge_exportieren'),
      isAdmin: darf(actor.role, 'auskunft_loeschung'),
      hinweis: getConfig().formServiceUrl ? DESK_TEXTE.formulardienst : null,
    },
  };
});

export default redaktionPage('Eingänge', InboxView);
