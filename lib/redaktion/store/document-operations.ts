// The steps of the shared workflow that differ by kind of document, looked up by a document's id: what a scheduled
// run publishes or takes offline, which version it names, and where the document lies for department rights. The
// scheduler and the schedule planner use it, so a page and an entry of a collection are planned and carried out by
// the same code.
import type { Database, Sql } from '@/lib/db/database';
import type { SeitenOrt } from '@/lib/redaktion/shared/page-scope';
import { isSammlungName, sammlung as declarationOf } from '@/lib/sammlungen/registry';
import { RedaktionError, type Actor, type Aenderung, type Status, type Version } from '@/lib/redaktion/shared/types';
import { getEntryInfo, getEntryVersion, publishEntryVersion, unpublishEntry } from './entries';
import { getPageVersion, publishPageVersion, unpublishPage } from './page-versions';
import { getPageInfo } from './pages';
import type { PublishOptions } from './versions';

export interface DocumentOperations {
  art: 'seite' | 'eintrag';
  /** Where the document lies (department rights) and its status. */
  info(sql: Sql): Promise<SeitenOrt & { status: Status }>;
  version(sql: Sql, versionId: number): Promise<Version>;
  publish(
    db: Database,
    actor: Actor,
    versionId: number,
    options: PublishOptions<unknown>,
  ): Promise<{ aenderung: Aenderung }>;
  unpublish(db: Database, actor: Actor, options: { termin?: number }): Promise<{ aenderung: Aenderung }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The operations of the document with this id (a page or an entry), or 404. */
export async function documentOperations(sql: Sql, id: string): Promise<DocumentOperations> {
  const { rows } = UUID.test(id)
    ? await sql.query<{ art: string; sammlung: string | null }>('SELECT art, sammlung FROM dokumente WHERE id = $1', [
        id,
      ])
    : { rows: [] };
  const row = rows[0];
  if (row?.art === 'seite')
    return {
      art: 'seite',
      info: (s) => getPageInfo(s, id),
      version: (s, versionId) => getPageVersion(s, id, versionId),
      publish: (db, actor, versionId, options) => publishPageVersion(db, actor, id, versionId, options),
      unpublish: (db, actor, options) => unpublishPage(db, actor, id, options),
    };
  if (row?.art === 'eintrag' && isSammlungName(row.sammlung)) {
    const s = declarationOf(row.sammlung);
    return {
      art: 'eintrag',
      async info(q) {
        const entry = await getEntryInfo(q, s, id);
        return { pfad: entry.pfad ?? '', abteilung: entry.abteilung, status: entry.status };
      },
      version: (q, versionId) => getEntryVersion(q, s, id, versionId),
      publish: (db, actor, versionId, options) => publishEntryVersion(db, actor, s, id, versionId, options),
      unpublish: (db, actor, options) => unpublishEntry(db, actor, s, id, options),
    };
  }
  throw new RedaktionError(404, 'Dieses Dokument gibt es nicht.');
}
