import { listArchivedPages, listPages, type SeiteInfo, type SeitenKnoten } from '@/lib/redaktion/pages';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { PageTree } from '@/renderer/redaktion/tree/PageTree';

// The Redaktion's start: the login, or every page as a tree.
export const getServerSideProps = redaktionPageProps<{ seiten: SeitenKnoten[]; archiv: SeiteInfo[] }>(
  async ({ db }) => ({ props: { seiten: await listPages(db), archiv: await listArchivedPages(db) } }),
);

export default redaktionPage('Seiten', PageTree);
