import { getServices } from '@/lib/wiring';
import { loadLayoutData, type LayoutData } from '@/renderer/load-layout';

const EMPTY: LayoutData = { menus: {}, weather: null };

/** Menus for the error pages, but never let a slow upstream hold the error page back. */
export async function loadErrorLayoutData(limitMs = 1500): Promise<LayoutData> {
  const timeout = new Promise<LayoutData>((resolve) => setTimeout(() => resolve(EMPTY), limitMs).unref?.());
  return Promise.race([loadLayoutData(getServices(), 'default').catch(() => EMPTY), timeout]);
}
