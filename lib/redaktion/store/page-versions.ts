// The versions of a page: save (also invalid: the findings are stored with it), list, read, restore, publish and
// take offline. Block ids are made stable at every save.
import type { Database, Sql } from '@/lib/db/database';
import { newerBlocks, withCurrentVersions } from '@/lib/blocks/migrate';
import { invalidBlockId, withBlockIds } from '@/lib/redaktion/shared/block-ids';
import { checkEnvelope } from '@/lib/redaktion/shared/check-content';
import { getPageInfo, pathsOfPage } from './pages';
import {
  RedaktionError,
  type Actor,
  type Aenderung,
  type Version,
  type VersionKurz,
} from '@/lib/redaktion/shared/types';
import {
  listVersionRows,
  PAGE_KIND,
  publishVersion,
  requireVersion,
  restoreVersion,
  saveVersion,
  unpublish,
  type PublishOptions,
  type SaveOptions,
  type SaveResult,
} from './versions';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stores the envelope as the page's newest version (blocks without an id, or with a repeated one, get a new uuid:
 * the returned version has them). Invalid content is stored with its findings (`version.fehler`,
 * `version.pruefung`), so the editor can say 'Entwurf enthält N Fehler'.
 */
export async function savePageVersion(
  db: Database,
  actor: Actor,
  seiteId: string,
  envelope: unknown,
  options: SaveOptions = {},
): Promise<SaveResult<unknown>> {
  if (!isObject(envelope)) throw new RedaktionError(400, 'Der Seiteninhalt muss ein Objekt sein.');
  const badId = invalidBlockId(envelope);
  if (badId) throw new RedaktionError(400, badId);
  refuseNewerBlocks(envelope);
  await getPageInfo(db, seiteId);
  return saveVersion(
    db,
    PAGE_KIND,
    actor,
    seiteId,
    withCurrentVersions(withBlockIds(envelope)),
    checkEnvelope,
    options,
  );
}

/**
 * A block written by a newer release (rolling release: this instance is the older one) cannot be saved here without
 * losing what that release added: refused, and the editor is told where to edit instead.
 */
function refuseNewerBlocks(envelope: Record<string, unknown>): void {
  const newer = newerBlocks(envelope);
  if (!newer.length) return;
  const named = newer.map((b) => `„${b.template}“ (Version ${b.version}, hier bekannt: ${b.known})`).join(', ');
  throw new RedaktionError(
    409,
    `Die Seite enthält Blöcke einer neueren Version der Website: ${named}. Bitte bearbeiten Sie sie dort, wo die neue Version läuft.`,
  );
}

/** Every version of the page, newest first, with author and time (without content). */
export async function listPageVersions(sql: Sql, seiteId: string): Promise<VersionKurz[]> {
  await getPageInfo(sql, seiteId);
  return listVersionRows(sql, PAGE_KIND, seiteId);
}

export async function getPageVersion(sql: Sql, seiteId: string, versionId: number): Promise<Version> {
  return requireVersion(sql, PAGE_KIND, seiteId, versionId);
}

/** Saves an older version's envelope (with its block ids) as the newest version. */
export async function restorePageVersion(
  db: Database,
  actor: Actor,
  seiteId: string,
  versionId: number,
  { kommentar }: { kommentar?: string } = {},
): Promise<Version> {
  return restoreVersion(db, PAGE_KIND, actor, seiteId, versionId, checkEnvelope, kommentar);
}

/** Publishes a submitted version of the page: as the permission table allows, four eyes, no validator finding. */
export async function publishPageVersion(
  db: Database,
  actor: Actor,
  seiteId: string,
  versionId: number,
  options: PublishOptions<unknown> = {},
): Promise<{ version: Version; aenderung: Aenderung }> {
  const { version } = await publishVersion(db, PAGE_KIND, actor, seiteId, versionId, checkEnvelope, options);
  return { version, aenderung: { art: 'seite', pfade: await pathsOfPage(db, seiteId) } };
}

/** Takes the page offline: its path (and old paths) answer 404, search and sitemap drop it. */
export async function unpublishPage(
  db: Database,
  actor: Actor,
  seiteId: string,
  options: { termin?: number } = {},
): Promise<{ aenderung: Aenderung }> {
  await unpublish(db, PAGE_KIND, actor, seiteId, options);
  return { aenderung: { art: 'seite', pfade: await pathsOfPage(db, seiteId) } };
}
