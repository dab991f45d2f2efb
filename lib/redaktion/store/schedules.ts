// Scheduled publishing and unpublishing of pages (DESIGN.md section 7): an approver names a date and time
// (Europe/Berlin); when it has come, whichever instance looks first claims the row (FOR UPDATE SKIP LOCKED, with a
// lease, so a crashed instance's claim passes to another) and carries it out with the store's own publish or
// unpublish, which are idempotent: the effect happens exactly once however many instances run. The run acts for the
// person who scheduled, with their role and editing rights as they are at run time (read from the accounts), under the four-eyes rule and
// only for a version still submitted; the audit names the system as the one who carried it out.
import type { Database, Sql } from '@/lib/db/database';
import { berlin } from '@/lib/format/dayjs';
import { reportError, reportOnce } from '@/lib/error-reporting';
import { shapeVersions } from '@/codegen/out/shape-versions';
import { unreadableShapes } from '@/lib/blocks/migrate';
import { writeAudit } from './audit';
import { SCHEDULE_TEXTS, type Zeitplan, type ZeitplanArt } from '@/lib/redaktion/shared/schedule-texts';
import { documentOperations } from './document-operations';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { RedaktionError, type Actor, type Aenderung, type Version } from '@/lib/redaktion/shared/types';
import { requireFourEyes } from './settings';
import { actorOf } from './accounts';
import { requireInScope } from './page-scope';
import { refuseIfInRelease } from './release-membership';

/** How long a claim holds before another instance may take the row over (its claimer died). */
const LEASE = "interval '2 minutes'";
const MAX_AHEAD_MS = 2 * 366 * 24 * 3600 * 1000;

/** A Berlin wall-clock time from a `datetime-local` field ('2026-12-01T09:30'), refused in German otherwise. */
export function parseScheduleTime(raw: unknown, now: Date = new Date()): Date {
  const text = typeof raw === 'string' ? raw.trim() : '';
  // Minutes, or seconds where the browser's field was given a step of seconds.
  const seconds = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text);
  const moment = seconds || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? berlin(text) : null;
  // dayjs rolls 31.02. over to March: the wall-clock text must survive the round trip.
  if (!moment || moment.format(seconds ? 'YYYY-MM-DDTHH:mm:ss' : 'YYYY-MM-DDTHH:mm') !== text)
    throw new RedaktionError(422, SCHEDULE_TEXTS.timeMissing, [], 'zeitpunkt');
  const date = moment.toDate();
  if (date.getTime() <= now.getTime()) throw new RedaktionError(422, SCHEDULE_TEXTS.timePast, [], 'zeitpunkt');
  if (date.getTime() - now.getTime() > MAX_AHEAD_MS)
    throw new RedaktionError(422, SCHEDULE_TEXTS.timeTooFar, [], 'zeitpunkt');
  return date;
}

export interface ScheduleRequest {
  art: ZeitplanArt;
  /** The version to publish (art 'veroeffentlichen'). */
  versionId?: number;
  zeitpunkt: Date;
  /** A slow check of the version (the rendered page's rules), after the permission. */
  pruefen?: (version: Version) => Promise<void>;
}

/**
 * Plans a publication or unpublication. The version's checks run now (validators here; the caller has judged its
 * rendered accessibility): a version never changes, so what passes now passes then.
 */
export async function schedule(db: Database, actor: Actor, seiteId: string, request: ScheduleRequest): Promise<number> {
  const document = await documentOperations(db, seiteId);
  const page = await document.info(db);
  if (request.art === 'veroeffentlichen') {
    const version = await document.version(db, request.versionId ?? 0);
    requirePermission(actor, 'veroeffentlichung_planen', version.zustand);
    if (version.fehler > 0) throw new RedaktionError(422, SCHEDULE_TEXTS.withErrors, version.pruefung);
    await requireFourEyes(db, actor, version.inhaltVon);
    await refuseIfInRelease(db, seiteId);
    await request.pruefen?.(version);
  } else {
    requirePermission(actor, 'zuruecknahme_planen', page.status);
  }
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO dokument_zeitplaene (dokument_id, art, version_id, zeitpunkt, konto_id, konto_name, rolle)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        seiteId,
        request.art,
        request.art === 'veroeffentlichen' ? request.versionId : null,
        request.zeitpunkt.toISOString(),
        actor.id,
        actor.name,
        actor.role,
      ],
    );
    await writeAudit(tx, actor, {
      aktion: 'zeitplan_angelegt',
      objektArt: document.art,
      objektId: seiteId,
      details: { art: request.art, versionId: request.versionId ?? null, zeitpunkt: request.zeitpunkt.toISOString() },
    });
    return rows[0]!.id;
  });
}

