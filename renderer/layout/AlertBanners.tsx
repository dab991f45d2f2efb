// The alert banners in every layout, between the header and the content: those whose area covers this page. Their
// code (dismissing, announcing once) is a chunk of its own, loaded only on a page that shows one: a page without a
// banner carries no script and no request of it.
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { coversPath } from '@/lib/redaktion/shared/banner-area';
import type { SichtbareWarnmeldung } from '@/lib/redaktion/shared/warnmeldung';

const AlertBannerList = dynamic(() => import('./AlertBannerList').then((m) => m.AlertBannerList));

export function AlertBanners({ banners, path }: { banners?: SichtbareWarnmeldung[]; path?: string }) {
  const { asPath } = useRouter();
  if (!banners?.length) return null;
  const here = (path ?? asPath).split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const shown = banners.filter((banner) => coversPath(banner.bereich, here));
  return shown.length ? <AlertBannerList banners={shown} /> : null;
}
