// The alert banners of the site (lib/redaktion/shared/warnmeldung.ts): written as a draft, submitted, published by
// an approver who did not write the text, ended by an approver. In an emergency an approver publishes at once, alone;
// the banner then shows as awaiting its second approval until another approver confirms it. Every step is in the
// audit log. A banner changes every page it covers, so each public step says so (`aenderung`), and the scheduler
// announces a banner whose start or end time has come (announceDueBanners), once, on whichever instance.
import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@/lib/db/database';
import { berlin } from '@/lib/format/dayjs';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { RedaktionError, type Actor, type Aenderung } from '@/lib/redaktion/shared/types';
import {
  STUFEN,
  WARNMELDUNG_TEXTS as T,
  type SichtbareWarnmeldung,
  type Stufe,
  type Warnmeldung,
} from '@/lib/redaktion/shared/warnmeldung';
import { writeAudit } from './audit';

const BEREICH = /^\/de(?:\/[a-z0-9äöüß][a-z0-9äöüß_-]*)*$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

interface Row {
  id: string;
  text: string;
  stufe: Stufe;
  link_href: string | null;
  link_text: string | null;
  bereich: string;
  beginn: Date | string;
  ende: Date | string | null;
  zustand: Warnmeldung['zustand'];
  autor_id: string;
  autor_name: string;
  freigabe_von: string | null;
  freigegeben_am: Date | string | null;
  notfall: boolean;
  bestaetigt_von: string | null;
  bestaetigt_am: Date | string | null;
  geaendert_am: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toWarnmeldung(row: Row): Warnmeldung {
  return {
    id: row.id,
    text: row.text,
    stufe: row.stufe,
    link: row.link_href ? { href: row.link_href, text: row.link_text ?? '' } : null,
    bereich: row.bereich,
    beginn: iso(row.beginn),
    ende: row.ende ? iso(row.ende) : null,
    zustand: row.zustand,
    autor: { id: row.autor_id, name: row.autor_name },
    freigabe: row.freigabe_von && row.freigegeben_am ? { von: row.freigabe_von, am: iso(row.freigegeben_am) } : null,
    notfall: row.notfall,
    bestaetigt:
      row.bestaetigt_von && row.bestaetigt_am ? { von: row.bestaetigt_von, am: iso(row.bestaetigt_am) } : null,
    geaendertAm: iso(row.geaendert_am),
  };
}

/** A Berlin wall-clock time of a `datetime-local` field, or an ISO 8601 moment; null when empty or refused. */
function parseTime(raw: unknown, field: string, errors: Record<string, string>): Date | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = typeof raw === 'string' ? raw.trim() : '';
  const moment = LOCAL_TIME.test(text) ? berlin(text) : text && !Number.isNaN(Date.parse(text)) ? berlin(text) : null;
  if (!moment) errors[field] = T.timeInvalid;
  return moment?.toDate() ?? null;
}

export interface WarnmeldungInput {
  text: string;
  stufe: Stufe;
  link: { href: string; text: string } | null;
  bereich: string;
  beginn: Date;
  ende: Date | null;
}

