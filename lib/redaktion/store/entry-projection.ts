// The public list of a collection's entries (migration 301): written in the transaction that publishes an entry,
// dropped in the one that withdraws it, so the site's block calls read one indexed table and never the versions.
// Publishing also settles the entry's address: its slug follows the published title, unique among live documents;
// a changed one leaves the old address answering 308 (the redirects pages use).
import queryKeys from '@/codegen/out/query-keys.json';
import { withoutVersion } from '@/lib/sammlungen/entry-shape';
import type { Sql } from '@/lib/db/database';
import { isSammlungName, sammlung as declarationOf } from '@/lib/sammlungen/registry';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import {
  answerItem,
  currentUntil,
  daysOf,
  detailPath,
  filterValues,
  slugify,
  sortValues,
  titleOf,
} from '@/lib/sammlungen/entry-rules';
import type { Aenderung, Version } from '@/lib/redaktion/shared/types';

/** The fields the list calls filter by (the blocks' `x-query` … `matches`) and those the Redaktion offers. */
export function filteredFields(sammlung: SammlungsDeklaration): string[] {
  const fromQueries = Object.values(queryKeys.listFilters as Record<string, string>);
  const own = (sammlung.filter ?? []).filter((f) => f.art === 'auswahl').map((f) => f.feld);
  return [...new Set([...fromQueries, ...own])];
}

interface EntryRow {
  sammlung: string;
  kennung: number;
  schluessel: string | null;
  pfad: string | null;
}

/** A slug for this title that no other live document's address takes (`-2`, `-3` … when taken). */
async function freeSlug(tx: Sql, s: SammlungsDeklaration, dokumentId: string, title: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const pfad = detailPath(s, slug);
    const { rows } = await tx.query(
      `SELECT 1 FROM dokumente WHERE id <> $1 AND zustand = 'aktiv'
         AND ((art = 'eintrag' AND sammlung = $2 AND schluessel = $3) OR ($4::text IS NOT NULL AND pfad = $4))
       UNION ALL SELECT 1 FROM weiterleitungen WHERE $4::text IS NOT NULL AND alter_pfad = $4 AND dokument_id <> $1`,
      [dokumentId, s.name, slug, pfad],
    );
    if (!rows.length) return slug;
  }
}

/**
 * The entry's row in its collection's public list, and its address settled by its published title: a first
 * publication or a new title gives it the slug of its title (kept when it is that slug already); the seed keeps the
 * addresses the demo's pages had (`keepSlug`).
 */
