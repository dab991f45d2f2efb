import { listWarnmeldungen } from '@/lib/redaktion/store/warnmeldungen';
import { darf } from '@/lib/redaktion/shared/permissions';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { BannerView, type BannerViewProps } from '@/renderer/redaktion/banners/BannerView';

// The site's alert banners (lib/redaktion/store/warnmeldungen.ts).
export const getServerSideProps = redaktionPageProps<BannerViewProps>(async ({ db, actor }) => ({
  props: {
    warnmeldungen: await listWarnmeldungen(db),
    kontoId: actor.id,
    mayPublish: darf(actor.role, 'warnmeldung_freigeben'),
  },
}));

export default redaktionPage('Warnmeldungen', BannerView);
