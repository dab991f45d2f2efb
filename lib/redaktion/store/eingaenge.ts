// The inbox of the Redaktion ("Eingänge"): every submission of every form (table formular_eingaenge), newest first,
// searched and filtered (form, state, office, date) and paged by keyset, so the 50th page costs what the first does
// at 50,000 submissions. Department limits: an account limited to offices sees and handles only their forms'
// submissions; anything else is refused with 403 and the reason. A submission has a state (neu, in Bearbeitung,
// erledigt) and internal notes; every change carries the version it was made on, so a replayed or stale change does
// nothing (409), and is audit-logged in its transaction, as is every reading of one (personal data).
import type { Database, Sql } from '@/lib/db/database';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { istBegrenzt } from '@/lib/redaktion/shared/page-scope';
import {
  amtsGrund,
  darfAmt,
  DESK_TEXTE,
  isEingangZustand,
  SEITENGROESSE,
  ZAEHL_GRENZE,
  type EingangDetail,
  type EingangFilter,
  type EingangSeite,
  type EingangsArt,
  type EingangZeile,
  type EingangZustand,
  type Notiz,
} from '@/lib/redaktion/shared/eingaenge';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import { addDays, isIsoDay } from '@/lib/format/kalendertag';
import { berlin } from '@/lib/format/dayjs';
import { writeAudit } from './audit';
import { feldWerte, wertText } from './eingang-felder';
import { listArten, readAemter, readDeskConfig, type Amt, type DeskConfig } from './eingangs-arten';

/** What every desk action needs to know: the seed's settings, the offices and each kind's office and retention. */
export interface Desk {
  config: DeskConfig;
  aemter: Amt[];
  arten: EingangsArt[];
}

export async function loadDesk(sql: Sql, contentDir?: string): Promise<Desk> {
  const [config, aemter] = await Promise.all([readDeskConfig(contentDir), readAemter(contentDir)]);
  return { config, aemter, arten: await listArten(sql, config, aemter) };
}

export const amtName = (desk: Desk) => (id: number) => desk.aemter.find((amt) => amt.id === id)?.name ?? `Amt ${id}`;

/** The forms (of the inbox) an account may see: all for an unlimited account. */
export function sichtbareFormulare(desk: Desk, actor: Actor): EingangsArt[] {
  return desk.arten.filter((art) => art.eingang === 'formulare' && darfAmt(actor.bereich, art.abteilung?.id ?? null));
}

/** Refuses (403, with the reason) a kind whose office is outside the account's limit. */
export function requireAmt(desk: Desk, actor: Actor, art: string, was: 'eingang' | 'buchung' = 'eingang'): void {
  const abteilung = desk.arten.find((a) => a.art === art)?.abteilung?.id ?? null;
  if (!darfAmt(actor.bereich, abteilung))
    throw new RedaktionError(403, amtsGrund(actor.bereich!, abteilung, amtName(desk), was));
}

