import { readEingang, loadDesk } from '@/lib/redaktion/store/eingaenge';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { EingangView, type EingangViewProps } from '@/renderer/redaktion/desk/EingangView';

// One submission (reading it is audit-logged: personal data).
export const getServerSideProps = redaktionPageProps<EingangViewProps>(async ({ db, actor, context }) => {
  const desk = await loadDesk(db);
  const eingang = await readEingang(db, actor, desk, String(context.params?.id ?? ''));
  const art = desk.arten.find((a) => a.art === eingang.formular);
  return { props: { eingang, aufbewahrungTage: art?.aufbewahrungTage ?? desk.config.standard.aufbewahrungTage } };
});

export default redaktionPage((props) => props.eingang.formularTitel, EingangView);
