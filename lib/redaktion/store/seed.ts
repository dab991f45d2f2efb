// content/ seeds the store on first use: every page and menu gets one published version, authored by the system.
// Idempotent and safe with several instances on one PostgreSQL (an advisory lock; the others wait and find it done).
//
// content/ stays the seed and the test fixture: when it changes (a new build), pages and menus that no editor has
// touched (only system versions, published as seeded, not renamed or deleted) follow it; everything an editor has
// touched stays as the editor left it. Reset the store by deleting its data folder (or database).
import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@/lib/db/database';
import { writeAudit } from './audit';
import { withBlockIds } from '@/lib/redaktion/shared/block-ids';
import { recordPublicMedia } from './public-media';
import { checkEnvelope, checkMenu } from '@/lib/redaktion/shared/check-content';
import { readSeed, type Seed, type SeedPage } from './seed-source';
import { assignStewardship } from './page-owners';
import type { Actor, Pruefergebnis } from '@/lib/redaktion/shared/types';
import {
  insertVersion,
  markPublished,
  MENU_KIND,
  PAGE_KIND,
  withdrawPublication,
  type VersionedKind,
} from './versions';

/** The author of seeded versions. */
export const SYSTEM_ACTOR: Actor = { id: 'system', name: 'System (aus content/)', role: 'admin' };

const SEED_LOCK = 72577040;
const COMMENT = 'Aus content/ übernommen';

export interface SeedReport {
  angelegt: number;
  aktualisiert: number;
  archiviert: number;
  menues: number;
  /** Seed pages whose path a page of an editor has: left alone. */
  uebersprungen: string[];
}

async function storedHash(sql: Sql): Promise<string | null> {
  const { rows } = await sql.query<{ inhalt_hash: string }>('SELECT inhalt_hash FROM redaktion_erstbefuellung');
  return rows[0]?.inhalt_hash ?? null;
}

interface SeededPageRow {
  id: string;
  quelle: string;
  unberuehrt: boolean;
  inhalt: { content?: unknown[] } | null;
}

/** Seeded pages, and whether each is still exactly as seeded (only system versions, the newest published, in place). */
async function seededPages(tx: Sql): Promise<SeededPageRow[]> {
  const { rows } = await tx.query<SeededPageRow>(
    `SELECT s.id, s.quelle, v.inhalt,
            s.zustand = 'aktiv' AND s.pfad = s.quelle AND s.veroeffentlichte_version = v.id
            AND NOT EXISTS (SELECT 1 FROM seiten_versionen o WHERE o.seite_id = s.id AND o.autor_id <> $1) AS unberuehrt
     FROM seiten s
     LEFT JOIN LATERAL (
       SELECT id, inhalt FROM seiten_versionen WHERE seite_id = s.id ORDER BY nummer DESC LIMIT 1
     ) v ON true
     WHERE s.quelle IS NOT NULL
     FOR UPDATE OF s`,
    [SYSTEM_ACTOR.id],
  );
  return rows;
}

/** The seed envelope with block ids: those of the file, else those the stored blocks got at the same place. */
function withSeedIds(page: SeedPage, stored: SeededPageRow['inhalt']): Record<string, unknown> {
  const content = page.inhalt.content;
  if (!Array.isArray(content)) return page.inhalt;
  const before = Array.isArray(stored?.content) ? (stored.content as Record<string, unknown>[]) : [];
  const borrowed = content.map((block: unknown, index) => {
    const old = before[index];
    const own = block as Record<string, unknown> | null;
    if (!own || typeof own !== 'object' || own.id !== undefined || !old || old.template !== own.template) return block;
    return { id: old.id, ...own };
  });
  return withBlockIds({ ...page.inhalt, content: borrowed });
}

async function publishSeedVersion(
  tx: Sql,
  kind: VersionedKind,
  ownerId: string,
  inhalt: unknown,
  check: (value: unknown) => Pruefergebnis,
): Promise<void> {
  const version = await insertVersion(tx, kind, ownerId, inhalt, check(inhalt), SYSTEM_ACTOR, { kommentar: COMMENT });
  await markPublished(tx, kind, SYSTEM_ACTOR, ownerId, version.id);
}

const sameContent = (stored: unknown, next: unknown) => JSON.stringify(stored) === JSON.stringify(next);

/** New seed pages in three statements, whatever their number: the first seeding of 164 pages takes well under 1 s. */
async function insertSeedPages(tx: Sql, pages: SeedPage[]): Promise<void> {
  if (!pages.length) return;
  const rows = pages.map((page) => {
    const inhalt = withBlockIds(page.inhalt);
    const { fehler, meldungen } = checkEnvelope(inhalt);
    return { id: randomUUID(), pfad: page.pfad, inhalt, fehler, pruefung: meldungen };
  });
  const json = JSON.stringify(rows);
  await tx.query(
    `INSERT INTO seiten (id, pfad, quelle) SELECT id, pfad, pfad FROM json_to_recordset($1::json) AS x(id uuid, pfad text)`,
    [json],
  );
  await tx.query(
    `INSERT INTO seiten_versionen (seite_id, nummer, inhalt, autor_id, autor_name, kommentar, fehler, pruefung,
                                   zustand, freigegeben_von_id, freigegeben_von_name, veroeffentlicht_am)
     SELECT id, 1, inhalt, $2, $3, $4, fehler, pruefung, 'veroeffentlicht', $2, $3, now()
     FROM json_to_recordset($1::json) AS x(id uuid, inhalt json, fehler int, pruefung jsonb)`,
    [json, SYSTEM_ACTOR.id, SYSTEM_ACTOR.name, COMMENT],
  );
  await tx.query(
    `UPDATE seiten s SET veroeffentlichte_version = v.id FROM seiten_versionen v
     WHERE v.seite_id = s.id AND s.id = ANY($1::uuid[])`,
    [rows.map((row) => row.id)],
  );
  await tx.query('DELETE FROM weiterleitungen WHERE alter_pfad = ANY($1::text[])', [rows.map((row) => row.pfad)]);
  await recordPublicMedia(
    tx,
    rows.map((row) => ({ art: 'seite', ownerId: row.id, inhalt: row.inhalt })),
  );
}

