// The alert banners of the site (lib/redaktion/shared/warnmeldung.ts): written as a draft, submitted, published by
// an approver whose content it does not carry (four eyes by content: `inhalt_von`, as for pages), ended by an
// approver. In an emergency an approver publishes at once, alone, with links to this site only; the banner then shows
// as awaiting its second approval and ends by itself after EMERGENCY_BANNER_HOURS unless another approver confirms
// it. An account limited to some offices covers only areas within its limit (./page-scope.ts), at every step. Every
// step is in the audit log with what the banner says and where. A banner changes every page it covers, so each
// public step says so (`aenderung`), and the scheduler announces a banner whose start or end time has come
// (announceDueBanners), once, on whichever instance.
import { randomUUID } from 'node:crypto';
import { getEmergencyBannerMs } from '@/lib/config';
import type { Database, Sql } from '@/lib/db/database';
import { berlin } from '@/lib/format/dayjs';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { RedaktionError, type Actor, type Aenderung } from '@/lib/redaktion/shared/types';
import {
  BEREICH_MAX,
  isSitePathLink,
  LINK_MAX,
  LINK_TEXT_MAX,
  STUFEN,
  WARNMELDUNG_TEXTS as T,
  type SichtbareWarnmeldung,
  type Stufe,
  type Warnmeldung,
} from '@/lib/redaktion/shared/warnmeldung';
import { writeAudit } from './audit';
import { areaRefusal, requireAreaInScope } from './page-scope';

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
  inhalt_von: string[];
  ende_gewuenscht: Date | string | null;
  freigabe_von_id: string | null;
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
    inhaltVon: row.inhalt_von.length ? row.inhalt_von : [row.autor_id],
    freigabe: row.freigabe_von && row.freigegeben_am ? { von: row.freigabe_von, am: iso(row.freigegeben_am) } : null,
    notfall: row.notfall,
    bestaetigt:
      row.bestaetigt_von && row.bestaetigt_am ? { von: row.bestaetigt_von, am: iso(row.bestaetigt_am) } : null,
    endeGewuenscht: row.ende_gewuenscht ? iso(row.ende_gewuenscht) : null,
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
  if (href.length > LINK_MAX) errors.linkHref = T.linkTooLong;
  else if (href && !isSitePathLink(href) && !/^https:\/\/[^\s/]+/.test(href)) errors.linkHref = T.linkInvalid;
  else if (href && !linkText) errors.linkText = T.linkTextMissing;
  if (linkText.length > LINK_TEXT_MAX) errors.linkText = T.linkTextTooLong;
  const bereich =
    typeof body.bereich === 'string' && body.bereich.trim() ? body.bereich.trim().replace(/\/+$/, '') : '/de';
  if (bereich.length > BEREICH_MAX) errors.bereich = T.bereichTooLong;
  else if (!BEREICH.test(bereich)) errors.bereich = T.bereichInvalid;
  const beginn = parseTime(body.beginn, 'beginn', errors) ?? now;
  const ende = parseTime(body.ende, 'ende', errors);
  if (ende && !errors.beginn && ende.getTime() <= beginn.getTime()) errors.ende = T.endBeforeStart;
  const [first] = Object.entries(errors);
  if (first) throw new RedaktionError(422, first[1], [], first[0], errors);
  return { text, stufe: body.stufe as Stufe, link: href ? { href, text: linkText } : null, bereich, beginn, ende };
}

const COLUMNS = `id, text, stufe, link_href, link_text, bereich, beginn, ende, zustand, autor_id, autor_name, freigabe_von,
  freigegeben_am, notfall, bestaetigt_von, bestaetigt_am, geaendert_am, inhalt_von, ende_gewuenscht, freigabe_von_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every banner, the newest first (the Redaktion's list). */
export async function listWarnmeldungen(sql: Sql): Promise<Warnmeldung[]> {
  const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM warnmeldungen ORDER BY geaendert_am DESC LIMIT 200`);
  return rows.map(toWarnmeldung);
}

