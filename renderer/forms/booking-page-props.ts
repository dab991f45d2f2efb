// Data of the booking and cancellation pages: only the layout (menus, weather). The forms load
// their availability in the browser, so the pages are generated once and refreshed like CMS pages.
import type { GetStaticPropsResult } from 'next';
import { getConfig } from '@/lib/config';
import { getServices } from '@/lib/services';
import { loadLayoutData, type LayoutData } from '@/renderer/load-layout';

export interface BookingPageProps {
  layoutData: LayoutData;
}

export async function getBookingPageProps(): Promise<GetStaticPropsResult<BookingPageProps>> {
  return { props: { layoutData: await loadLayoutData(getServices(), 'default') }, revalidate: getConfig().pageRevalidateSeconds };
}