export async function writeEntryProjection(
  tx: Sql,
  dokumentId: string,
  version: Version<unknown>,
  { keepSlug = false }: { keepSlug?: boolean } = {},
): Promise<void> {
  const { rows } = await tx.query<EntryRow & { bisher: string | null }>(
    `SELECT d.sammlung, d.kennung, d.schluessel, d.pfad, e.titel AS bisher
     FROM dokumente d LEFT JOIN eintraege_oeffentlich e ON e.dokument_id = d.id WHERE d.id = $1`,
    [dokumentId],
  );
  const row = rows[0];
  if (!row || !isSammlungName(row.sammlung)) return;
  const s = declarationOf(row.sammlung);
  const title = titleOf(s, version.inhalt);
  let { schluessel, pfad } = row;
  const retitled = row.bisher === null || row.bisher !== title;
  const fits = schluessel !== null && slugify(title) === schluessel.replace(/-\d+$/, '');
  if (!schluessel || (!keepSlug && retitled && !fits)) {
    schluessel = await freeSlug(tx, s, dokumentId, title);
    const next = detailPath(s, schluessel);
    if (pfad && pfad !== next)
      await tx.query(
        `INSERT INTO weiterleitungen (alter_pfad, dokument_id) VALUES ($1, $2)
         ON CONFLICT (alter_pfad) DO UPDATE SET dokument_id = EXCLUDED.dokument_id, angelegt_am = now()`,
        [pfad, dokumentId],
      );
    if (next) await tx.query('DELETE FROM weiterleitungen WHERE alter_pfad = $1', [next]);
    pfad = next;
    await tx.query('UPDATE dokumente SET schluessel = $2, pfad = $3 WHERE id = $1', [dokumentId, schluessel, pfad]);
  }
  const projected = projectionOf(s, dokumentId, row.kennung, pfad, version.inhalt);
  await tx.query(
    `INSERT INTO eintraege_oeffentlich (dokument_id, sammlung, kennung, pfad, daten, titel, aktuell_bis, tag_von, tag_bis,
                                        filterwerte, sortwerte, veroeffentlicht_am)
     VALUES ($1, $2, $3, $4, $5::json, $6, $7, $8::date, $9::date, $10::jsonb, $11::jsonb, now())
     ON CONFLICT (dokument_id) DO UPDATE SET pfad = EXCLUDED.pfad, daten = EXCLUDED.daten, titel = EXCLUDED.titel,
       aktuell_bis = EXCLUDED.aktuell_bis, tag_von = EXCLUDED.tag_von, tag_bis = EXCLUDED.tag_bis,
       filterwerte = EXCLUDED.filterwerte, sortwerte = EXCLUDED.sortwerte, veroeffentlicht_am = now()`,
    [
      dokumentId,
      s.name,
      row.kennung,
      pfad,
      JSON.stringify(projected.daten),
      projected.titel,
      projected.aktuell_bis,
      projected.tag_von,
      projected.tag_bis,
      JSON.stringify(projected.filterwerte),
      JSON.stringify(projected.sortwerte),
    ],
  );
}

/** An entry's row of the public list (migration 301), as its publication writes it. */
export interface Projection {
  dokument_id: string;
  sammlung: string;
  kennung: number;
  pfad: string | null;
  daten: Record<string, unknown>;
  titel: string;
  aktuell_bis: string | null;
  tag_von: string | null;
  tag_bis: string | null;
  filterwerte: Record<string, string[]>;
  sortwerte: Record<string, string | number>;
}

/** The public list's row of an entry's content: what the block calls answer and filter by. */
export function projectionOf(
  s: SammlungsDeklaration,
  dokumentId: string,
  kennung: number,
  pfad: string | null,
  inhalt: unknown,
): Projection {
  const { von, bis } = daysOf(inhalt);
  return {
    dokument_id: dokumentId,
    sammlung: s.name,
    kennung,
    pfad,
    daten: answerItem(s, kennung, inhalt, pfad),
    titel: titleOf(s, inhalt),
    aktuell_bis: currentUntil(s, inhalt)?.toISOString() ?? null,
    tag_von: von,
    tag_bis: bis,
    filterwerte: filterValues(inhalt, filteredFields(s)),
    sortwerte: sortValues(withoutVersion(inhalt)),
  };
}

export async function dropEntryProjection(tx: Sql, dokumentId: string): Promise<void> {
  await tx.query('DELETE FROM eintraege_oeffentlich WHERE dokument_id = $1', [dokumentId]);
}

/** What a change of this entry's publication (or its moment) changes: its page and old addresses, and every list. */
export async function entryChange(sql: Sql, dokumentId: string): Promise<Aenderung | null> {
  const { rows } = await sql.query<{ sammlung: string; pfad: string }>(
    `SELECT d.sammlung, p.pfad FROM dokumente d
     LEFT JOIN LATERAL (SELECT d.pfad UNION ALL SELECT alter_pfad FROM weiterleitungen WHERE dokument_id = d.id) p
       ON true
     WHERE d.id = $1 AND d.art = 'eintrag'`,
    [dokumentId],
  );
  if (!rows[0]) return null;
  return { art: 'sammlung', sammlung: rows[0].sammlung, pfade: rows.flatMap((row) => (row.pfad ? [row.pfad] : [])) };
}
