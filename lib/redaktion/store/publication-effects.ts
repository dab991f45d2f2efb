// What a publication makes happen beside its pointer, for every kind of document, in the publishing transaction:
// the moments at which the published content changes by itself (a banner's start and end, a tender's deadline; the
// scheduler announces each once, lib/redaktion/store/moments.ts) and, for an entry of a collection, its row in the
// collection's public list (lib/redaktion/store/entry-projection.ts). Withdrawing the publication undoes both.
import type { Sql } from '@/lib/db/database';
import type { Version } from '@/lib/redaktion/shared/types';
import { momentsOf } from '@/lib/redaktion/shared/document-moments';
import { dropEntryProjection, writeEntryProjection } from './entry-projection';
import type { VersionedKind } from './versions';

export async function publicationStarted(
  tx: Sql,
  kind: VersionedKind,
  dokumentId: string,
  version: Version<unknown>,
  { keepAddress = false }: { keepAddress?: boolean } = {},
): Promise<void> {
  const now = Date.now();
  const moments = momentsOf(kind.art, kind.sammlung, version).filter((moment) => moment.getTime() > now);
  if (moments.length)
    await tx.query(
      `INSERT INTO dokument_zeitpunkte (dokument_id, version_id, zeitpunkt)
       SELECT $1, $2, unnest($3::timestamptz[]) ON CONFLICT DO NOTHING`,
      [dokumentId, version.id, moments.map((moment) => moment.toISOString())],
    );
  // The seed keeps the addresses the demo's entry pages had (keepAddress).
  if (kind.art === 'eintrag') await writeEntryProjection(tx, dokumentId, version, { keepSlug: keepAddress });
}

export async function publicationEnded(tx: Sql, dokumentId: string): Promise<void> {
  await tx.query('DELETE FROM dokument_zeitpunkte WHERE dokument_id = $1 AND angekuendigt_am IS NULL', [dokumentId]);
  await dropEntryProjection(tx, dokumentId);
}
