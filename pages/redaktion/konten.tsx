import { listAccounts } from '@/lib/redaktion/store/account-limits';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';
import { AccountsView, type AccountsViewProps } from '@/renderer/redaktion/accounts/AccountsView';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';

// The accounts and their editing rights per department (admins; other roles get the German refusal as a 403 page).
export const getServerSideProps = redaktionPageProps<AccountsViewProps>(async ({ db, actor }) => ({
  props: { konten: await listAccounts(db, actor), abteilungen: await readAbteilungen(db) },
}));

export default redaktionPage('Konten', AccountsView);
