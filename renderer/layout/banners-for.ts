import { coversPath } from '@/lib/redaktion/shared/banner-area';
import type { SichtbareWarnmeldung } from '@/lib/redaktion/shared/warnmeldung';

/** The alert banners whose area covers the page at `path`. */
export function bannersFor(banners: SichtbareWarnmeldung[] | undefined, path: string): SichtbareWarnmeldung[] {
  const here = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return (banners ?? []).filter((banner) => coversPath(banner.bereich, here));
}
