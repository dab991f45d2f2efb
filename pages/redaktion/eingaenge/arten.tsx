import { darf } from '@/lib/redaktion/shared/permissions';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { loadDesk } from '@/lib/redaktion/store/eingaenge';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { ArtenView, type ArtenViewProps } from '@/renderer/redaktion/desk/ArtenView';

// Which office handles each form and booking kind, and its retention (admins change it).
export const getServerSideProps = redaktionPageProps<ArtenViewProps>(async ({ db, actor }) => {
  requirePermission(actor, 'eingaenge_lesen');
  const desk = await loadDesk(db);
  return {
    props: {
      arten: desk.arten,
      aemter: desk.aemter.map(({ id, name }) => ({ id, name })),
      mayChange: darf(actor.role, 'eingangsarten_aendern'),
    },
  };
});

export default redaktionPage('Zuständigkeit und Aufbewahrung', ArtenView);
