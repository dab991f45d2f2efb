// The booking desk of the Redaktion: per resource (the e-bikes, the cargo bike, each room) the requests in a calendar
// and a list; accept or decline with an optional message (mailed to the resident), block days for maintenance, lift
// a block. The decisions themselves are the embedded store's (lib/services/automation/booking-decisions.ts, under the
// resource's lock); here: who may (permission table, the office of the booking kind), the audit log and the mail,
// all in the decision's transaction. The public calendars read the same rows on every request, on every instance.
import { getConfig } from '@/lib/config';
import { readContentJson } from '@/lib/content/content-files';
import type { Database, Sql } from '@/lib/db/database';
import { addDays, daysBetween, isIsoDay, todayInBerlin } from '@/lib/format/kalendertag';
import {
  BookingDecisionError,
  bookingColumns,
  decideBooking,
  insertBlock,
  readBooking,
  removeBlock,
  type BookingRow,
} from '@/lib/services/automation/booking-decisions';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import {
  DESK_TEXTE,
  type BuchungDetail,
  type BuchungZeile,
  type BuchungZustand,
  type Ressource,
} from '@/lib/redaktion/shared/eingaenge';
import { RedaktionError, type Actor, type FehlerStatus } from '@/lib/redaktion/shared/types';
import type { Buchungsart } from '@/codegen/out/form-names';
import { writeAudit } from './audit';
import { feldWerte } from './eingang-felder';
import { mailEntscheidung } from './desk-mails';
import { requireAmt, type Desk } from './eingaenge';

const KAPAZITAET: Record<string, number> = { ebike: 4, lastenrad: 1 };

/** The bookable things: the e-bikes, the cargo bike and each room of content/buchungen/raeume.json. */
export async function listRessourcen(contentDir = getConfig().contentDir): Promise<Ressource[]> {
  const raeume =
    (
      (await readContentJson(contentDir, ['buchungen', 'raeume'])) as
        { raeume?: { id: string; name: string }[] } | undefined
    )?.raeume ?? [];
  return [
    { id: 'ebike', name: 'E-Bikes', art: 'ebike', kapazitaet: KAPAZITAET.ebike! },
    { id: 'lastenrad', name: 'Lastenrad', art: 'lastenrad', kapazitaet: KAPAZITAET.lastenrad! },
    ...raeume.map((raum) => ({ id: `raum:${raum.id}`, name: raum.name, art: 'raum', kapazitaet: 1 })),
  ];
}

/** The resources of the booking kinds an account may handle. */
export function sichtbareRessourcen(desk: Desk, actor: Actor, ressourcen: Ressource[]): Ressource[] {
  return ressourcen.filter((r) => {
    try {
      requireAmt(desk, actor, r.art, 'buchung');
      return true;
    } catch {
      return false;
    }
  });
}

const zustandVon = (row: BookingRow): BuchungZustand => (row.storniert_am ? 'storniert' : row.status);

function zeileVon(row: BookingRow, konflikt = false): BuchungZeile {
  const name = row.daten.name;
  return {
    uuid: row.uuid,
    art: row.art,
    ressource: row.ressource,
    von: row.datum_von,
    bis: row.datum_bis,
    anzahl: row.anzahl,
    zustand: zustandVon(row),
    zeitraum: row.zeitraum,
    name: typeof name === 'string' && name ? name.slice(0, 120) : null,
    sperreGrund: row.sperre_grund,
    erstelltAm: new Date(row.erstellt_am).toISOString(),
    version: row.version,
    entschieden:
      row.entschieden_am && row.entschieden_von
        ? { von: row.entschieden_von, am: new Date(row.entschieden_am).toISOString(), nachricht: row.nachricht }
        : null,
    konflikt,
  };
}

export interface DeskUebersicht {
  ressource: Ressource;
  /** Everything that touches the shown months or is still open, soonest first. */
  buchungen: BuchungZeile[];
  /** The first day of the first month the calendar shows. */
  monat: string;
}

/**
 * A resource's requests and blocks: those touching the two months from `monat` on, every open request, and what was
 * decided or cancelled in the last 30 days. Each pending request says whether accepting it would exceed the capacity.
 */
