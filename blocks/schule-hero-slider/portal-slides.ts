// The slides of the school's hero slider: the answer of GET /api/cms/portale/9 is the list of the
// portal's modules (spec section 7); the one named 'hero-slider' holds up to five slides, each with
// the portal module fields (spec section 3). Anything malformed is left out, never shown half.

export interface Slide {
  titel: string;
  untertitel?: string;
  einleitung?: string;
  link?: string;
  linktext?: string;
  bildupload: { bild: string; bildtext: string; bildcopyright?: string };
}

export const MAX_SLIDES = 5;
export const DEFAULT_MODULE = 'hero-slider';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

function modulesOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (isObject(answer))
    for (const key of ['data', 'module']) if (Array.isArray(answer[key])) return answer[key] as unknown[];
  return [];
}

function toSlide(raw: unknown): Slide | null {
  if (!isObject(raw) || !isObject(raw.bildupload)) return null;
  const titel = text(raw.titel);
  const bild = text(raw.bildupload.bild);
  if (!titel || !bild || typeof raw.bildupload.bildtext !== 'string') return null;
  const optional = (key: string) => (text(raw[key]) ? { [key]: raw[key] as string } : {});
  return {
    titel,
    ...optional('untertitel'),
    ...optional('einleitung'),
    ...optional('link'),
    ...optional('linktext'),
    bildupload: {
      bild,
      bildtext: raw.bildupload.bildtext,
      ...(text(raw.bildupload.bildcopyright) ? { bildcopyright: raw.bildupload.bildcopyright as string } : {}),
    },
  };
}

export function slidesFromPortal(answer: unknown, moduleName = DEFAULT_MODULE): Slide[] {
  const sliderModule = modulesOf(answer).find(
    (m) => isObject(m) && isObject(m.modul) && m.modul.name === moduleName,
  ) as Json | undefined;
  if (!sliderModule || !Array.isArray(sliderModule.slides)) return [];
  return sliderModule.slides
    .map(toSlide)
    .filter((s): s is Slide => s !== null)
    .slice(0, MAX_SLIDES);
}
