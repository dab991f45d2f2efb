import { listReleases } from '@/lib/redaktion/store/releases';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { ReleaseList, type ReleaseListProps } from '@/renderer/redaktion/releases/ReleaseList';

// Every Änderungspaket, and a new one.
export const getServerSideProps = redaktionPageProps<ReleaseListProps>(async ({ db }) => ({
  props: { pakete: await listReleases(db) },
}));

export default redaktionPage<ReleaseListProps>('Änderungspakete', ReleaseList);