export async function deskUebersicht(
  sql: Sql,
  actor: Actor,
  desk: Desk,
  ressource: Ressource,
  monat: string,
): Promise<DeskUebersicht> {
  requirePermission(actor, 'eingaenge_lesen');
  requireAmt(desk, actor, ressource.art, 'buchung');
  const bis = addDays(addDays(monat, 62), 0);
  const { rows } = await sql.query<BookingRow & { konflikt: boolean }>(
    `SELECT ${bookingColumns('b.')},
       (b.status = 'pending' AND b.storniert_am IS NULL AND EXISTS (
         SELECT 1 FROM generate_series(b.datum_von, b.datum_bis, interval '1 day') AS tag
         JOIN buchungen a ON a.ressource = b.ressource AND a.storniert_am IS NULL AND a.status = 'accepted'
           AND tag::date BETWEEN a.datum_von AND a.datum_bis
         GROUP BY tag HAVING sum(a.anzahl) + b.anzahl > $4)) AS konflikt
     FROM buchungen b
     WHERE b.ressource = $1 AND (
       (b.datum_bis >= $2::date AND b.datum_von <= $3::date)
       OR (b.status = 'pending' AND b.storniert_am IS NULL AND b.datum_bis >= CURRENT_DATE)
       OR b.entschieden_am > now() - interval '30 days' OR b.storniert_am > now() - interval '30 days')
     ORDER BY b.datum_von, b.erstellt_am LIMIT 500`,
    [ressource.id, monat, bis, ressource.kapazitaet],
  );
  return { ressource, buchungen: rows.map((row) => zeileVon(row, row.konflikt)), monat };
}

function ressourceName(ressourcen: Ressource[], id: string): string {
  return ressourcen.find((r) => r.id === id)?.name ?? id;
}

async function bookingOf(sql: Sql, uuid: string): Promise<BookingRow> {
  const row = await readBooking(sql, uuid);
  if (!row) throw new RedaktionError(404, DESK_TEXTE.keineBuchung);
  return row;
}