export async function cancelSchedule(db: Database, actor: Actor, seiteId: string, zeitplanId: number): Promise<void> {
  requirePermission(actor, 'termin_abbrechen');
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ offen: boolean; laeuft: boolean }>(
      `SELECT ausgefuehrt_am IS NULL AND abgebrochen_am IS NULL AS offen,
              beansprucht_bis IS NOT NULL AND beansprucht_bis > now() AS laeuft
       FROM dokument_zeitplaene WHERE id = $1 AND dokument_id = $2 FOR UPDATE`,
      [zeitplanId, seiteId],
    );
    const row = rows[0];
    if (!row) throw new RedaktionError(404, 'Diesen Termin gibt es nicht.');
    if (!row.offen) throw new RedaktionError(409, SCHEDULE_TEXTS.notPending);
    if (row.laeuft) throw new RedaktionError(409, SCHEDULE_TEXTS.running);
    await tx.query('UPDATE dokument_zeitplaene SET abgebrochen_am = now() WHERE id = $1', [zeitplanId]);
    const { rows: art } = await tx.query<{ art: string }>('SELECT art FROM dokumente WHERE id = $1', [seiteId]);
    await writeAudit(tx, actor, {
      aktion: 'zeitplan_abgebrochen',
      objektArt: art[0]?.art ?? 'seite',
      objektId: seiteId,
      details: { zeitplanId },
    });
  });
}

/** The pending schedules, soonest first: of one page, or of all live pages. */
export async function pendingSchedules(sql: Sql, seiteId?: string): Promise<Zeitplan[]> {
  const { rows } = await sql.query<{
    id: number;
    seite_id: string;
    pfad: string;
    sammlung: string | null;
    art: ZeitplanArt;
    nummer: number | null;
    zeitpunkt: Date | string;
    konto_name: string;
  }>(
    `SELECT z.id, z.dokument_id AS seite_id, coalesce(s.pfad, '') AS pfad, s.sammlung, z.art, v.nummer, z.zeitpunkt,
            z.konto_name
     FROM dokument_zeitplaene z JOIN dokumente s ON s.id = z.dokument_id
     LEFT JOIN dokument_versionen v ON v.id = z.version_id
     WHERE z.ausgefuehrt_am IS NULL AND z.abgebrochen_am IS NULL AND s.zustand = 'aktiv'
       AND ($1::uuid IS NULL OR z.dokument_id = $1::uuid)
     ORDER BY z.zeitpunkt, z.id
     LIMIT 200`,
    [seiteId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    seiteId: row.seite_id,
    pfad: row.pfad,
    sammlung: row.sammlung,
    art: row.art,
    versionNummer: row.nummer,
    zeitpunkt: new Date(row.zeitpunkt).toISOString(),
    von: row.konto_name,
  }));
}

interface Claimed {
  id: number;
  seite_id: string;
  art: ZeitplanArt;
  version_id: number | null;
  konto_id: string;
  konto_name: string;
}

export const PLANNER_GONE = 'Das Konto, das diesen Termin geplant hat, gibt es nicht mehr.';

/** The planner as they are now: their role and editing rights may have changed since they scheduled. */
async function plannerNow(sql: Sql, kontoId: string): Promise<Actor> {
  const actor = await actorOf(sql, kontoId);
  if (!actor) throw new RedaktionError(403, PLANNER_GONE);
  return actor;
}

/**
 * The next due row, claimed for this instance; null when nothing is due (or another instance holds it). A row
 * another instance released because it needs shapes of a newer release (`braucht`) is taken only by an instance
 * that reads all of them.
 */
