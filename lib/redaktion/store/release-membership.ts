// Which unfinished Änderungspaket a document belongs to (at most one: lib/redaktion/store/releases.ts keeps it so).
// A document of such a package goes live with it: publishing or planning it alone is refused with the reason, so a
// package never publishes a version older than one published meanwhile, and four eyes judge the package as a whole.
import type { Sql } from '@/lib/db/database';
import { OFFENE_PAKET_ZUSTAENDE, PAKET_TEXTE, type PaketZustand } from '@/lib/redaktion/shared/release-types';
import { RedaktionError } from '@/lib/redaktion/shared/types';

export interface Mitgliedschaft {
  paketId: string;
  titel: string;
  zustand: PaketZustand;
  versionId: number;
  nummer: number;
}

/** The unfinished package the document belongs to, with the version it holds; null when none. */
export async function unfinishedReleaseOf(sql: Sql, dokumentId: string): Promise<Mitgliedschaft | null> {
  const { rows } = await sql.query<{
    paket_id: string;
    titel: string;
    zustand: PaketZustand;
    version_id: number;
    nummer: number;
  }>(
    `SELECT p.id AS paket_id, p.titel, p.zustand, t.version_id, v.nummer
     FROM paket_teile t JOIN pakete p ON p.id = t.paket_id JOIN dokument_versionen v ON v.id = t.version_id
     WHERE t.dokument_id = $1 AND p.zustand = ANY($2::text[])
     ORDER BY p.angelegt_am LIMIT 1`,
    [dokumentId, OFFENE_PAKET_ZUSTAENDE],
  );
  const row = rows[0];
  return row
    ? { paketId: row.paket_id, titel: row.titel, zustand: row.zustand, versionId: row.version_id, nummer: row.nummer }
    : null;
}

/** Refuses (409) publishing or planning alone a document that goes live with an unfinished package. */
export async function refuseIfInRelease(sql: Sql, dokumentId: string): Promise<void> {
  const paket = await unfinishedReleaseOf(sql, dokumentId);
  if (paket) throw new RedaktionError(409, PAKET_TEXTE.publishedWithPackage(paket.titel));
}
