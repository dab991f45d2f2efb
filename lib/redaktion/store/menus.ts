// The seven menus of the specification, edited like pages: versions of `{ menuItems }` trees, checked with the menu
// schema and the depth each menu's place in the layout shows, published and taken offline (then empty).
import type { Database, Sql } from '@/lib/db/database';
import { MENU_NAMES, type MenuName } from '@/lib/menus/menu-names';
import { checkMenu, MENU_MAX_DEPTH } from '@/lib/redaktion/shared/check-content';
import { menuWithVersion } from '@/lib/blocks/migrate';
import { newerThanBuild } from '@/lib/shapes/migrate-shape';
import {
  RedaktionError,
  type Actor,
  type Aenderung,
  type Version,
  type VersionKurz,
  type MenueInfo,
} from '@/lib/redaktion/shared/types';
import {
  listVersionRows,
  MENU_KIND,
  publishVersion,
  requireVersion,
  restoreVersion,
  saveVersion,
  statusOf,
  unpublish,
  type SaveOptions,
  type SaveResult,
} from './versions';

/** What editors call each menu (where it shows on the site). */
export const MENU_TITLES: Record<MenuName, string> = {
  Hauptmenü: 'Hauptmenü',
  Hauptmenü_Footer: 'Links unter dem Hauptmenü',
  Footer: 'Häufig besucht (Fußbereich)',
  Rechtliches: 'Rechtliches (Fußzeile)',
  Downloads: 'Downloads (Fußbereich)',
  Schule_Hauptmenü: 'Schule: Hauptmenü',
  Schule_Footer: 'Schule: Links im Fußbereich',
};

/** The menu name, or 404 for any other string. */
export function checkMenuName(raw: unknown): MenuName {
  if (!MENU_NAMES.includes(raw as MenuName)) throw new RedaktionError(404, 'Dieses Menü gibt es nicht.');
  return raw as MenuName;
}

const checkFor = (name: MenuName) => (menu: unknown) => checkMenu(name, menu);

export async function listMenus(sql: Sql): Promise<MenueInfo[]> {
  const { rows } = await sql.query<{ name: MenuName; veroeffentlichte_version: number | null }>(
    "SELECT schluessel AS name, veroeffentlichte_version FROM dokumente WHERE art = 'menue'",
  );
  const published = new Map(rows.map((row) => [row.name, row.veroeffentlichte_version]));
  return Promise.all(
    MENU_NAMES.map(async (name) => {
      const [newest = null] = await listVersionRows(sql, MENU_KIND, name, 1);
      const pointer = published.get(name) ?? null;
      const info: MenueInfo = {
        name,
        titel: MENU_TITLES[name],
        maxEbenen: MENU_MAX_DEPTH[name],
        status: statusOf(pointer, newest?.id ?? null),
        veroeffentlichteVersionId: pointer,
        neuesteVersion: newest,
      };
      return info;
    }),
  );
}

export async function saveMenuVersion(
  db: Database,
  actor: Actor,
  name: string,
  menu: unknown,
  options: SaveOptions = {},
): Promise<SaveResult<unknown>> {
  const menuName = checkMenuName(name);
  // Rolling release: what a newer release wrote is refused, not guessed at (README „Mehrere Instanzen“).
  const newer = newerThanBuild(
    'menue',
    menu && typeof menu === 'object' ? (menu as { version?: unknown }).version : undefined,
  );
  if (newer !== null) {
    throw new RedaktionError(
      409,
      `Das Menü wurde mit einer neueren Version der Website gespeichert (Version ${newer}). Bitte bearbeiten Sie es dort, wo die neue Version läuft.`,
    );
  }
  return saveVersion(db, MENU_KIND, actor, menuName, menuWithVersion(menu), checkFor(menuName), options);
}

export async function listMenuVersions(sql: Sql, name: string): Promise<VersionKurz[]> {
  return listVersionRows(sql, MENU_KIND, checkMenuName(name));
}

export async function getMenuVersion(sql: Sql, name: string, versionId: number): Promise<Version> {
  return requireVersion(sql, MENU_KIND, checkMenuName(name), versionId);
}

export async function restoreMenuVersion(
  db: Database,
  actor: Actor,
  name: string,
  versionId: number,
  { kommentar }: { kommentar?: string } = {},
): Promise<Version> {
  const menuName = checkMenuName(name);
  return restoreVersion(db, MENU_KIND, actor, menuName, versionId, checkFor(menuName), kommentar);
}

/** Publishes a menu version: every page shows menus, so every page is to be regenerated. */
export async function publishMenuVersion(
  db: Database,
  actor: Actor,
  name: string,
  versionId: number,
): Promise<{ version: Version; aenderung: Aenderung }> {
  const menuName = checkMenuName(name);
  const { version } = await publishVersion(db, MENU_KIND, actor, menuName, versionId, checkFor(menuName));
  return { version, aenderung: { art: 'menue', name: menuName } };
}

/** Takes the menu offline: the site shows it empty. */
export async function unpublishMenu(db: Database, actor: Actor, name: string): Promise<{ aenderung: Aenderung }> {
  const menuName = checkMenuName(name);
  await unpublish(db, MENU_KIND, actor, menuName);
  return { aenderung: { art: 'menue', name: menuName } };
}

/** The menu's document id (migration 300), as an Änderungspaket names it. */
export async function menuDocumentId(sql: Sql, name: MenuName): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    "SELECT id FROM dokumente WHERE art = 'menue' AND schluessel = $1 AND zustand = 'aktiv'",
    [name],
  );
  if (!rows[0]) throw new RedaktionError(404, 'Dieses Menü gibt es nicht.');
  return rows[0].id;
}