async function claimNext(db: Database): Promise<Claimed | null> {
  const { rows } = await db.query<Claimed>(
    `UPDATE dokument_zeitplaene SET beansprucht_bis = now() + ${LEASE}
     WHERE id = (
       SELECT z.id FROM dokument_zeitplaene z
       WHERE z.ausgefuehrt_am IS NULL AND z.abgebrochen_am IS NULL AND z.zeitpunkt <= now()
         AND (z.beansprucht_bis IS NULL OR z.beansprucht_bis < now())
         AND NOT EXISTS (
           SELECT 1 FROM jsonb_each_text(coalesce(z.braucht, '{}')) b
           WHERE b.value::integer > coalesce(($1::jsonb ->> b.key)::integer, 0)
         )
       ORDER BY z.zeitpunkt, z.id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, dokument_id AS seite_id, art, version_id, konto_id, konto_name`,
    [JSON.stringify(shapeVersions)],
  );
  return rows[0] ?? null;
}

/**
 * Rolling release (README „Mehrere Instanzen“): a version to publish that holds shapes this build does not read
 * was saved by a newer release. This instance neither publishes it half nor fails it for good: it releases the row
 * for an instance of that release, naming what it needs, and says so once.
 */
async function releaseForNewerRelease(db: Database, claimed: Claimed): Promise<boolean> {
  if (claimed.art !== 'veroeffentlichen') return false;
  const { rows } = await db.query<{ inhalt: unknown }>('SELECT inhalt FROM dokument_versionen WHERE id = $1', [
    claimed.version_id,
  ]);
  const needed = unreadableShapes(rows[0]?.inhalt);
  if (!Object.keys(needed).length) return false;
  await db.query('UPDATE dokument_zeitplaene SET beansprucht_bis = NULL, braucht = $2 WHERE id = $1', [
    claimed.id,
    JSON.stringify(needed),
  ]);
  reportOnce(`termin neuere Version ${claimed.id}`, {
    level: 'warning',
    message: `Termin ${claimed.id}: die Version enthält Inhalte einer neueren Version der Website (${Object.entries(
      needed,
    )
      .map(([form, v]) => `${form} v${v}`)
      .join(', ')}); diese Instanz überlässt ihn einer Instanz der neueren Version`,
    tags: { zeitplan: String(claimed.id) },
  });
  return true;
}

/** What made the change public: regenerate on every instance (the caller passes the revalidation). */
export type ApplyChange = (aenderung: Aenderung) => Promise<void>;

/**
 * Carries out every due schedule; returns how many were carried out. Each outcome is kept: 'ok', or the store's
 * German refusal (the page was archived, the author lost the right to publish …), which is not tried again.
 * An error of another kind leaves the row claimed until its lease runs out; then it is tried again.
 */
export async function runDueSchedules(db: Database, apply: ApplyChange): Promise<number> {
  let done = 0;
  for (let claimed = await claimNext(db); claimed; claimed = await claimNext(db)) {
    let ergebnis = 'ok';
    try {
      if (await releaseForNewerRelease(db, claimed)) continue;
      const actor = await plannerNow(db, claimed.konto_id);
      const document = await documentOperations(db, claimed.seite_id);
      await requireInScope(actor, await document.info(db), 'seite', db);
      const termin = { termin: claimed.id };
      const { aenderung } =
        claimed.art === 'veroeffentlichen'
          ? await document.publish(db, actor, claimed.version_id!, termin)
          : await document.unpublish(db, actor, termin);
      await apply(aenderung);
    } catch (error) {
      // Anything but the store's refusal (the database went away …) is tried again when the lease has run out.
      if (!(error instanceof RedaktionError)) {
        reportError(error, { message: 'Redaktion: Termin nicht ausgeführt', tags: { zeitplan: String(claimed.id) } });
        continue;
      }
      ergebnis = error.message;
    }
    await db.query('UPDATE dokument_zeitplaene SET ausgefuehrt_am = now(), ergebnis = $2 WHERE id = $1', [
      claimed.id,
      ergebnis,
    ]);
    done++;
  }
  return done;
}