// ---------------------------------------------------------------------------------------------------------------
// The list

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f-]{36})$/;
export const TIME_TEXT = `to_char(e.erstellt_am AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface ListRow {
  id: string;
  formular: string;
  erstellt_am: Date | string;
  zeit: string;
  zustand: EingangZustand;
  daten: Record<string, unknown>;
}

/** The filter as the address gives it, checked; what does not fit is left out (a list never fails on its address). */
export function readFilter(query: Record<string, string | string[] | undefined>): EingangFilter {
  const one = (name: string) => {
    const value = query[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    return text ? text.slice(0, 200) : undefined;
  };
  const abteilung = Number(one('abteilung'));
  const zustand = one('zustand');
  return {
    formular: one('formular'),
    zustand: isEingangZustand(zustand) ? zustand : undefined,
    abteilung: Number.isInteger(abteilung) && abteilung > 0 ? abteilung : undefined,
    von: isIsoDay(one('von')) ? one('von') : undefined,
    bis: isIsoDay(one('bis')) ? one('bis') : undefined,
    suche: one('suche'),
    nach: CURSOR.test(one('nach') ?? '') ? one('nach') : undefined,
    vor: CURSOR.test(one('vor') ?? '') ? one('vor') : undefined,
  };
}

const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of a filter (without the cursor), its parameters, and whether anything can match at all. */
export function whereOf(
  desk: Desk,
  actor: Actor,
  filter: EingangFilter,
): { where: string[]; params: unknown[]; leer: boolean } {
  let formulare = sichtbareFormulare(desk, actor);
  if (filter.abteilung) formulare = formulare.filter((a) => a.abteilung?.id === filter.abteilung);
  if (filter.formular) formulare = formulare.filter((a) => a.art === filter.formular);
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  // An unlimited account without a form or office filter sees everything: no list to compare with.
  const alle = !istBegrenzt(actor.bereich) && !filter.abteilung && !filter.formular;
  // One form: an equality, so the per-form index gives the order without a sort.
  if (!alle && formulare.length === 1) where.push(`e.formular = ${add(formulare[0]!.art)}`);
  else if (!alle) where.push(`e.formular = ANY(${add(formulare.map((a) => a.art))}::text[])`);
  if (filter.zustand) where.push(`e.zustand = ${add(filter.zustand)}`);
  if (filter.von) where.push(`e.erstellt_am >= ${add(berlin(filter.von)!.toISOString())}::timestamptz`);
  if (filter.bis) where.push(`e.erstellt_am < ${add(berlin(addDays(filter.bis, 1))!.toISOString())}::timestamptz`);
  for (const word of (filter.suche ?? '').split(/\s+/).filter(Boolean).slice(0, 5))
    where.push(`e.suchtext LIKE ${add(likePattern(word))}`);
  return { where, params, leer: !alle && formulare.length === 0 };
}

function zeileVon(desk: Desk, row: ListRow): EingangZeile {
  const art = desk.arten.find((a) => a.art === row.formular);
  const settings = desk.config.arten[row.formular];
  const kurzFelder = settings?.zusammenfassung ?? [];
  const name = row.daten[settings?.name ?? 'name'];
  return {
    id: row.id,
    formular: row.formular,
    formularTitel: art?.titel ?? row.formular,
    abteilung: art?.abteilung?.name ?? null,
    erstelltAm: new Date(row.erstellt_am).toISOString(),
    zustand: row.zustand,
    kurz: kurzFelder
      .map((feld) => wertText(row.daten[feld]))
      .filter(Boolean)
      .join(' · ')
      .slice(0, 160),
    name: typeof name === 'string' && name ? name.slice(0, 120) : null,
  };
}

/** One page of the inbox, newest first; `nach` pages to older entries, `vor` to newer ones. */
export async function listEingaenge(sql: Sql, actor: Actor, desk: Desk, filter: EingangFilter): Promise<EingangSeite> {
  requirePermission(actor, 'eingaenge_lesen');
  const { where, params, leer } = whereOf(desk, actor, filter);
  if (leer) return { eingaenge: [], anzahl: 0, aeltere: null, neuere: null };
  const base = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const cursor = CURSOR.exec(filter.nach ?? filter.vor ?? '');
  const backwards = !filter.nach && Boolean(filter.vor);
  const pageParams = [...params];
  const pageWhere = [...where];
  if (cursor) {
    const time = `$${pageParams.push(cursor[1])}::timestamptz`;
    const id = `$${pageParams.push(cursor[2])}::uuid`;
    pageWhere.push(`(e.erstellt_am, e.id) ${backwards ? '>' : '<'} (${time}, ${id})`);
  }
  const order = backwards ? 'ASC' : 'DESC';
  const { rows } = await sql.query<ListRow>(
    `SELECT e.id, e.formular, e.erstellt_am, ${TIME_TEXT} AS zeit, e.zustand, e.daten FROM formular_eingaenge e
     ${pageWhere.length ? `WHERE ${pageWhere.join(' AND ')}` : ''}
     ORDER BY e.erstellt_am ${order}, e.id ${order} LIMIT ${SEITENGROESSE + 1}`,
    pageParams,
  );
  const more = rows.length > SEITENGROESSE;
  const page = rows.slice(0, SEITENGROESSE);
  if (backwards) page.reverse();
  const { rows: counted } = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM formular_eingaenge e ${base} LIMIT ${ZAEHL_GRENZE + 1}) AS t`,
    params,
  );
  const key = (row: ListRow) => `${row.zeit}_${row.id}`;
  const first = page[0];
  const last = page[page.length - 1];
  return {
    eingaenge: page.map((row) => zeileVon(desk, row)),
    anzahl: counted[0]?.n ?? 0,
    // Forward: older entries exist when more came back; newer ones when we came from a cursor.
    aeltere: last && (backwards ? Boolean(cursor) : more) ? key(last) : null,
    neuere: first && (backwards ? more : Boolean(cursor)) ? key(first) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One submission

interface DetailRow extends ListRow {
  version: number;
  erledigt_am: Date | string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function rowOf(sql: Sql, id: string, lock = false): Promise<DetailRow> {
  if (!UUID.test(id)) throw new RedaktionError(404, DESK_TEXTE.keinEingang);
  const { rows } = await sql.query<DetailRow>(
    `SELECT e.id, e.formular, e.erstellt_am, ${TIME_TEXT} AS zeit, e.zustand, e.daten, e.version, e.erledigt_am
     FROM formular_eingaenge e WHERE e.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw new RedaktionError(404, DESK_TEXTE.keinEingang);
  return rows[0];
}

async function notizenVon(sql: Sql, id: string): Promise<Notiz[]> {
  const { rows } = await sql.query<{ id: number; konto_name: string; erstellt_am: Date | string; text: string }>(
    'SELECT id, konto_name, erstellt_am, text FROM formular_notizen WHERE eingang_id = $1 ORDER BY id',
    [id],
  );
  return rows.map((row) => ({
    id: row.id,
    von: row.konto_name,
    am: new Date(row.erstellt_am).toISOString(),
    text: row.text,
  }));
}

/** The day a done submission's retention ends. */
function loeschungAm(desk: Desk, formular: string, erledigtAm: Date | string | null): string | null {
  if (!erledigtAm) return null;
  const tage = desk.arten.find((a) => a.art === formular)?.aufbewahrungTage ?? desk.config.standard.aufbewahrungTage;
  return berlin(new Date(new Date(erledigtAm).getTime() + tage * 86_400_000))!.format('YYYY-MM-DD');
}

/** Reads one submission (audit-logged: it holds personal data). */
export async function readEingang(db: Database, actor: Actor, desk: Desk, id: string): Promise<EingangDetail> {
  requirePermission(actor, 'eingaenge_lesen');
  const row = await rowOf(db, id);
  requireAmt(desk, actor, row.formular);
  await writeAudit(db, actor, {
    aktion: 'eingang_gelesen',
    objektArt: 'eingang',
    objektId: row.id,
    details: { formular: row.formular },
  });
  return {
    ...zeileVon(desk, row),
    felder: feldWerte(row.formular, row.daten),
    notizen: await notizenVon(db, row.id),
    version: row.version,
    erledigtAm: row.erledigt_am ? new Date(row.erledigt_am).toISOString() : null,
    loeschungAm: loeschungAm(desk, row.formular, row.erledigt_am),
  };
}

/** The version a change was made on, as the body gives it. */
function versionOf(body: { version?: unknown }): number {
  const version = body.version;
  return typeof version === 'number' && Number.isInteger(version) ? version : -1;
}

export interface ZustandErgebnis {
  zustand: EingangZustand;
  version: number;
  erledigtAm: string | null;
  loeschungAm: string | null;
}

/**
 * Changes a submission's state. It must still be at the version the change was made on: a second click, a replay or
 * another person's change in between make it a 409 that changes nothing. Done (erledigt) starts the retention period.
 */
export async function setZustand(
  db: Database,
  actor: Actor,
  desk: Desk,
  id: string,
  body: { zustand?: unknown; version?: unknown },
  onDone?: (tx: Sql, daten: Record<string, unknown>, formular: string) => Promise<void>,
): Promise<ZustandErgebnis> {
  requirePermission(actor, 'eingang_bearbeiten');
  if (!isEingangZustand(body.zustand)) throw new RedaktionError(422, DESK_TEXTE.zustandFehlt, [], 'zustand');
  const zustand = body.zustand;
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, id, true);
    requireAmt(desk, actor, row.formular);
    if (row.version !== versionOf(body)) throw new RedaktionError(409, DESK_TEXTE.geaendert);
    const { rows } = await tx.query<{ version: number; erledigt_am: Date | string | null }>(
      `UPDATE formular_eingaenge SET zustand = $2, version = version + 1, geaendert_am = now(),
         erledigt_am = CASE WHEN $2 = 'erledigt' THEN coalesce(erledigt_am, now()) END
       WHERE id = $1 RETURNING version, erledigt_am`,
      [row.id, zustand],
    );
    await writeAudit(tx, actor, {
      aktion: 'eingang_zustand_geaendert',
      objektArt: 'eingang',
      objektId: row.id,
      details: { formular: row.formular, vorher: row.zustand, nachher: zustand },
    });
    if (zustand === 'erledigt' && row.zustand !== 'erledigt') await onDone?.(tx, row.daten, row.formular);
    const erledigt = rows[0]!.erledigt_am;
    return {
      zustand,
      version: rows[0]!.version,
      erledigtAm: erledigt ? new Date(erledigt).toISOString() : null,
      loeschungAm: loeschungAm(desk, row.formular, erledigt),
    };
  });
}

export const MAX_NOTE = 2000;

/** Adds an internal note (at the version it was written on: a replay adds nothing). */
export async function addNotiz(
  db: Database,
  actor: Actor,
  desk: Desk,
  id: string,
  body: { text?: unknown; version?: unknown },
): Promise<{ notiz: Notiz; version: number }> {
  requirePermission(actor, 'eingang_bearbeiten');
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (!text) throw new RedaktionError(422, DESK_TEXTE.notizLeer, [], 'text');
  if (text.length > MAX_NOTE) throw new RedaktionError(422, DESK_TEXTE.notizZuLang, [], 'text');
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, id, true);
    requireAmt(desk, actor, row.formular);
    if (row.version !== versionOf(body)) throw new RedaktionError(409, DESK_TEXTE.geaendert);
    const { rows } = await tx.query<{ id: number; erstellt_am: Date | string }>(
      'INSERT INTO formular_notizen (eingang_id, konto_id, konto_name, text) VALUES ($1, $2, $3, $4) RETURNING id, erstellt_am',
      [row.id, actor.id, actor.name, text],
    );
    const { rows: bumped } = await tx.query<{ version: number }>(
      'UPDATE formular_eingaenge SET version = version + 1, geaendert_am = now() WHERE id = $1 RETURNING version',
      [row.id],
    );
    // The note's text stays out of the log (it may name people); the log says that one was written.
    await writeAudit(tx, actor, {
      aktion: 'eingang_notiz',
      objektArt: 'eingang',
      objektId: row.id,
      details: { formular: row.formular, notiz: rows[0]!.id },
    });
    return {
      notiz: { id: rows[0]!.id, von: actor.name, am: new Date(rows[0]!.erstellt_am).toISOString(), text },
      version: bumped[0]!.version,
    };
  });
}
