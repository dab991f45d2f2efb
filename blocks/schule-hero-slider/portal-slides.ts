// The slides of the school's hero slider: the answer of GET /api/cms/portale/9 is the list of the
// portal's modules (spec section 7); the one named 'hero-slider' holds the slides. The boundary has
// already left out every slide that does not fit (schemas/entities/portalfolie).
import type { PortalAntwort, Portalfolie } from '@/codegen/out/types';

export type Slide = Portalfolie;

export const MAX_SLIDES = 5;
export const DEFAULT_MODULE = 'hero-slider';

export function slidesFromPortal(portal: PortalAntwort | null, moduleName = DEFAULT_MODULE): Slide[] {
  const sliderModule = (portal ?? []).find((m) => m.modul.name === moduleName);
  return (sliderModule?.slides ?? []).slice(0, MAX_SLIDES);
}
