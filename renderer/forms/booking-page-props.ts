// Data of the booking and cancellation pages: only the layout (menus, weather). The forms load
// their availability in the browser, so the pages are generated once and refreshed like CMS pages.
import type { GetStaticPropsResult } from 'next';
import { getConfig } from '@/lib/config';
import { getServices } from '@/lib/wiring';
import { loadLayoutData, type LayoutData } from '@/renderer/load-layout';

export interface BookingPageProps {
  layoutData: LayoutData;
  /** Public origin, so the canonical link is absolute (search engines ignore relative ones). */
  siteUrl: string;
}

export async function getBookingPageProps(): Promise<GetStaticPropsResult<BookingPageProps>> {
  const { siteUrl, pageRevalidateSeconds } = getConfig();
  return {
    props: { layoutData: await loadLayoutData(getServices(), 'default'), siteUrl },
    revalidate: pageRevalidateSeconds,
  };
}
