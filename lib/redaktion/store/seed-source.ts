// The seed of the store: the pages under content/seiten (index.json is /de), the menus under content/menues and the
// collections' entries in their seed answers under content/api, as they are stored. A canonical that names the page's own path is left out (the renderer derives exactly that, and it
// would be wrong after a rename); blocks keep their ids (a block without one gets one at seeding).
import { createHash } from 'node:crypto';
import type { MenuName } from '@/lib/menus/menu-names';
import { reportError } from '@/lib/error-reporting';
import { readContentTree, type ContentFile } from '@/lib/search/content-tree';
import { ALLE_SAMMLUNGEN } from '@/lib/sammlungen/registry';

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

/** Raised when what seeding stores changes shape, so every store is brought up to date once. */
const SEED_FORMAT = '2';

export interface SeedPage {
  pfad: string;
  inhalt: Record<string, unknown>;
}

export interface SeedMenu {
  name: MenuName;
  inhalt: unknown;
}

export interface Seed {
  hash: string;
  pages: SeedPage[];
  menus: SeedMenu[];
  /**
   * The parsed files under content/api and the other seed files of collections (the intranet's texts), by name
   * (`api/cms/veranstaltungen`, `intranet/texte`).
   */
  api: Map<string, unknown>;
}

/** content/seiten/a/b.json -> /de/a/b; content/seiten/index.json -> /de. */
function sitePathOfSeedFile(name: string): string {
  const rest = name.slice('seiten/'.length);
  return rest === 'index' ? '/de' : `/de/${rest}`;
}

function parse(file: ContentFile): unknown {
  try {
    return JSON.parse(file.text) as unknown;
  } catch (error) {
    reportError(error, { message: `content/${file.name}.json ist kein gültiges JSON und wird übergangen` });
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function normalizeSeedPage(path: string, envelope: Record<string, unknown>): Record<string, unknown> {
  const { canonical, ...rest } = envelope;
  return canonical === path ? rest : envelope;
}

/** The seed files of the collections outside content/api (`intranet/texte`), and the folders they are in. */
const OTHER_SEED_FILES = new Set(
  ALLE_SAMMLUNGEN.flatMap((s) =>
    s.inhalte && !s.inhalte.startsWith('api/') ? [s.inhalte.replace(/\.json$/, '')] : [],
  ),
);
const OTHER_SEED_FOLDERS = [...new Set([...OTHER_SEED_FILES].map((name) => name.split('/')[0]!))];

export async function readSeed(contentDir: string): Promise<Seed> {
  const tree = await readContentTree(contentDir, ['seiten', 'menues', 'api', ...OTHER_SEED_FOLDERS]);
  const pages: SeedPage[] = [];
  const menus: SeedMenu[] = [];
  const api = new Map<string, unknown>();
  const menuByFile = new Map(Object.entries(MENU_FILES).map(([name, file]) => [`menues/${file}`, name as MenuName]));
  for (const file of tree.files) {
    const value = parse(file);
    if (value === undefined) continue;
    if (file.name.startsWith('seiten/') && isObject(value)) {
      const pfad = sitePathOfSeedFile(file.name);
      pages.push({ pfad, inhalt: normalizeSeedPage(pfad, value) });
    }
    const menu = menuByFile.get(file.name);
    if (menu) menus.push({ name: menu, inhalt: value });
    if (file.name.startsWith('api/') || OTHER_SEED_FILES.has(file.name)) api.set(file.name, value);
  }
  const hash = createHash('sha256').update(SEED_FORMAT).update('\0').update(tree.hash).digest('hex');
  return { hash, pages, menus, api };
}
