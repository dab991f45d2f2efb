// The alert banners of the site (lib/redaktion/shared/warnmeldung.ts), documents of the one stored model (migration
// 300): written as a draft (a version), submitted, published by an approver whose text it is not (four eyes by content:
// every author of an unpublished draft counts), ended by an approver. In an emergency an approver publishes at once,
// alone, with links to this site only; the version then shows as awaiting its second approval and ends by itself
// after EMERGENCY_BANNER_HOURS (`notfall_ende`) unless another approver confirms it first. An account limited to some
// offices covers only areas within its limit (./page-scope.ts), at every step. Every step is in the audit log with
// what the banner says and where. A banner changes every page it covers, so each public step says so (`aenderung`);
// its start and end are moments of its publication (lib/redaktion/store/moments.ts announces each once).
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
import {
  auditIdOf,
  insertVersion,
  lockOwner,
  markPublished,
  publishVersion,
  saveVersion,
  withdrawPublication,
  type VersionedKind,
} from './versions';
import { submitVersion } from './workflow';
import { VISIBLE_BANNERS } from './visible-banners';

const BEREICH = /^\/de(?:\/[a-z0-9äöüß][a-z0-9äöüß_-]*)*$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** An alert banner as a document of the one stored model. */
export const BANNER_KIND: VersionedKind = {
  art: 'warnmeldung',
  noun: 'die Warnmeldung',
  key: 'id',
  einreichung: true,
  // A banner's fields have no versions of their shape (yet): read as stored.
  migrate: (stored) => stored,
  rechte: {
    speichern: 'warnmeldung_schreiben',
    wiederherstellen: 'warnmeldung_schreiben',
    veroeffentlichen: 'warnmeldung_freigeben',
    zuruecknehmen: 'warnmeldung_beenden',
  },
};

/** What a banner's version holds. */
interface Inhalt {
  text: string;
  stufe: Stufe;
  link: { href: string; text: string } | null;
  bereich: string;
  beginn: string;
  ende: string | null;
}