async function seedPages(tx: Sql, seed: Seed, report: SeedReport): Promise<void> {
  const existing = new Map((await seededPages(tx)).map((row) => [row.quelle, row]));
  const { rows: live } = await tx.query<{ pfad: string }>("SELECT pfad FROM seiten WHERE zustand = 'aktiv'");
  const livePaths = new Set(live.map((row) => row.pfad));
  const fresh: SeedPage[] = [];
  for (const page of seed.pages) {
    const row = existing.get(page.pfad);
    if (!row && livePaths.has(page.pfad)) report.uebersprungen.push(page.pfad);
    else if (!row) fresh.push(page);
    else if (row.unberuehrt) {
      const next = withSeedIds(page, row.inhalt);
      if (sameContent(row.inhalt, next)) continue;
      await publishSeedVersion(tx, PAGE_KIND, row.id, next, checkEnvelope);
      report.aktualisiert++;
    }
  }
  await insertSeedPages(tx, fresh);
  report.angelegt += fresh.length;
  const inSeed = new Set(seed.pages.map((page) => page.pfad));
  for (const row of existing.values()) {
    if (inSeed.has(row.quelle) || !row.unberuehrt) continue;
    await withdrawPublication(tx, PAGE_KIND, row.id);
    await tx.query("UPDATE seiten SET zustand = 'archiviert', archiviert_am = now() WHERE id = $1", [row.id]);
    report.archiviert++;
  }
}

async function seedMenus(tx: Sql, seed: Seed, report: SeedReport): Promise<void> {
  for (const menu of seed.menus) {
    const { rows } = await tx.query<{ inhalt: unknown; unberuehrt: boolean }>(
      `SELECT v.inhalt,
              m.veroeffentlichte_version IS NOT DISTINCT FROM v.id
              AND NOT EXISTS (SELECT 1 FROM menue_versionen o WHERE o.menue_name = m.name AND o.autor_id <> $2)
              AS unberuehrt
       FROM menues m
       LEFT JOIN LATERAL (
         SELECT id, inhalt FROM menue_versionen WHERE menue_name = m.name ORDER BY nummer DESC LIMIT 1
       ) v ON true
       WHERE m.name = $1 FOR UPDATE OF m`,
      [menu.name, SYSTEM_ACTOR.id],
    );
    const row = rows[0]!;
    if (!row.unberuehrt || (row.inhalt !== null && sameContent(row.inhalt, menu.inhalt))) continue;
    await publishSeedVersion(tx, MENU_KIND, menu.name, menu.inhalt, (value) => checkMenu(menu.name, value));
    report.menues++;
  }
}

/**
 * Brings the store up to date with content/ when content/ changed since the last seeding (or never was seeded).
 * Returns what it did, or null when there was nothing to do.
 */
export async function seedContent(db: Database, contentDir: string): Promise<SeedReport | null> {
  const seed = await readSeed(contentDir);
  if ((await storedHash(db)) === seed.hash) return null;
  return db.transaction(async (tx) => {
    // Several instances may start at once against one PostgreSQL: one seeds, the others wait and find it done.
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await storedHash(tx)) === seed.hash) return null;
    const report: SeedReport = { angelegt: 0, aktualisiert: 0, archiviert: 0, menues: 0, uebersprungen: [] };
    await seedPages(tx, seed, report);
    await seedMenus(tx, seed, report);
    await tx.query(
      `INSERT INTO redaktion_erstbefuellung (id, inhalt_hash) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET inhalt_hash = EXCLUDED.inhalt_hash, befuellt_am = now()`,
      [seed.hash],
    );
    if (report.angelegt + report.aktualisiert + report.archiviert + report.menues > 0 || report.uebersprungen.length)
      await writeAudit(tx, SYSTEM_ACTOR, { aktion: 'erstbefuellung', objektArt: 'inhalt', details: { ...report } });
    return report;
  });
}

const seeded = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * Seeds once per process and database (then free), and gives every page without one an owner and a review date
 * (also pages of a store made before owners existed); a failed attempt is retried on the next call.
 */
export function ensureSeeded(db: Database, contentDir: string): Promise<unknown> {
  let byDir = seeded.get(db);
  if (!byDir) seeded.set(db, (byDir = new Map()));
  let running = byDir.get(contentDir);
  if (!running) {
    running = seedContent(db, contentDir)
      .then(() => assignStewardship(db, contentDir))
      .catch((error: unknown) => {
        byDir.delete(contentDir);
        throw error;
      });
    byDir.set(contentDir, running);
  }
  return running;
}
