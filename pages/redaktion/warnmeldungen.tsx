import { listWarnmeldungen } from '@/lib/redaktion/store/warnmeldungen';
import { PUBLISHING_ROLES } from '@/lib/redaktion/shared/roles';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { BannerView, type BannerViewProps } from '@/renderer/redaktion/banners/BannerView';

// The site's alert banners (lib/redaktion/store/warnmeldungen.ts).
export const getServerSideProps = redaktionPageProps<BannerViewProps>(async ({ db, actor }) => ({
  props: {
    warnmeldungen: await listWarnmeldungen(db),
    kontoId: actor.id,
    mayPublish: PUBLISHING_ROLES.includes(actor.role),
  },
}));

export default redaktionPage('Warnmeldungen', BannerView);
