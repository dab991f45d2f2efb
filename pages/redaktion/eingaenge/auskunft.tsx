import { requirePermission } from '@/lib/redaktion/shared/roles';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { AuskunftView } from '@/renderer/redaktion/desk/AuskunftView';

// A resident's request for access or deletion (admins; lib/redaktion/store/auskunft.ts).
export const getServerSideProps = redaktionPageProps<Record<string, never>>(async ({ actor }) => {
  requirePermission(actor, 'auskunft_loeschung');
  return { props: {} };
});

export default redaktionPage('Auskunft und Löschung', AuskunftView);
