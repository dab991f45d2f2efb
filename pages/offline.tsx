import type { GetServerSideProps } from 'next';
import { OfflineView, type OfflineViewProps } from '@/renderer/offline/OfflineView';
import { loadErrorLayoutData } from '@/renderer/error/error-layout-data';

// Precached by the service worker (renderer/service-worker/sw.ts), which shows it at whatever address
// failed to load. Server-rendered rather than static on purpose: a static page under another address
// makes Next's router (with rewrites configured) re-fetch that address on hydration — offline, that fails.
export const getServerSideProps: GetServerSideProps<OfflineViewProps> = async ({ res }) => {
  const { menus } = await loadErrorLayoutData();
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
  // No weather: it would be stale by the time anyone sees this page.
  return { props: { layoutData: { menus, weather: null } } };
};

export default OfflineView;