async function requireBanner(sql: Sql, id: string, lock = false): Promise<Warnmeldung> {
  // Anything but a UUID names no banner (404, never a database error).
  if (!UUID.test(id)) throw new RedaktionError(404, 'Diese Warnmeldung gibt es nicht.');
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

/** What a banner says and where, as the audit log keeps it (every step names it, so a log alone tells the story). */
const described = (banner: WarnmeldungInput | Warnmeldung) => ({
  text: banner.text,
  stufe: banner.stufe,
  link: banner.link,
  bereich: banner.bereich,
  beginn: new Date(banner.beginn).toISOString(),
  ende: banner.ende ? new Date(banner.ende).toISOString() : null,
});

const sameContent = (input: WarnmeldungInput, current: Warnmeldung) =>
  JSON.stringify(described(input)) === JSON.stringify(described(current));

/** Nobody publishes or confirms content they carry (four eyes by content). */
function requireNotCarried(actor: Actor, banner: Warnmeldung, refusal: string): void {
  if (banner.inhaltVon.includes(actor.id)) throw new RedaktionError(403, refusal);
}

/**
 * A new draft, or a changed one (only drafts change). A change adds the account to the accounts whose content the
 * banner carries, and makes it the shown author; a save that changes nothing stores nothing (and launders nothing).
 * A limited account writes only for an area within its limit, and changes only banners of such an area.
 */
export async function saveWarnmeldung(db: Database, actor: Actor, id: string | null, body: Record<string, unknown>) {
  requirePermission(actor, 'warnmeldung_schreiben');
  const input = checkWarnmeldung(body);
  await requireAreaInScope(db, actor, input.bereich);
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
      await requireAreaInScope(tx, actor, current.bereich);
      if (current.zustand !== 'entwurf') throw new RedaktionError(409, T.notEditable);
      if (sameContent(input, current)) return current;
      await tx.query(
        `UPDATE warnmeldungen SET text = $1, stufe = $2, link_href = $3, link_text = $4, bereich = $5, beginn = $6,
           ende = $7, ende_gewuenscht = $7, autor_id = $8, autor_name = $9,
           inhalt_von = array_append(array_remove(inhalt_von, $8::text), $8::text), geaendert_am = now()
         WHERE id = $10`,
        [...values, bannerId],
      );
    } else {
      bannerId = randomUUID();
      await tx.query(
        `INSERT INTO warnmeldungen (text, stufe, link_href, link_text, bereich, beginn, ende, ende_gewuenscht, autor_id,
           autor_name, inhalt_von, id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, ARRAY[$8::text], $10)`,
        [...values, bannerId],
      );
    }
    await writeAudit(tx, actor, {
      aktion: id ? 'warnmeldung_geaendert' : 'warnmeldung_angelegt',
      objektArt: 'warnmeldung',
      objektId: bannerId,
      details: described(input),
    });
    return requireBanner(tx, bannerId);
  });
}

/** Entwurf -> zur Freigabe. */
export async function submitWarnmeldung(db: Database, actor: Actor, id: string): Promise<Warnmeldung> {
  requirePermission(actor, 'warnmeldung_schreiben');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    await requireAreaInScope(tx, actor, current.bereich);
    if (current.zustand !== 'entwurf') throw new RedaktionError(409, T.notEditable);
    await tx.query("UPDATE warnmeldungen SET zustand = 'zur_freigabe', geaendert_am = now() WHERE id = $1", [id]);
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_eingereicht',
      objektArt: 'warnmeldung',
      objektId: id,
      details: described(current),
    });
    return requireBanner(tx, id);
  });
}

/** Zur Freigabe -> veröffentlicht, by an approver whose content it does not carry. */
export async function publishWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_freigeben');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    await requireAreaInScope(tx, actor, current.bereich);
    if (current.zustand !== 'zur_freigabe') throw new RedaktionError(409, T.notSubmitted);
    requireNotCarried(actor, current, T.ownText);
    await tx.query(
      `UPDATE warnmeldungen SET zustand = 'veroeffentlicht', freigabe_von = $2, freigabe_von_id = $3,
         freigegeben_am = now(), angekuendigt_beginn = beginn <= now(), geaendert_am = now() WHERE id = $1`,
      [id, actor.name, actor.id],
    );
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_veroeffentlicht',
      objektArt: 'warnmeldung',
      objektId: id,
      details: described(current),
    });
    return { warnmeldung: await requireBanner(tx, id), aenderung: change(current.bereich) };
  });
}

/**
 * The emergency path: an approver publishes at once, alone. The banner awaits a second approval, visibly; until it
 * has one it links only to this site and ends by itself `notfallMs` after it shows (or at its own end, if sooner).
 */
