// A resident's request for access or deletion (GDPR articles 15, 17 and 20): admins find everything stored under one
// e-mail address, in every form and booking kind of every office, hand it out as a file, and delete it. The search
// is exact (the address as the sender typed it, without case), so nobody else's records are caught. Each step is in
// the audit log, with the address shortened (the log outlives the deletion and must not keep what was deleted).
import type { Database, Sql } from '@/lib/db/database';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import {
  BUCHUNG_ZUSTAND_NAMEN,
  DESK_TEXTE,
  ZUSTAND_NAMEN,
  type AuskunftTreffer,
} from '@/lib/redaktion/shared/eingaenge';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import { dropMailsAbout } from '@/lib/mail/outbox';
import { bookingColumns, type BookingRow } from '@/lib/services/automation/booking-decisions';
import { writeAudit } from './audit';
import { feldWerte } from './eingang-felder';
import type { Desk } from './eingaenge';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export function normaliseEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!EMAIL.test(email)) throw new RedaktionError(422, DESK_TEXTE.emailFehlt, [], 'email');
  return email;
}

/** 'm…@example.org': enough for the log to tell requests apart, not the address itself. */
export const maskEmail = (email: string) => `${email[0]}…@${email.split('@')[1]}`;

interface EingangRow {
  id: string;
  formular: string;
  erstellt_am: Date | string;
  zustand: keyof typeof ZUSTAND_NAMEN;
  daten: Record<string, unknown>;
}

async function recordsOf(sql: Sql, email: string): Promise<{ eingaenge: EingangRow[]; buchungen: BookingRow[] }> {
  const { rows: eingaenge } = await sql.query<EingangRow>(
    'SELECT id::text AS id, formular, erstellt_am, zustand, daten FROM formular_eingaenge WHERE email = $1 ORDER BY erstellt_am',
    [email],
  );
  const { rows: buchungen } = await sql.query<BookingRow>(
    `SELECT ${bookingColumns()} FROM buchungen WHERE email = $1 ORDER BY erstellt_am`,
    [email],
  );
  return { eingaenge, buchungen };
}

const titelVon = (desk: Desk, art: string) => desk.arten.find((a) => a.art === art)?.titel ?? art;

export async function sucheAuskunft(db: Database, actor: Actor, desk: Desk, raw: unknown): Promise<AuskunftTreffer[]> {
  requirePermission(actor, 'auskunft_loeschung');
  const email = normaliseEmail(raw);
  const { eingaenge, buchungen } = await recordsOf(db, email);
  await writeAudit(db, actor, {
    aktion: 'auskunft_gesucht',
    objektArt: 'auskunft',
    details: { adresse: maskEmail(email), eingaenge: eingaenge.length, buchungen: buchungen.length },
  });
  return [
    ...eingaenge.map((row) => ({
      art: 'eingang' as const,
      id: row.id,
      titel: titelVon(desk, row.formular),
      erstelltAm: new Date(row.erstellt_am).toISOString(),
      zustand: ZUSTAND_NAMEN[row.zustand],
    })),
    ...buchungen.map((row) => ({
      art: 'buchung' as const,
      id: row.uuid,
      titel: titelVon(desk, row.art),
      erstelltAm: new Date(row.erstellt_am).toISOString(),
      zustand: BUCHUNG_ZUSTAND_NAMEN[row.storniert_am ? 'storniert' : row.status],
    })),
  ];
}

/** Everything stored under the address, as a resident receives it (readable field names, values as entered). */
export async function exportAuskunft(db: Database, actor: Actor, desk: Desk, raw: unknown) {
  requirePermission(actor, 'auskunft_loeschung');
  const email = normaliseEmail(raw);
  const { eingaenge, buchungen } = await recordsOf(db, email);
  const { rows: notizen } = await db.query<{ eingang_id: string; text: string; erstellt_am: Date | string }>(
    'SELECT eingang_id::text AS eingang_id, text, erstellt_am FROM formular_notizen WHERE eingang_id = ANY($1::uuid[]) ORDER BY id',
    [eingaenge.map((row) => row.id)],
  );
  await writeAudit(db, actor, {
    aktion: 'auskunft_exportiert',
    objektArt: 'auskunft',
    details: { adresse: maskEmail(email), eingaenge: eingaenge.length, buchungen: buchungen.length },
  });
  return {
    email,
    erstelltAm: new Date().toISOString(),
    eingaenge: eingaenge.map((row) => ({
      nummer: row.id,
      formular: titelVon(desk, row.formular),
      eingegangenAm: new Date(row.erstellt_am).toISOString(),
      zustand: ZUSTAND_NAMEN[row.zustand],
      angaben: Object.fromEntries(feldWerte(row.formular, row.daten).map((f) => [f.titel, f.wert])),
      notizen: notizen
        .filter((n) => n.eingang_id === row.id)
        .map((n) => ({ am: new Date(n.erstellt_am).toISOString(), text: n.text })),
    })),
    buchungen: buchungen.map((row) => ({
      nummer: row.uuid,
      art: titelVon(desk, row.art),
      von: row.datum_von,
      bis: row.datum_bis,
      zustand: BUCHUNG_ZUSTAND_NAMEN[row.storniert_am ? 'storniert' : row.status],
      nachricht: row.nachricht,
      angaben: Object.fromEntries(feldWerte(row.art, row.daten).map((f) => [f.titel, f.wert])),
    })),
  };
}

/**
 * Deletes everything stored under the address: the submissions with their notes, the booking requests (their days
 * are free again), and the mails about them not yet sent. `anzahl` is how many records the admin saw: if that
 * changed meanwhile, nothing is deleted (they look again), so a deletion never takes what nobody looked at.
 */
export async function loescheAuskunft(
  db: Database,
  actor: Actor,
  raw: unknown,
  anzahl: unknown,
): Promise<{ eingaenge: number; buchungen: number }> {
  requirePermission(actor, 'auskunft_loeschung');
  const email = normaliseEmail(raw);
  return db.transaction(async (tx) => {
    const { eingaenge, buchungen } = await recordsOf(tx, email);
    if (eingaenge.length + buchungen.length !== anzahl) throw new RedaktionError(409, DESK_TEXTE.anzahlGeaendert);
    await tx.query('DELETE FROM formular_eingaenge WHERE id = ANY($1::uuid[])', [eingaenge.map((row) => row.id)]);
    await tx.query('DELETE FROM buchungen WHERE uuid = ANY($1::uuid[])', [buchungen.map((row) => row.uuid)]);
    await dropMailsAbout(tx, [
      ...eingaenge.map((row) => `eingang:${row.id}`),
      ...buchungen.map((row) => `buchung:${row.uuid}`),
    ]);
    const result = { eingaenge: eingaenge.length, buchungen: buchungen.length };
    await writeAudit(tx, actor, {
      aktion: 'auskunft_geloescht',
      objektArt: 'auskunft',
      details: { adresse: maskEmail(email), ...result },
    });
    return result;
  });
}
