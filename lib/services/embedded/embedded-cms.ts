// The CMS of the embedded mode: the demo municipality's pages, menus and lists from content/.
import type { CmsService, MenuName, QueryParams } from '@/lib/services/cms/cms-service';
import { readContentJson, safeSegments } from './content-files';
import { answerListCall } from './list-endpoint';

/** File names of the menus under content/menues/. */
export const MENU_FILES: Record<MenuName, string> = {
  Hauptmenü: 'hauptmenue',
  Hauptmenü_Footer: 'hauptmenue-footer',
  Footer: 'footer',
  Rechtliches: 'rechtliches',
  Downloads: 'downloads',
  Schule_Hauptmenü: 'schule-hauptmenue',
  Schule_Footer: 'schule-footer',
};

export function createEmbeddedCms(contentDir: string): CmsService {
  return {
    async getPage(sitePath) {
      const segments = safeSegments(sitePath);
      if (!segments || segments[0] !== 'de') return null;
      const rest = segments.slice(1);
      const page = await readContentJson(contentDir, ['seiten', ...(rest.length ? rest : ['index'])]);
      return page ?? null;
    },
    async getMenu(name) {
      return (await readContentJson(contentDir, ['menues', MENU_FILES[name]])) ?? { menuItems: [] };
    },
    async call(endpoint: string, params: QueryParams) {
      const segments = safeSegments(endpoint);
      if (!segments || segments[0] !== 'api') return { status: 400, body: { message: 'Ungültiger Endpunkt' } };
      const exact = await readContentJson(contentDir, segments);
      if (exact !== undefined) return answerListCall(exact, params);
      // A detail call (…/veranstaltungen/12) is answered from its collection.
      const id = segments.at(-1)!;
      const collection = await readContentJson(contentDir, segments.slice(0, -1));
      const item = listOf(collection).find((entry) => String((entry as { id?: unknown }).id) === id);
      return item ? { status: 200, body: item } : { status: 404, body: { message: 'Nicht gefunden' } };
    },
  };
}

export function listOf(answer: unknown): unknown[] {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : Array.isArray(answer) ? answer : [];
}