/** One request with every field of its form (audit-logged: personal data). */
export async function readBuchung(
  db: Database,
  actor: Actor,
  desk: Desk,
  ressourcen: Ressource[],
  uuid: string,
): Promise<BuchungDetail> {
  requirePermission(actor, 'eingaenge_lesen');
  const row = await bookingOf(db, uuid);
  requireAmt(desk, actor, row.art, 'buchung');
  await writeAudit(db, actor, {
    aktion: 'buchung_gelesen',
    objektArt: 'buchung',
    objektId: row.uuid,
    details: { art: row.art },
  });
  const { rows } = await db.query<{ konflikt: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM generate_series($2::date, $3::date, interval '1 day') AS tag
       JOIN buchungen a ON a.ressource = $1 AND a.storniert_am IS NULL AND a.status = 'accepted' AND a.uuid <> $5::uuid
         AND tag::date BETWEEN a.datum_von AND a.datum_bis
       GROUP BY tag HAVING sum(a.anzahl) + $4 > $6) AS konflikt`,
    [
      row.ressource,
      row.datum_von,
      row.datum_bis,
      row.anzahl,
      row.uuid,
      ressourcen.find((r) => r.id === row.ressource)?.kapazitaet ?? 1,
    ],
  );
  return {
    ...zeileVon(row, row.status !== 'accepted' && Boolean(rows[0]?.konflikt)),
    felder: feldWerte(row.art, row.daten),
    ressourceName: ressourceName(ressourcen, row.ressource),
    abteilung: desk.arten.find((a) => a.art === row.art)?.abteilung?.name ?? null,
  };
}

const REFUSALS: Record<BookingDecisionError['reason'], [FehlerStatus, string]> = {
  unbekannt: [404, DESK_TEXTE.keineBuchung],
  version: [409, DESK_TEXTE.buchungGeaendert],
  storniert: [409, DESK_TEXTE.storniert],
  belegt: [409, DESK_TEXTE.belegt],
  sperre: [409, DESK_TEXTE.keineSperre],
  gleich: [409, DESK_TEXTE.buchungGeaendert],
};

function refusalOf(error: unknown, gleich?: string): never {
  if (error instanceof BookingDecisionError) {
    const [status, text] = REFUSALS[error.reason];
    throw new RedaktionError(status, error.reason === 'gleich' && gleich ? gleich : text);
  }
  throw error;
}

export const MAX_MESSAGE = 2000;
const versionOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : -1);

/** Accepts or declines a request (approvers, within their offices); mails the resident; audit-logged. */
export async function entscheideBuchung(
  db: Database,
  actor: Actor,
  desk: Desk,
  ressourcen: Ressource[],
  uuid: string,
  body: { entscheidung?: unknown; nachricht?: unknown; version?: unknown },
): Promise<BuchungZeile> {
  requirePermission(actor, 'buchung_entscheiden');
  const entscheidung = body.entscheidung;
  if (entscheidung !== 'annehmen' && entscheidung !== 'ablehnen')
    throw new RedaktionError(422, DESK_TEXTE.entscheidungFehlt, [], 'entscheidung');
  const nachricht = typeof body.nachricht === 'string' ? body.nachricht.trim() : '';
  if (nachricht.length > MAX_MESSAGE) throw new RedaktionError(422, DESK_TEXTE.nachrichtZuLang, [], 'nachricht');
  // The office is judged before anything is locked: a refusal here changes nothing.
  requireAmt(desk, actor, (await bookingOf(db, uuid)).art, 'buchung');
  return db
    .transaction(async (tx) => {
      const { before, after } = await decideBooking(tx, uuid, {
        entscheidung,
        version: versionOf(body.version),
        von: actor.name,
        nachricht: nachricht || null,
      });
      const amt = desk.aemter.find((a) => a.id === desk.arten.find((k) => k.art === after.art)?.abteilung?.id) ?? null;
      const mail = await mailEntscheidung(tx, amt, after, ressourceName(ressourcen, after.ressource));
      await writeAudit(tx, actor, {
        aktion: entscheidung === 'annehmen' ? 'buchung_angenommen' : 'buchung_abgelehnt',
        objektArt: 'buchung',
        objektId: after.uuid,
        details: {
          ressource: after.ressource,
          von: after.datum_von,
          bis: after.datum_bis,
          vorher: before.status,
          nachricht: Boolean(nachricht),
          mail,
        },
      });
      return zeileVon(after);
    })
    .catch((error: unknown) =>
      refusalOf(error, entscheidung === 'annehmen' ? DESK_TEXTE.schonAngenommen : DESK_TEXTE.schonAbgelehnt),
    );
}

export interface SperreEingabe {
  ressource?: unknown;
  von?: unknown;
  bis?: unknown;
  anzahl?: unknown;
  grund?: unknown;
}

/** Blocks days of a resource (maintenance): the calendars show them taken; audit-logged. */
export async function sperreTage(
  db: Database,
  actor: Actor,
  desk: Desk,
  ressourcen: Ressource[],
  input: SperreEingabe,
  today = todayInBerlin(),
): Promise<BuchungZeile> {
  requirePermission(actor, 'buchung_sperren');
  const ressource = ressourcen.find((r) => r.id === input.ressource);
  if (!ressource) throw new RedaktionError(422, DESK_TEXTE.ressourceUnbekannt, [], 'ressource');
  requireAmt(desk, actor, ressource.art, 'buchung');
  const { von, bis } = input;
  if (!isIsoDay(von) || !isIsoDay(bis) || bis < von || von < today || daysBetween(von, bis) > 366)
    throw new RedaktionError(422, DESK_TEXTE.sperreDatum, [], 'von');
  const anzahl = ressource.kapazitaet === 1 ? 1 : input.anzahl;
  if (typeof anzahl !== 'number' || !Number.isInteger(anzahl) || anzahl < 1 || anzahl > ressource.kapazitaet)
    throw new RedaktionError(422, DESK_TEXTE.sperreAnzahl, [], 'anzahl');
  const grund = typeof input.grund === 'string' ? input.grund.trim() : '';
  if (!grund || grund.length > 200) throw new RedaktionError(422, DESK_TEXTE.sperreGrund, [], 'grund');
  return db
    .transaction(async (tx) => {
      const row = await insertBlock(tx, {
        kind: ressource.art as Buchungsart,
        resource: ressource.id,
        from: von,
        to: bis,
        count: anzahl,
        grund,
        von: actor.name,
      });
      await writeAudit(tx, actor, {
        aktion: 'tage_gesperrt',
        objektArt: 'buchung',
        objektId: row.uuid,
        details: { ressource: ressource.id, von, bis, anzahl, grund },
      });
      return zeileVon(row);
    })
    .catch((error: unknown) => {
      if (error instanceof BookingDecisionError && error.reason === 'belegt')
        throw new RedaktionError(409, DESK_TEXTE.sperreBelegt);
      return refusalOf(error);
    });
}

/** Lifts a block; audit-logged. */
export async function sperreAufheben(
  db: Database,
  actor: Actor,
  desk: Desk,
  uuid: string,
  body: { version?: unknown },
): Promise<void> {
  requirePermission(actor, 'buchung_sperren');
  requireAmt(desk, actor, (await bookingOf(db, uuid)).art, 'buchung');
  await db
    .transaction(async (tx) => {
      const row = await removeBlock(tx, uuid, versionOf(body.version));
      await writeAudit(tx, actor, {
        aktion: 'sperre_aufgehoben',
        objektArt: 'buchung',
        objektId: row.uuid,
        details: { ressource: row.ressource, von: row.datum_von, bis: row.datum_bis, grund: row.sperre_grund },
      });
    })
    .catch((error: unknown) => refusalOf(error));
}
