import { bannersOutOfScope, listWarnmeldungen } from '@/lib/redaktion/store/warnmeldungen';
import { darf } from '@/lib/redaktion/shared/permissions';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { BannerView, type BannerViewProps } from '@/renderer/redaktion/banners/BannerView';

// The site's alert banners (lib/redaktion/store/warnmeldungen.ts).
export const getServerSideProps = redaktionPageProps<BannerViewProps>(async ({ db, actor }) => {
  const warnmeldungen = await listWarnmeldungen(db);
  return {
    props: {
      warnmeldungen,
      kontoId: actor.id,
      mayPublish: darf(actor.role, 'warnmeldung_freigeben'),
      gesperrt: await bannersOutOfScope(db, actor, warnmeldungen),
      jetzt: Date.now(),
    },
  };
});

export default redaktionPage('Warnmeldungen', BannerView);
