// content/api seeds the collections' entries (DESIGN.md section 11: `content/api/` is the seed, as `content/seiten/`
// is): every entry of a collection's seed file becomes a published entry authored by the system, keeping its number
// and the address its demo page had. When the seed changes (a new release), entries no editor touched follow it;
// everything an editor touched stays as they left it. Runs inside the store's seeding transaction (./seed.ts).
import { randomUUID } from 'node:crypto';
import type { Sql } from '@/lib/db/database';
import { ALLE_SAMMLUNGEN } from '@/lib/sammlungen/registry';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import { detailsOf } from '@/lib/sammlungen/registry';
import { slugify, storedContent, titleOf, detailPath } from '@/lib/sammlungen/entry-rules';
import { checkEntry } from '@/lib/redaktion/shared/check-entry';
import { withEntryVersion } from '@/lib/sammlungen/entry-shape';
import type { Abteilung, Actor } from '@/lib/redaktion/shared/types';
import { insertVersion, markPublished, withdrawPublication } from './versions';
import { entryKind } from './entries';
import type { SammlungName } from '@/lib/sammlungen/registry';

const COMMENT = 'Aus content/ übernommen';

export interface EntrySeedReport {
  angelegt: number;
  aktualisiert: number;
  archiviert: number;
}

type Item = Record<string, unknown>;

/**
 * The items of a collection's seed answer (under `data` or its list key) with their numbers: an item's `id`, or for
 * items whose `id` is their own key (a string: a waste district), their place in the file.
 */
export function seedItems(s: SammlungsDeklaration, answer: unknown): { kennung: number; item: Item }[] {
  const list = (answer as Item | null)?.[s.liste ?? 'data'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown, index) => {
    if (!item || typeof item !== 'object') return [];
    const id = (item as Item).id;
    if (Number.isInteger(id)) return [{ kennung: id as number, item: item as Item }];
    return typeof id === 'string' && id !== '' ? [{ kennung: index + 1, item: item as Item }] : [];
  });
}

/** The slug of the page a seed item's demo page had (its detail link), else that of its title. */
function seedSlug(s: SammlungsDeklaration, item: Item): string {
  for (const verweis of s.detail?.verweise ?? []) {
    const [list, , field] = verweis.split('.');
    const link = field ? ((item[list!] as Item[] | undefined)?.[0]?.[field] as unknown) : item[verweis];
    if (typeof link !== 'string') continue;
    const found = detailsOf(link).find((match) => match.sammlung.name === s.name);
    if (found) return found.slug;
  }
  return slugify(titleOf(s, item) || s.eintrag);
}

interface SeededRow {
  id: string;
  quelle: string;
  unberuehrt: boolean;
  inhalt: unknown;
}

async function seedCollection(
  tx: Sql,
  s: SammlungsDeklaration,
  items: { kennung: number; item: Item }[],
  actor: Actor,
  office: number | null,
  report: EntrySeedReport,
): Promise<void> {
  const kind = entryKind(s.name as SammlungName);
  const { rows } = await tx.query<SeededRow>(
    `SELECT d.id, d.quelle, v.inhalt,
            d.zustand = 'aktiv' AND d.veroeffentlichte_version = v.id
            AND NOT EXISTS (SELECT 1 FROM dokument_versionen o WHERE o.dokument_id = d.id AND o.autor_id <> $2) AS unberuehrt
     FROM dokumente d
     LEFT JOIN LATERAL (SELECT id, inhalt FROM dokument_versionen WHERE dokument_id = d.id ORDER BY nummer DESC LIMIT 1) v
       ON true
     WHERE d.art = 'eintrag' AND d.sammlung = $1 AND d.quelle IS NOT NULL
     FOR UPDATE OF d`,
    [s.name, actor.id],
  );
  const existing = new Map(rows.map((row) => [row.quelle, row]));
  const inSeed = new Set<string>();
  for (const { kennung, item } of items) {
    const quelle = `${s.name}/${String(item.id)}`;
    inSeed.add(quelle);
    const content = withEntryVersion(s.name, storedContent(s, item));
    const row = existing.get(quelle);
    if (row && (!row.unberuehrt || JSON.stringify(row.inhalt) === JSON.stringify(content))) continue;
    let id = row?.id;
    if (!id) {
      // A number an editor's entry took since is left to it: the seed item is skipped.
      const { rows: taken } = await tx.query('SELECT 1 FROM dokumente WHERE sammlung = $1 AND kennung = $2', [
        s.name,
        kennung,
      ]);
      if (taken.length) continue;
      id = randomUUID();
      const slug = seedSlug(s, item);
      const pfad = detailPath(s, slug);
      const { rows: occupied } = pfad
        ? await tx.query("SELECT 1 FROM dokumente WHERE pfad = $1 AND zustand = 'aktiv'", [pfad])
        : { rows: [] };
      await tx.query(
        `INSERT INTO dokumente (id, art, sammlung, kennung, schluessel, pfad, quelle, abteilung)
         VALUES ($1, 'eintrag', $2, $3, $4, $5, $6, $7)`,
        // An address a page an editor kept still has: the entry gets its slug when it is first published.
        [id, s.name, kennung, occupied.length ? null : slug, occupied.length ? null : pfad, quelle, office],
      );
      report.angelegt++;
    } else report.aktualisiert++;
    const version = await insertVersion(tx, kind, id, content, checkEntry(s, content), actor, { kommentar: COMMENT });
    await markPublished(tx, kind, actor, id, version.id, { keepAddress: true });
  }
  for (const row of existing.values()) {
    if (inSeed.has(row.quelle) || !row.unberuehrt) continue;
    await withdrawPublication(tx, kind, row.id);
    await tx.query("UPDATE dokumente SET zustand = 'archiviert', archiviert_am = now() WHERE id = $1", [row.id]);
    report.archiviert++;
  }
}

/** Seeds every collection that names a seed file, from the parsed files of content/api. */
export async function seedEntries(
  tx: Sql,
  files: ReadonlyMap<string, unknown>,
  abteilungen: Abteilung[],
  actor: Actor,
): Promise<EntrySeedReport> {
  const report: EntrySeedReport = { angelegt: 0, aktualisiert: 0, archiviert: 0 };
  for (const s of ALLE_SAMMLUNGEN) {
    if (!s.inhalte) continue;
    const answer = files.get(s.inhalte.replace(/\.json$/, ''));
    const office = abteilungen.find((amt) => amt.name === s.amt)?.id ?? null;
    await seedCollection(tx, s, seedItems(s, answer), actor, office, report);
  }
  return report;
}