interface Row {
  id: string;
  veroeffentlichte_version: number | null;
  v_id: number;
  inhalt: Inhalt;
  v_zustand: string;
  autor_id: string;
  autor_name: string;
  inhalt_von: string[];
  erstellt_am: Date | string;
  freigegeben_von_id: string | null;
  freigegeben_von_name: string | null;
  veroeffentlicht_am: Date | string | null;
  notfall: boolean;
  bestaetigt_von_name: string | null;
  bestaetigt_am: Date | string | null;
  /** An unconfirmed emergency publication's automatic end. */
  notfall_ende: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function zustandOf(row: Row): Warnmeldung['zustand'] {
  if (row.veroeffentlichte_version === row.v_id) return 'veroeffentlicht';
  if (row.v_zustand === 'archiviert') return 'beendet';
  return row.v_zustand === 'zur_freigabe' ? 'zur_freigabe' : 'entwurf';
}

function toWarnmeldung(row: Row): Warnmeldung {
  const { inhalt } = row;
  const published = row.veroeffentlichte_version === row.v_id || row.v_zustand === 'archiviert';
  return {
    id: row.id,
    text: inhalt.text,
    stufe: inhalt.stufe,
    link: inhalt.link ?? null,
    bereich: inhalt.bereich,
    beginn: iso(inhalt.beginn),
    // An unconfirmed emergency banner ends by itself; the end its author asked for counts once confirmed.
    ende: row.notfall_ende ? iso(row.notfall_ende) : inhalt.ende ? iso(inhalt.ende) : null,
    endeGewuenscht: inhalt.ende ? iso(inhalt.ende) : null,
    zustand: zustandOf(row),
    autor: { id: row.autor_id, name: row.autor_name },
    inhaltVon: row.inhalt_von.length ? row.inhalt_von : [row.autor_id],
    freigabe:
      published && row.freigegeben_von_name && row.veroeffentlicht_am
        ? { von: row.freigegeben_von_name, am: iso(row.veroeffentlicht_am) }
        : null,
    notfall: row.notfall,
    bestaetigt:
      row.bestaetigt_von_name && row.bestaetigt_am
        ? { von: row.bestaetigt_von_name, am: iso(row.bestaetigt_am) }
        : null,
    geaendertAm: iso(row.erstellt_am),
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

/** Each banner with its newest version (a published banner's newest version is the published one). */
const SELECT = `SELECT d.id, d.veroeffentlichte_version, v.id AS v_id, v.inhalt, v.zustand AS v_zustand, v.autor_id,
    v.autor_name, v.inhalt_von, v.erstellt_am, v.freigegeben_von_id, v.freigegeben_von_name, v.veroeffentlicht_am,
    v.notfall, v.bestaetigt_von_name, v.bestaetigt_am, v.notfall_ende
  FROM dokumente d JOIN LATERAL (
    SELECT * FROM dokument_versionen WHERE dokument_id = d.id ORDER BY nummer DESC LIMIT 1
  ) v ON true
  WHERE d.art = 'warnmeldung' AND d.zustand = 'aktiv'`;

/** Every banner, the newest first (the Redaktion's list). */
export async function listWarnmeldungen(sql: Sql): Promise<Warnmeldung[]> {
  const { rows } = await sql.query<Row>(`${SELECT} ORDER BY v.erstellt_am DESC LIMIT 200`);
  return rows.map(toWarnmeldung);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NO_SUCH_BANNER = 'Diese Warnmeldung gibt es nicht.';

/** Anything but a UUID names no banner (404, never a database error). */
function requireBannerId(id: string): void {
  if (!UUID.test(id)) throw new RedaktionError(404, NO_SUCH_BANNER);
}

async function readBanner(sql: Sql, id: string): Promise<{ banner: Warnmeldung; row: Row }> {
  requireBannerId(id);
  const { rows } = await sql.query<Row>(`${SELECT} AND d.id = $1`, [id]);
  if (!rows[0]) throw new RedaktionError(404, NO_SUCH_BANNER);
  return { banner: toWarnmeldung(rows[0]), row: rows[0] };
}

/** The banners visitors see now, on any page (each page shows those whose area covers it). */
export async function visibleWarnmeldungen(sql: Sql): Promise<SichtbareWarnmeldung[]> {
  const { rows } = await sql.query<{ id: string; inhalt: Inhalt }>(
    `SELECT id, inhalt FROM (${VISIBLE_BANNERS}) w
     ORDER BY array_position(ARRAY['gefahr', 'warnung', 'hinweis', 'information'], w.inhalt->>'stufe'),
              (w.inhalt->>'beginn')::timestamptz DESC`,
  );
  return rows.map(({ id, inhalt }) => ({
    id,
    text: inhalt.text,
    stufe: inhalt.stufe,
    link: inhalt.link ?? null,
    bereich: inhalt.bereich,
  }));
}

const change = (bereich: string): Aenderung => ({ art: 'warnmeldung', bereich });

const toInhalt = (input: WarnmeldungInput): Inhalt => ({
  text: input.text,
  stufe: input.stufe,
  link: input.link,
  bereich: input.bereich,
  beginn: input.beginn.toISOString(),
  ende: input.ende?.toISOString() ?? null,
});

const NO_FINDINGS = () => ({ fehler: 0, meldungen: [] });

/** What a banner says and where, as the audit log keeps it (every step names it, so a log alone tells the story). */
const described = (banner: Inhalt | Warnmeldung) => ({
  text: banner.text,
  stufe: banner.stufe,
  link: banner.link,
  bereich: banner.bereich,
  beginn: new Date(banner.beginn).toISOString(),
  ende: banner.ende ? new Date(banner.ende).toISOString() : null,
});

/**
 * A new draft, or a changed one (only drafts change: a new version, whose content is also its earlier drafts'
 * authors', four eyes by content).
 */
export async function saveWarnmeldung(db: Database, actor: Actor, id: string | null, body: Record<string, unknown>) {
  requirePermission(actor, 'warnmeldung_schreiben');
  const inhalt = toInhalt(checkWarnmeldung(body));
  await requireAreaInScope(db, actor, inhalt.bereich);
  if (id) {
    const { banner } = await readBanner(db, id);
    await requireAreaInScope(db, actor, banner.bereich);
    if (banner.zustand !== 'entwurf') throw new RedaktionError(409, T.notEditable);
    const { unveraendert } = await saveVersion(db, BANNER_KIND, actor, id, inhalt, NO_FINDINGS, {
      aktion: 'warnmeldung_geaendert',
    });
    if (unveraendert) return banner;
    return (await readBanner(db, id)).banner;
  }
  const bannerId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO dokumente (id, art) VALUES ($1, 'warnmeldung')", [bannerId]);
    await insertVersion(tx, BANNER_KIND, bannerId, inhalt, NO_FINDINGS(), actor, { kommentar: 'Neue Warnmeldung' });
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_angelegt',
      objektArt: 'warnmeldung',
      objektId: bannerId,
      details: described(inhalt),
    });
  });
  return (await readBanner(db, bannerId)).banner;
}

/** Entwurf -> zur Freigabe. */
export async function submitWarnmeldung(db: Database, actor: Actor, id: string): Promise<Warnmeldung> {
  requirePermission(actor, 'warnmeldung_schreiben');
  const { banner, row } = await readBanner(db, id);
  await requireAreaInScope(db, actor, banner.bereich);
  if (banner.zustand !== 'entwurf') throw new RedaktionError(409, T.notEditable);
  await submitVersion(db, actor, BANNER_KIND, id, row.v_id);
  return (await readBanner(db, id)).banner;
}