export async function publishWarnmeldungNow(
  db: Database,
  actor: Actor,
  id: string,
  notfallMs = getEmergencyBannerMs(),
) {
  requirePermission(actor, 'warnmeldung_notfall');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    await requireAreaInScope(tx, actor, current.bereich);
    if (current.zustand !== 'entwurf' && current.zustand !== 'zur_freigabe')
      throw new RedaktionError(409, T.notEditable);
    if (current.link && !isSitePathLink(current.link.href)) throw new RedaktionError(409, T.emergencyExternalLink);
    await tx.query(
      `UPDATE warnmeldungen SET zustand = 'veroeffentlicht', notfall = true, freigabe_von = $2, freigabe_von_id = $3,
         freigegeben_am = now(), angekuendigt_beginn = beginn <= now(), ende_gewuenscht = ende,
         ende = least(ende, greatest(beginn, now()) + $4 * interval '1 millisecond'), geaendert_am = now()
       WHERE id = $1`,
      [id, actor.name, actor.id, notfallMs],
    );
    const published = await requireBanner(tx, id);
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_notfall',
      objektArt: 'warnmeldung',
      objektId: id,
      details: { ...described(published), endeGewuenscht: published.endeGewuenscht, zweiteFreigabe: 'ausstehend' },
    });
    return { warnmeldung: published, aenderung: change(current.bereich) };
  });
}

/**
 * The second approval of an emergency publication, by another approver whose content it does not carry, before it
 * ended by itself: the end its author asked for counts from then on.
 */
export async function confirmWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_bestaetigen');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    await requireAreaInScope(tx, actor, current.bereich);
    if (!current.notfall || current.bestaetigt || current.zustand !== 'veroeffentlicht')
      throw new RedaktionError(409, T.notEmergency);
    const { rows } = await tx.query<{ abgelaufen: boolean; freigabe_von_id: string | null }>(
      'SELECT ende <= now() AS abgelaufen, freigabe_von_id FROM warnmeldungen WHERE id = $1',
      [id],
    );
    if (rows[0]!.freigabe_von_id === actor.id) throw new RedaktionError(403, T.ownEmergency);
    requireNotCarried(actor, current, T.ownEmergency);
    if (rows[0]!.abgelaufen) throw new RedaktionError(409, T.emergencyExpired);
    await tx.query(
      `UPDATE warnmeldungen SET bestaetigt_von = $2, bestaetigt_am = now(), ende = ende_gewuenscht,
         geaendert_am = now() WHERE id = $1`,
      [id, actor.name],
    );
    const confirmed = await requireBanner(tx, id);
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_bestaetigt',
      objektArt: 'warnmeldung',
      objektId: id,
      details: described(confirmed),
    });
    // Its end may have moved: every page of its area is made again.
    return { warnmeldung: confirmed, aenderung: change(current.bereich) };
  });
}

/** Veröffentlicht -> beendet: off every page at once. Only within the account's limit. */
export async function endWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_beenden');
  return db.transaction(async (tx) => {
    const current = await requireBanner(tx, id, true);
    await requireAreaInScope(tx, actor, current.bereich);
    if (current.zustand !== 'veroeffentlicht') throw new RedaktionError(409, T.notPublished);
    await tx.query(
      `UPDATE warnmeldungen SET zustand = 'beendet', ende = least(coalesce(ende, now()), now()),
         angekuendigt_ende = true, geaendert_am = now() WHERE id = $1`,
      [id],
    );
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_beendet',
      objektArt: 'warnmeldung',
      objektId: id,
      details: described(current),
    });
    return { warnmeldung: await requireBanner(tx, id), aenderung: change(current.bereich) };
  });
}

/** For the Redaktion's list: why this account may not act on each banner's area (banners it may act on are left out). */
export async function bannersOutOfScope(
  sql: Sql,
  actor: Actor,
  banners: Warnmeldung[],
): Promise<Record<string, string>> {
  const refusals: Record<string, string> = {};
  const byArea = new Map<string, string | null>();
  for (const banner of banners) {
    if (!byArea.has(banner.bereich)) byArea.set(banner.bereich, await areaRefusal(sql, actor, banner.bereich));
    const grund = byArea.get(banner.bereich);
    if (grund) refusals[banner.id] = grund;
  }
  return refusals;
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