/** The form's fields, checked; every refusal in German at its field, all at once. */
export function checkWarnmeldung(body: Record<string, unknown>, now = new Date()): WarnmeldungInput {
  const errors: Record<string, string> = {};
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (!text) errors.text = T.textMissing;
  else if (text.length > 300) errors.text = T.textTooLong;
  if (!STUFEN.includes(body.stufe as Stufe)) errors.stufe = T.stufeMissing;
  const href = typeof body.linkHref === 'string' ? body.linkHref.trim() : '';
  const linkText = typeof body.linkText === 'string' ? body.linkText.trim() : '';
  if (href && !/^(?:\/de(?:\/|$|\?|#)|https:\/\/[^\s/]+)/.test(href)) errors.linkHref = T.linkInvalid;
  else if (href && !linkText) errors.linkText = T.linkTextMissing;
  const bereich =
    typeof body.bereich === 'string' && body.bereich.trim() ? body.bereich.trim().replace(/\/+$/, '') : '/de';
  if (!BEREICH.test(bereich)) errors.bereich = T.bereichInvalid;
  const beginn = parseTime(body.beginn, 'beginn', errors) ?? now;
  const ende = parseTime(body.ende, 'ende', errors);
  if (ende && !errors.beginn && ende.getTime() <= beginn.getTime()) errors.ende = T.endBeforeStart;
  const [first] = Object.entries(errors);
  if (first) throw new RedaktionError(422, first[1], [], first[0], errors);
  return { text, stufe: body.stufe as Stufe, link: href ? { href, text: linkText } : null, bereich, beginn, ende };
}

const COLUMNS = `id, text, stufe, link_href, link_text, bereich, beginn, ende, zustand, autor_id, autor_name, freigabe_von,
  freigegeben_am, notfall, bestaetigt_von, bestaetigt_am, geaendert_am`;

/** Every banner, the newest first (the Redaktion's list). */
export async function listWarnmeldungen(sql: Sql): Promise<Warnmeldung[]> {
  const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM warnmeldungen ORDER BY geaendert_am DESC LIMIT 200`);
  return rows.map(toWarnmeldung);
}

async function requireBanner(sql: Sql, id: string, lock = false): Promise<Warnmeldung> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new RedaktionError(404, 'Diese Warnmeldung gibt es nicht.');
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM warnmeldungen WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw new RedaktionError(404, 'Diese Warnmeldung gibt es nicht.');
  return toWarnmeldung(rows[0]);
}

/** The banners visitors see now, on any page (each page shows those whose area covers it). */
export async function visibleWarnmeldungen(sql: Sql): Promise<SichtbareWarnmeldung[]> {
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM warnmeldungen
     WHERE zustand = 'veroeffentlicht' AND beginn <= now() AND (ende IS NULL OR ende > now())
     ORDER BY array_position(ARRAY['gefahr', 'warnung', 'hinweis', 'information'], stufe), beginn DESC`,
  );
  return rows.map(toWarnmeldung).map(({ id, text, stufe, link, bereich }) => ({ id, text, stufe, link, bereich }));
}

const change = (bereich: string): Aenderung => ({ art: 'warnmeldung', bereich });

/** A new draft, or a changed one (only drafts change; the one who changes it is its author from then on). */
export async function saveWarnmeldung(db: Database, actor: Actor, id: string | null, body: Record<string, unknown>) {
  requirePermission(actor, 'warnmeldung_schreiben');
  const input = checkWarnmeldung(body);
  return db.transaction(async (tx) => {
    const values = [
      input.text,
      input.stufe,
      input.link?.href ?? null,
      input.link?.text ?? null,
      input.bereich,
      input.beginn.toISOString(),
      input.ende?.toISOString() ?? null,
      actor.id,
      actor.name,
    ];
    let bannerId = id;
    if (bannerId) {
      const current = await requireBanner(tx, bannerId, true);
      if (current.zustand !== 'entwurf') throw new RedaktionError(409, T.notEditable);
      await tx.query(
        `UPDATE warnmeldungen SET text = $1, stufe = $2, link_href = $3, link_text = $4, bereich = $5, beginn = $6,
           ende = $7, autor_id = $8, autor_name = $9, geaendert_am = now() WHERE id = $10`,
        [...values, bannerId],
      );
    } else {
      bannerId = randomUUID();
      await tx.query(
        `INSERT INTO warnmeldungen (text, stufe, link_href, link_text, bereich, beginn, ende, autor_id, autor_name, id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [...values, bannerId],
      );
    }
    await writeAudit(tx, actor, {
      aktion: id ? 'warnmeldung_geaendert' : 'warnmeldung_angelegt',
      objektArt: 'warnmeldung',
      objektId: bannerId,
      details: { text: input.text, stufe: input.stufe },
    });
    return requireBanner(tx, bannerId);
  });
}

/** Entwurf -> zur Freigabe. */
export async function submitWarnmeldung(db: Database, actor: Actor, id: string): Promise<Warnmeldung> {
  requirePermission(actor, 'warnmeldung_schreiben');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    if (current.zustand !== 'entwurf') throw new RedaktionError(409, T.notEditable);
    await tx.query("UPDATE warnmeldungen SET zustand = 'zur_freigabe', geaendert_am = now() WHERE id = $1", [id]);
    await writeAudit(tx, actor, { aktion: 'warnmeldung_eingereicht', objektArt: 'warnmeldung', objektId: id });
    return requireBanner(tx, id);
  });
}

/** Zur Freigabe -> veröffentlicht, by an approver who did not write it. */
export async function publishWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_freigeben');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    if (current.zustand !== 'zur_freigabe') throw new RedaktionError(409, T.notSubmitted);
    if (current.autor.id === actor.id) throw new RedaktionError(403, T.ownText);
    await tx.query(
      `UPDATE warnmeldungen SET zustand = 'veroeffentlicht', freigabe_von = $2, freigabe_von_id = $3,
         freigegeben_am = now(), angekuendigt_beginn = beginn <= now(), geaendert_am = now() WHERE id = $1`,
      [id, actor.name, actor.id],
    );
    await writeAudit(tx, actor, { aktion: 'warnmeldung_veroeffentlicht', objektArt: 'warnmeldung', objektId: id });
    return { warnmeldung: await requireBanner(tx, id), aenderung: change(current.bereich) };
  });
}

/** The emergency path: an approver publishes at once, alone; the banner awaits a second approval, visibly. */
export async function publishWarnmeldungNow(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_notfall');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    if (current.zustand !== 'entwurf' && current.zustand !== 'zur_freigabe')
      throw new RedaktionError(409, T.notEditable);
    await tx.query(
      `UPDATE warnmeldungen SET zustand = 'veroeffentlicht', notfall = true, freigabe_von = $2, freigabe_von_id = $3,
         freigegeben_am = now(), angekuendigt_beginn = beginn <= now(), geaendert_am = now() WHERE id = $1`,
      [id, actor.name, actor.id],
    );
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_notfall',
      objektArt: 'warnmeldung',
      objektId: id,
      details: { text: current.text, zweiteFreigabe: 'ausstehend' },
    });
    return { warnmeldung: await requireBanner(tx, id), aenderung: change(current.bereich) };
  });
}

/** The second approval of an emergency publication, by another approver. */
export async function confirmWarnmeldung(db: Database, actor: Actor, id: string): Promise<Warnmeldung> {
  requirePermission(actor, 'warnmeldung_bestaetigen');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    if (!current.notfall || current.bestaetigt) throw new RedaktionError(409, T.notEmergency);
    const { rows } = await tx.query<{ freigabe_von_id: string }>(
      'SELECT freigabe_von_id FROM warnmeldungen WHERE id = $1',
      [id],
    );
    if (rows[0]?.freigabe_von_id === actor.id || current.autor.id === actor.id)
      throw new RedaktionError(403, T.ownEmergency);
    await tx.query(
      'UPDATE warnmeldungen SET bestaetigt_von = $2, bestaetigt_am = now(), geaendert_am = now() WHERE id = $1',
      [id, actor.name],
    );
    await writeAudit(tx, actor, { aktion: 'warnmeldung_bestaetigt', objektArt: 'warnmeldung', objektId: id });
    return requireBanner(tx, id);
  });
}

/** Veröffentlicht -> beendet: off every page at once. */
export async function endWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_beenden');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    if (current.zustand !== 'veroeffentlicht') throw new RedaktionError(409, T.notPublished);
    await tx.query(
      `UPDATE warnmeldungen SET zustand = 'beendet', ende = least(coalesce(ende, now()), now()),
         angekuendigt_ende = true, geaendert_am = now() WHERE id = $1`,
      [id],
    );
    await writeAudit(tx, actor, { aktion: 'warnmeldung_beendet', objektArt: 'warnmeldung', objektId: id });
    return { warnmeldung: await requireBanner(tx, id), aenderung: change(current.bereich) };
  });
}

/**
 * Published banners whose start or end time has come since it was last announced: claimed (each once, whichever
 * instance looks first) and returned as changes for the revalidation.
 */
export async function announceDueBanners(db: Database): Promise<Aenderung[]> {
  return db.transaction(async (tx) => {
    const started = await tx.query<{ bereich: string }>(
      `UPDATE warnmeldungen SET angekuendigt_beginn = true
       WHERE zustand = 'veroeffentlicht' AND NOT angekuendigt_beginn AND beginn <= now() RETURNING bereich`,
    );
    const ended = await tx.query<{ bereich: string }>(
      `UPDATE warnmeldungen SET angekuendigt_ende = true
       WHERE zustand = 'veroeffentlicht' AND NOT angekuendigt_ende AND ende IS NOT NULL AND ende <= now()
       RETURNING bereich`,
    );
    const areas = new Set([...started.rows, ...ended.rows].map((row) => row.bereich));
    return [...areas].map(change);
  });
}
