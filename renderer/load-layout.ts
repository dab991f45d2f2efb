// The data every layout needs: its menus and the weather. A failing menu or weather call leaves
// a working header and footer without that part.
import type { MenuItem, Wetter } from '@/codegen/out/types';
import { validate_menue, validate_wetter } from '@/codegen/out/validators';
import type { Services } from '@/lib/services';
import type { MenuName } from '@/lib/services/cms/cms-service';
import { reportError } from '@/lib/error-reporting';
import type { LayoutName } from './page-types';

export const LAYOUT_MENUS: Record<LayoutName, MenuName[]> = {
  default: ['Hauptmenü', 'Hauptmenü_Footer', 'Footer', 'Rechtliches', 'Downloads'],
  schule: ['Schule_Hauptmenü', 'Schule_Footer', 'Rechtliches'],
};

export interface LayoutData {
  menus: Partial<Record<MenuName, MenuItem[]>>;
  weather: Wetter | null;
}

async function loadMenu(services: Services, name: MenuName, draft: boolean): Promise<MenuItem[]> {
  try {
    const answer = await services.cms.getMenu(name, { draft });
    if (validate_menue(answer)) return (answer as { menuItems: MenuItem[] }).menuItems;
    reportError(new Error('Ungültige Menüantwort'), { tags: { menu: name }, extra: { errors: validate_menue.errors } });
  } catch (error) {
    reportError(error, { message: `Menü ${name} nicht geladen`, tags: { menu: name } });
  }
  return [];
}

async function loadWeather(services: Services): Promise<Wetter | null> {
  try {
    const answer = await services.weather.getWeather();
    if (validate_wetter(answer)) return answer as Wetter;
    reportError(new Error('Ungültige Wetterantwort'), { extra: { errors: validate_wetter.errors } });
  } catch (error) {
    reportError(error, { message: 'Wetter nicht geladen' });
  }
  return null;
}

/** `draft`: the menus' newest versions (preview in draft mode). */
export async function loadLayoutData(
  services: Services,
  layout: LayoutName,
  { draft = false }: { draft?: boolean } = {},
): Promise<LayoutData> {
  const names = LAYOUT_MENUS[layout];
  const [weather, ...menus] = await Promise.all([
    loadWeather(services),
    ...names.map((n) => loadMenu(services, n, draft)),
  ]);
  return {
    weather: weather as Wetter | null,
    menus: Object.fromEntries(names.map((n, i) => [n, menus[i] as MenuItem[]])),
  };
}
