// `npm run inhalte:migrieren` (README „Blöcke ändern“): brings every stored version of every stored kind to the
// current shapes, so that stored JSON, SQL over it, exports and backups see one shape and a migration can be
// retired (`x-mindestversion`). Dry run unless asked to write; in batches, each in its own transaction; the content
// as it was is kept (inhalt_vor_migration). What this build cannot read (a newer release's, a failed migration) is
// left as it is and named.
import type { Database } from '@/lib/db/database';
import { STORED_KINDS, type StoredKind } from './stored-kinds';
import { rewriteVersionContent } from './stored-versions';

export interface Umschreibbericht {
  schreiben: boolean;
  /** Versions read, by kind. */
  gelesen: number;
  /** Versions whose content changes (was changed, when writing). */
  umgeschrieben: number;
  /** Shapes brought to the current version, by `form vN`. */
  migriert: Record<string, number>;
  /** Shapes left as stored (`form vN: status`): a newer release's, unknown, failed. */
  geblieben: Record<string, number>;
  /** Transactions committed (one per batch that changed something). */
  transaktionen: number;
}

const add = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

export async function rewriteStoredContent(
  db: Database,
  { schreiben = false, kinds = STORED_KINDS }: { schreiben?: boolean; kinds?: readonly StoredKind[] } = {},
): Promise<Umschreibbericht> {
  const bericht: Umschreibbericht = {
    schreiben,
    gelesen: 0,
    umgeschrieben: 0,
    migriert: {},
    geblieben: {},
    transaktionen: 0,
  };
  for (const kind of kinds) {
    for (let after = 0; ;) {
      // Read and written in one transaction: a batch is rewritten whole or not at all.
      const batch = await db.transaction(async (tx) => {
        const rows = await kind.batch(tx, 'alle', after);
        const changes = [];
        for (const row of rows) {
          const parts = kind.parts(row.inhalt, row);
          for (const part of parts) {
            const key = `${part.form} v${Number.isNaN(part.from) ? '?' : part.from}`;
            if (part.status === 'migriert' || part.status === 'ersetzt') add(bericht.migriert, key);
            else if (part.status !== 'aktuell') add(bericht.geblieben, `${key}: ${part.status}`);
          }
          const migrated = kind.migrate(row.inhalt, row);
          if (JSON.stringify(migrated) === JSON.stringify(row.inhalt)) continue;
          const formen = Object.fromEntries(parts.map((p) => [p.form, Number.isNaN(p.from) ? 0 : p.from]));
          changes.push({ id: row.id, inhalt: migrated, formen });
        }
        if (schreiben && changes.length) {
          await rewriteVersionContent(tx, kind.table, changes);
          bericht.transaktionen++;
        }
        bericht.umgeschrieben += changes.length;
        return rows;
      });
      bericht.gelesen += batch.length;
      if (!batch.length) break;
      after = batch.at(-1)!.id;
    }
  }
  return bericht;
}
