// The data every layout needs: its menus and the weather. A failing menu or weather call leaves
// a working header and footer without that part, and marks the layout incomplete so that the page is not kept long.
import type { Deadline } from '@/lib/async/deadline';
import type { MenuItem, Wetter } from '@/codegen/out/types';
import { validate_menue, validate_wetter } from '@/codegen/out/validators';
import type { Services } from '@/lib/wiring';
import type { MenuName } from '@/lib/menus/menu-names';
import { reportError } from '@/lib/error-reporting';
import type { SichtbareWarnmeldung } from '@/lib/redaktion/shared/warnmeldung';
import type { LayoutName } from './page-types';

export const LAYOUT_MENUS: Record<LayoutName, MenuName[]> = {
  default: ['Hauptmenü', 'Hauptmenü_Footer', 'Footer', 'Rechtliches', 'Downloads'],
  schule: ['Schule_Hauptmenü', 'Schule_Footer', 'Rechtliches'],
};

export interface LayoutData {
  menus: Partial<Record<MenuName, MenuItem[]>>;
  weather: Wetter | null;
  /** The alert banners shown now; each page shows those whose area covers it. Absent: none. */
  warnmeldungen?: SichtbareWarnmeldung[];
}

/** A part of the layout's data; `ok: false` when its call failed, was late or answered nonsense. */
type Part<T> = { value: T; ok: boolean };

async function loadMenu(services: Services, name: MenuName, draft: boolean): Promise<Part<MenuItem[]>> {
  try {
    const answer = await services.cms.getMenu(name, { draft });
    if (validate_menue(answer)) return { value: (answer as { menuItems: MenuItem[] }).menuItems, ok: true };
    reportError(new Error('Ungültige Menüantwort'), { tags: { menu: name }, extra: { errors: validate_menue.errors } });
  } catch (error) {
    reportError(error, { message: `Menü ${name} nicht geladen`, tags: { menu: name } });
  }
  return { value: [], ok: false };
}

async function loadWeather(services: Services): Promise<Part<Wetter | null>> {
  try {
    const answer = await services.weather.getWeather();
    if (validate_wetter(answer)) return { value: answer as Wetter, ok: true };
    reportError(new Error('Ungültige Wetterantwort'), { extra: { errors: validate_wetter.errors } });
  } catch (error) {
    reportError(error, { message: 'Wetter nicht geladen' });
  }
  return { value: null, ok: false };
}

async function loadBanners(services: Services): Promise<Part<SichtbareWarnmeldung[]>> {
  if (!services.cms.getWarnmeldungen) return { value: [], ok: true };
  try {
    return { value: await services.cms.getWarnmeldungen(), ok: true };
  } catch (error) {
    reportError(error, { message: 'Warnmeldungen nicht geladen' });
    return { value: [], ok: false };
  }
}

export interface LayoutOptions {
  /** The menus' newest versions (preview in draft mode). */
  draft?: boolean;
  /** The page's shared deadline: a call still running then is given up like a failed one. */
  deadline?: Deadline;
}

function inTime<T>(part: Promise<Part<T>>, fallback: T, what: string, deadline?: Deadline): Promise<Part<T>> {
  if (!deadline) return part;
  return deadline.race(part, () => {
    reportError(new Error(`${what}: Frist der Seite abgelaufen`));
    return { value: fallback, ok: false };
  });
}

/** The layout's data and whether all of it arrived (`complete`). */
export async function loadLayout(
  services: Services,
  layout: LayoutName,
  { draft = false, deadline }: LayoutOptions = {},
): Promise<{ data: LayoutData; complete: boolean }> {
  const names = LAYOUT_MENUS[layout];
  const [weather, menus, banners] = await Promise.all([
    inTime(loadWeather(services), null, 'Wetter', deadline),
    Promise.all(names.map((n) => inTime(loadMenu(services, n, draft), [], `Menü ${n}`, deadline))),
    inTime(loadBanners(services), [], 'Warnmeldungen', deadline),
  ]);
  return {
    data: {
      weather: weather.value,
      menus: Object.fromEntries(names.map((n, i) => [n, menus[i]!.value])),
      // Only when there is one: a page without a banner carries nothing of it.
      ...(banners.value.length ? { warnmeldungen: banners.value } : {}),
    },
    complete: weather.ok && menus.every((menu) => menu.ok) && banners.ok,
  };
}

export async function loadLayoutData(
  services: Services,
  layout: LayoutName,
  options?: LayoutOptions,
): Promise<LayoutData> {
  return (await loadLayout(services, layout, options)).data;
}
