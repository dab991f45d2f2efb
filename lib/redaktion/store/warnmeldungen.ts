// The alert banners of the site (lib/redaktion/shared/warnmeldung.ts), documents of the one stored model (migration
// 300): written as a draft (a version), submitted, published by an approver whose text it is not (four eyes by content:
// every author of an unpublished draft counts), ended by an approver. In an emergency an approver publishes at once,
// alone; the version then shows as awaiting its second approval until another approver confirms it. Every step is in
// the audit log. A banner changes every page it covers, so each public step says so (`aenderung`); its start and end
// are moments of its publication (lib/redaktion/store/moments.ts announces each once).
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
    ende: inhalt.ende ? iso(inhalt.ende) : null,
    zustand: zustandOf(row),
    autor: { id: row.autor_id, name: row.autor_name },
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

/** Each banner with its newest version (a published banner's newest version is the published one). */
const SELECT = `SELECT d.id, d.veroeffentlichte_version, v.id AS v_id, v.inhalt, v.zustand AS v_zustand, v.autor_id,
    v.autor_name, v.inhalt_von, v.erstellt_am, v.freigegeben_von_id, v.freigegeben_von_name, v.veroeffentlicht_am,
    v.notfall, v.bestaetigt_von_name, v.bestaetigt_am
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

async function readBanner(sql: Sql, id: string): Promise<{ banner: Warnmeldung; row: Row }> {
  const { rows } = UUID.test(id) ? await sql.query<Row>(`${SELECT} AND d.id = $1`, [id]) : { rows: [] };
  if (!rows[0]) throw new RedaktionError(404, 'Diese Warnmeldung gibt es nicht.');
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

/**
 * A new draft, or a changed one (only drafts change: a new version, whose content is also its earlier drafts'
 * authors', four eyes by content).
 */
export async function saveWarnmeldung(db: Database, actor: Actor, id: string | null, body: Record<string, unknown>) {
  requirePermission(actor, 'warnmeldung_schreiben');
  const inhalt = toInhalt(checkWarnmeldung(body));
  if (id) {
    const { banner } = await readBanner(db, id);
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
      details: { text: inhalt.text, stufe: inhalt.stufe },
    });
  });
  return (await readBanner(db, bannerId)).banner;
}

/** Entwurf -> zur Freigabe. */
export async function submitWarnmeldung(db: Database, actor: Actor, id: string): Promise<Warnmeldung> {
  requirePermission(actor, 'warnmeldung_schreiben');
  const { banner, row } = await readBanner(db, id);
  if (banner.zustand !== 'entwurf') throw new RedaktionError(409, T.notEditable);
  await submitVersion(db, actor, BANNER_KIND, id, row.v_id);
  return (await readBanner(db, id)).banner;
}

/** Zur Freigabe -> veröffentlicht, by an approver whose text it is not (always: banners have no four-eyes switch). */
export async function publishWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_freigeben');
  const { banner, row } = await readBanner(db, id);
  if (banner.zustand !== 'zur_freigabe') throw new RedaktionError(409, T.notSubmitted);
  if (row.inhalt_von.includes(actor.id)) throw new RedaktionError(403, T.ownText);
  await publishVersion(db, BANNER_KIND, actor, id, row.v_id, NO_FINDINGS);
  return { warnmeldung: (await readBanner(db, id)).banner, aenderung: change(banner.bereich) };
}

/** The emergency path: an approver publishes at once, alone; the banner awaits a second approval, visibly. */
export async function publishWarnmeldungNow(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_notfall');
  const banner = await db.transaction(async (tx) => {
    const owner = await lockOwner(tx, BANNER_KIND, id);
    const { banner, row } = await readBanner(tx, id);
    if (banner.zustand !== 'entwurf' && banner.zustand !== 'zur_freigabe') throw new RedaktionError(409, T.notEditable);
    await markPublished(tx, BANNER_KIND, actor, id, row.v_id, { notfall: true });
    await writeAudit(tx, actor, {
      aktion: 'warnmeldung_notfall',
      objektArt: 'warnmeldung',
      objektId: auditIdOf(owner),
      details: { text: banner.text, zweiteFreigabe: 'ausstehend' },
    });
    return banner;
  });
  return { warnmeldung: (await readBanner(db, id)).banner, aenderung: change(banner.bereich) };
}

/** The second approval of an emergency publication, by another approver. */
export async function confirmWarnmeldung(db: Database, actor: Actor, id: string): Promise<Warnmeldung> {
  requirePermission(actor, 'warnmeldung_bestaetigen');
  await db.transaction(async (tx) => {
    await lockOwner(tx, BANNER_KIND, id);
    const { banner, row } = await readBanner(tx, id);
    if (banner.zustand !== 'veroeffentlicht' || !banner.notfall || banner.bestaetigt)
      throw new RedaktionError(409, T.notEmergency);
    if (row.freigegeben_von_id === actor.id || row.inhalt_von.includes(actor.id))
      throw new RedaktionError(403, T.ownEmergency);
    await tx.query(
      'UPDATE dokument_versionen SET bestaetigt_von_id = $2, bestaetigt_von_name = $3, bestaetigt_am = now() WHERE id = $1',
      [row.v_id, actor.id, actor.name],
    );
    await writeAudit(tx, actor, { aktion: 'warnmeldung_bestaetigt', objektArt: 'warnmeldung', objektId: id });
  });
  return (await readBanner(db, id)).banner;
}

/** Veröffentlicht -> beendet: off every page at once. */
export async function endWarnmeldung(db: Database, actor: Actor, id: string) {
  requirePermission(actor, 'warnmeldung_beenden');
  const banner = await db.transaction(async (tx) => {
    await lockOwner(tx, BANNER_KIND, id, { actor, aktion: 'warnmeldung_beenden' });
    const { banner } = await readBanner(tx, id);
    if (banner.zustand !== 'veroeffentlicht') throw new RedaktionError(409, T.notPublished);
    await withdrawPublication(tx, BANNER_KIND, id);
    await writeAudit(tx, actor, { aktion: 'warnmeldung_beendet', objektArt: 'warnmeldung', objektId: id });
    return banner;
  });
  return { warnmeldung: (await readBanner(db, id)).banner, aenderung: change(banner.bereich) };
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
