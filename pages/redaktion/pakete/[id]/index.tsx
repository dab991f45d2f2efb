import { getRelease } from '@/lib/redaktion/store/releases';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { ReleaseView, type ReleaseViewProps } from '@/renderer/redaktion/releases/ReleaseView';

// One Änderungspaket with its parts and steps.
export const getServerSideProps = redaktionPageProps<ReleaseViewProps>(async ({ db, actor, context }) => ({
  props: { paket: await getRelease(db, actor, String(context.params?.id ?? '')) },
}));

export default redaktionPage<ReleaseViewProps>(({ paket }) => `Änderungspaket: ${paket.titel}`, ReleaseView);