/** Zur Freigabe -> veröffentlicht, by an approver whose text it is not (always: banners have no four-eyes switch). */
export async function publishWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_freigeben');
  const { banner, row } = await readBanner(db, id);
  await requireAreaInScope(db, actor, banner.bereich);
  if (banner.zustand !== 'zur_freigabe') throw new RedaktionError(409, T.notSubmitted);
  if (row.inhalt_von.includes(actor.id)) throw new RedaktionError(403, T.ownText);
  await publishVersion(db, BANNER_KIND, actor, id, row.v_id, NO_FINDINGS);
  return { warnmeldung: (await readBanner(db, id)).banner, aenderung: change(banner.bereich) };
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
  requireBannerId(id);
  const banner = await db.transaction(async (tx) => {
    const owner = await lockOwner(tx, BANNER_KIND, id);
    const { banner, row } = await readBanner(tx, id);
    await requireAreaInScope(tx, actor, banner.bereich);
    if (banner.zustand !== 'entwurf' && banner.zustand !== 'zur_freigabe') throw new RedaktionError(409, T.notEditable);
    if (banner.link && !isSitePathLink(banner.link.href)) throw new RedaktionError(409, T.emergencyExternalLink);
    await markPublished(tx, BANNER_KIND, actor, id, row.v_id, { notfall: true });
    // Its automatic end is a moment of the publication too: every instance takes the banner off then.
    const { rows } = await tx.query<{ notfall_ende: Date | string }>(
      `UPDATE dokument_versionen
       SET notfall_ende = least((inhalt->>'ende')::timestamptz,
                                greatest((inhalt->>'beginn')::timestamptz, now()) + $2 * interval '1 millisecond')
       WHERE id = $1 RETURNING notfall_ende`,
      [row.v_id, notfallMs],
    );
    await tx.query(
      `INSERT INTO dokument_zeitpunkte (dokument_id, version_id, zeitpunkt) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [id, row.v_id, rows[0]!.notfall_ende],
    );
    const published = (await readBanner(tx, id)).banner;
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_notfall',
      objektArt: 'warnmeldung',
      objektId: auditIdOf(owner),
      details: { ...described(published), endeGewuenscht: published.endeGewuenscht, zweiteFreigabe: 'ausstehend' },
    });
    return banner;
  });
  return { warnmeldung: (await readBanner(db, id)).banner, aenderung: change(banner.bereich) };
}

/**
 * The second approval of an emergency publication, by another approver whose content it does not carry, before it
 * ended by itself: the end its author asked for counts from then on.
 */
export async function confirmWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_bestaetigen');
  requireBannerId(id);
  const banner = await db.transaction(async (tx) => {
    await lockOwner(tx, BANNER_KIND, id);
    const { banner, row } = await readBanner(tx, id);
    await requireAreaInScope(tx, actor, banner.bereich);
    if (banner.zustand !== 'veroeffentlicht' || !banner.notfall || banner.bestaetigt)
      throw new RedaktionError(409, T.notEmergency);
    if (row.freigegeben_von_id === actor.id || row.inhalt_von.includes(actor.id))
      throw new RedaktionError(403, T.ownEmergency);
    if (row.notfall_ende && new Date(row.notfall_ende).getTime() <= Date.now())
      throw new RedaktionError(409, T.emergencyExpired);
    await tx.query(
      `UPDATE dokument_versionen SET bestaetigt_von_id = $2, bestaetigt_von_name = $3, bestaetigt_am = now(),
         notfall_ende = NULL WHERE id = $1`,
      [row.v_id, actor.id, actor.name],
    );
    // The end its author asked for is a moment of the publication already (written when it was published).
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_bestaetigt',
      objektArt: 'warnmeldung',
      objektId: id,
      details: described(banner),
    });
    return banner;
  });
  // Its end may have moved: every page of its area is made again.
  return { warnmeldung: (await readBanner(db, id)).banner, aenderung: change(banner.bereich) };
}

/** Veröffentlicht -> beendet: off every page at once. */
export async function endWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_beenden');
  requireBannerId(id);
  const banner = await db.transaction(async (tx) => {
    await lockOwner(tx, BANNER_KIND, id, { actor, aktion: 'warnmeldung_beenden' });
    const { banner } = await readBanner(tx, id);
    await requireAreaInScope(tx, actor, banner.bereich);
    if (banner.zustand !== 'veroeffentlicht') throw new RedaktionError(409, T.notPublished);
    await withdrawPublication(tx, BANNER_KIND, id);
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_beendet',
      objektArt: 'warnmeldung',
      objektId: id,
      details: described(banner),
    });
    return banner;
  });
  return { warnmeldung: (await readBanner(db, id)).banner, aenderung: change(banner.bereich) };
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

/** What a banner's moment changes: every page of its area. */
export async function bannerChange(sql: Sql, id: string): Promise<Aenderung | null> {
  const { rows } = await sql.query<{ bereich: string | null }>(
    `SELECT v.inhalt->>'bereich' AS bereich FROM dokument_versionen v WHERE v.dokument_id = $1
     ORDER BY v.nummer DESC LIMIT 1`,
    [id],
  );
  return rows[0]?.bereich ? change(rows[0].bereich) : null;
}
