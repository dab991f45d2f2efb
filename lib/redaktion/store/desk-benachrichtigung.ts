// Tells each office by mail what came in (lib/redaktion/store/desk-mails.ts): the scheduler claims the records not
// yet announced (FOR UPDATE SKIP LOCKED: with several instances each is announced once) and writes the mails into the
// outbox in the same transaction. Nothing of this runs in the resident's request, so a relay that is down never
// touches a submission. Records older than a day (mail was off when they came) are marked without a mail.
import type { Database } from '@/lib/db/database';
import type { Ressource } from '@/lib/redaktion/shared/eingaenge';
import { bookingColumns, type BookingRow } from '@/lib/services/automation/booking-decisions';
import { mailNeueAnfrage, mailNeuerEingang } from './desk-mails';
import type { Desk } from './eingaenge';

const BATCH = 100;
const FRESH_MS = 24 * 3600 * 1000;

export async function announceNewRecords(db: Database, desk: Desk, ressourcen: Ressource[]): Promise<number> {
  const amtOf = (art: string) => {
    const id = desk.arten.find((a) => a.art === art)?.abteilung?.id;
    return desk.aemter.find((amt) => amt.id === id) ?? null;
  };
  const fresh = (at: Date | string) => Date.now() - new Date(at).getTime() < FRESH_MS;
  return db.transaction(async (tx) => {
    let sent = 0;
    const { rows: eingaenge } = await tx.query<{ id: string; formular: string; erstellt_am: Date | string }>(
      `UPDATE formular_eingaenge SET benachrichtigt_am = now() WHERE id IN (
         SELECT id FROM formular_eingaenge WHERE benachrichtigt_am IS NULL ORDER BY erstellt_am
         LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, formular, erstellt_am`,
    );
    for (const row of eingaenge) {
      if (!fresh(row.erstellt_am)) continue;
      const titel = desk.arten.find((a) => a.art === row.formular)?.titel ?? row.formular;
      if (await mailNeuerEingang(tx, amtOf(row.formular), { id: row.id, titel, erstelltAm: row.erstellt_am })) sent++;
    }
    const { rows: buchungen } = await tx.query<BookingRow>(
      `UPDATE buchungen SET benachrichtigt_am = now() WHERE uuid IN (
         SELECT uuid FROM buchungen WHERE benachrichtigt_am IS NULL ORDER BY erstellt_am
         LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING ${bookingColumns()}`,
    );
    for (const row of buchungen) {
      // Staff blocks and the demo's own records announce nothing.
      if (!fresh(row.erstellt_am) || row.sperre_grund !== null || row.status !== 'pending' || row.daten.demo) continue;
      const name = ressourcen.find((r) => r.id === row.ressource)?.name ?? row.ressource;
      if (await mailNeueAnfrage(tx, amtOf(row.art), row, name)) sent++;
    }
    return sent;
  });
}
