// Every page has an owning office (an Amt of the site's own list: the published entries of the collection `aemter`,
// seeded from content/api/cms/aemter.json) and a review date.
// Which office keeps which part of the site is content/redaktion/zustaendigkeiten.json (the longest matching path
// wins); a page without a review date gets one spread over the next year (so the demo has pages due at once).
// Assigned after seeding (also to stores made before owners existed) and when a page is created.
import { createHash } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { readContentJson } from '@/lib/content/content-files';
import type { Sql } from '@/lib/db/database';
import { addDays, todayInBerlin } from '@/lib/format/kalendertag';
import { REVIEW_AFTER_DAYS } from '@/lib/redaktion/shared/review-dates';
import type { Abteilung } from '@/lib/redaktion/shared/types';

interface Zustaendigkeiten {
  standard: number | null;
  regeln: { pfad: string; abteilung: number }[];
}

/** The offices as the seed lists them (content/api/cms/aemter.json; none when the folder has no list). */
export async function readSeedAbteilungen(contentDir = getConfig().contentDir): Promise<Abteilung[]> {
  const answer = (await readContentJson(contentDir, ['api', 'cms', 'aemter'])) as
    { data?: { id: number; titel: string }[] } | undefined;
  return (answer?.data ?? []).map((amt) => ({ id: Number(amt.id), name: amt.titel }));
}

/** The process's store, seeded from its content folder. */
async function processStore(): Promise<Sql> {
  const db = await (await import('@/lib/db')).getDatabase();
  await (await import('./seed')).ensureSeeded(db, getConfig().contentDir);
  return db;
}

/**
 * The municipality's offices, as the site lists them: the published entries of the collection `aemter` (editors
 * keep them; an office's number is its id, which pages' owners and accounts' limits name), by number. From a store
 * (by default the process's), or from a content folder's seed (a string: tests, seeding). A store that has no office
 * at all yet (never seeded with the collections) names those of the seed.
 */
export async function readAbteilungen(from?: Sql | string): Promise<Abteilung[]> {
  if (typeof from === 'string') return readSeedAbteilungen(from);
  const sql = from ?? (await processStore());
  const { rows } = await sql.query<{ kennung: number | null; titel: string | null }>(
    `SELECT e.kennung, e.titel FROM eintraege_oeffentlich e WHERE e.sammlung = 'aemter'
     UNION ALL SELECT NULL, NULL WHERE NOT EXISTS (SELECT 1 FROM dokumente WHERE art = 'eintrag' AND sammlung = 'aemter')
     ORDER BY 1`,
  );
  if (rows.length === 1 && rows[0]!.kennung === null) return readSeedAbteilungen();
  return rows.map((row) => ({ id: Number(row.kennung), name: String(row.titel) }));
}

/** Which office keeps which part of the site; none when the content folder has no rules (a test's, an older one). */
export async function readZustaendigkeiten(contentDir = getConfig().contentDir): Promise<Zustaendigkeiten> {
  return (
    ((await readContentJson(contentDir, ['redaktion', 'zustaendigkeiten'])) as Zustaendigkeiten | undefined) ?? {
      standard: null,
      regeln: [],
    }
  );
}

/** The office that owns a path by the rules: the longest rule path that is the path or above it. */
export function ownerByRules(pfad: string, rules: Zustaendigkeiten): number | null {
  const matching = rules.regeln
    .filter((rule) => pfad === rule.pfad || pfad.startsWith(`${rule.pfad}/`))
    .sort((a, b) => b.pfad.length - a.pfad.length);
  return matching[0]?.abteilung ?? rules.standard;
}

/** A first review date for a page that never had one: a day of the next year, the same for the same path. */
export function spreadReviewDate(pfad: string, today: string): string {
  const offset = createHash('sha256').update(pfad).digest().readUInt32BE(0) % REVIEW_AFTER_DAYS;
  return addDays(today, offset + 1);
}

/** Gives every page without one an owner and a review date. Idempotent. */
export async function assignStewardship(
  sql: Sql,
  contentDir = getConfig().contentDir,
  today = todayInBerlin(),
): Promise<number> {
  const { rows } = await sql.query<{ id: string; pfad: string }>(
    "SELECT id, pfad FROM dokumente WHERE art = 'seite' AND (abteilung IS NULL OR pruefen_bis IS NULL)",
  );
  if (rows.length === 0) return 0;
  // A content folder without the rules leaves pages without an office, not without a date.
  const rules = await readZustaendigkeiten(contentDir);
  for (const row of rows) {
    await sql.query(
      'UPDATE dokumente SET abteilung = coalesce(abteilung, $2), pruefen_bis = coalesce(pruefen_bis, $3::date) WHERE id = $1',
      [row.id, ownerByRules(row.pfad, rules), spreadReviewDate(row.pfad, today)],
    );
  }
  return rows.length;
}
