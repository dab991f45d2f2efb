// Retention: each form and booking kind keeps its records a number of days after they are done (eingangs_arten,
// default 90), then the scheduler deletes them, with their notes and their mails not yet sent. Done means: a
// submission marked erledigt (from that moment); a booking request cancelled or declined (from then) or past its last
// day. An open submission is work still to do and stays. Every instance's scheduler may look; an advisory lock lets one
// delete at a time, the others skip, so each run is counted once, in the audit log and in the server's log.
import type { Database } from '@/lib/db/database';
import { dropMailsAbout } from '@/lib/mail/outbox';
import { writeAudit } from './audit';
import { ensureArten, readDeskConfig } from './eingangs-arten';

const RETENTION_LOCK = 72577230;

export const RETENTION_ACTOR = { id: 'system', name: 'System (Aufbewahrungsfrist)', role: 'admin' as const };

export interface Geloescht {
  eingaenge: number;
  buchungen: number;
}

export async function deleteExpired(db: Database, contentDir?: string): Promise<Geloescht> {
  await ensureArten(db, await readDeskConfig(contentDir));
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      const { rows } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [RETENTION_LOCK]);
      if (!rows[0]?.ok) return { eingaenge: 0, buchungen: 0 };
    }
    const { rows: eingaenge } = await tx.query<{ id: string }>(
      `DELETE FROM formular_eingaenge e USING eingangs_arten a
       WHERE a.art = e.formular AND e.erledigt_am IS NOT NULL
         AND e.erledigt_am < now() - make_interval(days => a.aufbewahrung_tage)
       RETURNING e.id::text AS id`,
    );
    const { rows: buchungen } = await tx.query<{ uuid: string }>(
      `DELETE FROM buchungen b USING eingangs_arten a
       WHERE a.art = b.art AND CASE
           WHEN b.storniert_am IS NOT NULL THEN b.storniert_am
           WHEN b.status = 'declined' THEN coalesce(b.entschieden_am, b.erstellt_am)
           ELSE (b.datum_bis + 1)::timestamptz END < now() - make_interval(days => a.aufbewahrung_tage)
       RETURNING b.uuid::text AS uuid`,
    );
    await dropMailsAbout(tx, [
      ...eingaenge.map((row) => `eingang:${row.id}`),
      ...buchungen.map((row) => `buchung:${row.uuid}`),
    ]);
    const result = { eingaenge: eingaenge.length, buchungen: buchungen.length };
    if (result.eingaenge || result.buchungen) {
      await writeAudit(tx, RETENTION_ACTOR, {
        aktion: 'aufbewahrung_geloescht',
        objektArt: 'eingang',
        details: { ...result },
      });
      console.log(
        `› Aufbewahrungsfrist: ${result.eingaenge} Eingänge und ${result.buchungen} Buchungsanfragen gelöscht.`,
      );
    }
    return result;
  });
}
