// Published content that changes by itself at a moment (a banner's start and end; a tender's deadline, an event's
// end): when the moment has come, the pages that show it are regenerated on every instance. Each moment is claimed
// once (an UPDATE that only one instance's transaction wins), so however many instances look, it is announced once.
import type { Database } from '@/lib/db/database';
import type { Aenderung } from '@/lib/redaktion/shared/types';
import { bannerChange } from './warnmeldungen';
import { entryChange } from './entry-projection';

/** Claims every due moment and returns what it changes, one change per document. */
export async function announceDueMoments(db: Database): Promise<Aenderung[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ dokument_id: string; art: string }>(
      `WITH faellig AS (
         UPDATE dokument_zeitpunkte SET angekuendigt_am = now()
         WHERE angekuendigt_am IS NULL AND zeitpunkt <= now() RETURNING dokument_id
       )
       SELECT DISTINCT f.dokument_id, d.art FROM faellig f JOIN dokumente d ON d.id = f.dokument_id`,
    );
    const changes: Aenderung[] = [];
    for (const row of rows) {
      const change =
        row.art === 'warnmeldung'
          ? await bannerChange(tx, row.dokument_id)
          : row.art === 'eintrag'
            ? await entryChange(tx, row.dokument_id)
            : null;
      if (change) changes.push(change);
    }
    return changes;
  });
}
