// Links that show a draft to someone without an account (issue 45; words and rules in
// lib/redaktion/shared/share-links.ts, table of migration 241). The token has 256 random bits and is stored only as
// its SHA-256 hash; a link is found by that hash through the unique index, so how long a lookup takes says nothing
// about how near a guess came. Wrong tokens are limited per address like the preview secret (10 in 15 minutes).
// Versions are read through the page store's own functions (page-versions.ts), so this module does not know their
// tables. Making and revoking a link are in the audit log; each use updates the link's last use and count.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Database, Sql } from '@/lib/db/database';
import { getSessionConfig } from '@/lib/config';
import { clientAddress } from '@/lib/http/client-address';
import { publishedMediaOf } from '@/lib/blocks/published-media';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import {
  BEZEICHNUNG_MAX,
  ENTWURFSLINK_TEXTE,
  MAX_GUELTIG_MS,
  standVon,
  type Entwurfslink,
  type EntwurfslinkArt,
} from '@/lib/redaktion/shared/share-links';
import { RedaktionError, type Actor, type SeiteInfo, type Version } from '@/lib/redaktion/shared/types';
import { blockedUntil, recordFailure } from '@/lib/session/rate-limit';
import { hashToken, newToken } from '@/lib/session/session-value';
import { writeAudit } from './audit';
import { getPageVersion, listPageVersions } from './page-versions';
import { getPageInfo } from './pages';

interface Row {
  id: string;
  ziel_art: EntwurfslinkArt;
  ziel_id: string;
  ziel_version: number | null;
  bezeichnung: string | null;
  erstellt_von_name: string;
  erstellt_am: Date | string;
  gueltig_bis: Date | string;
  widerrufen_von_name: string | null;
  widerrufen_am: Date | string | null;
  zuletzt_genutzt_am: Date | string | null;
  nutzungen: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toLink(row: Row, nummern: Map<number, number>, now: Date): Entwurfslink {
  const link = {
    id: row.id,
    ziel: { art: row.ziel_art, id: row.ziel_id, version: row.ziel_version ?? 0 },
    versionNummer: row.ziel_version === null ? null : (nummern.get(row.ziel_version) ?? null),
    bezeichnung: row.bezeichnung,
    erstellt: { von: row.erstellt_von_name, am: iso(row.erstellt_am) },
    gueltigBis: iso(row.gueltig_bis),
    widerrufen:
      row.widerrufen_am && row.widerrufen_von_name
        ? { von: row.widerrufen_von_name, am: iso(row.widerrufen_am) }
        : null,
    zuletztGenutzt: row.zuletzt_genutzt_am ? iso(row.zuletzt_genutzt_am) : null,
    nutzungen: row.nutzungen,
  };
  return { ...link, stand: standVon(link, now) };
}

/** The moment a new link ends: `gueltigStunden` (1 to 720) from now, or `gueltigBis` (ISO 8601), at most 30 days. */
export function parseValidity(body: Record<string, unknown>, now: Date = new Date()): Date {
  const hours = body.gueltigStunden;
  const until =
    typeof hours === 'number' && Number.isInteger(hours) && hours > 0
      ? new Date(now.getTime() + hours * 3_600_000)
      : typeof body.gueltigBis === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(body.gueltigBis)
        ? new Date(body.gueltigBis)
        : null;
  if (!until || Number.isNaN(until.getTime()))
    throw new RedaktionError(422, ENTWURFSLINK_TEXTE.gueltigkeitFehlt, [], 'gueltigStunden');
  if (until.getTime() <= now.getTime())
    throw new RedaktionError(422, ENTWURFSLINK_TEXTE.gueltigkeitVorbei, [], 'gueltigStunden');
  if (until.getTime() - now.getTime() > MAX_GUELTIG_MS)
    throw new RedaktionError(422, ENTWURFSLINK_TEXTE.gueltigkeitZuLang, [], 'gueltigStunden');
  return until;
}

export interface NewShareLink {
  versionId: number;
  /** `gueltigStunden` or `gueltigBis`, as parseValidity reads them. */
  gueltigkeit: Record<string, unknown>;
  bezeichnung?: string;
}

/**
 * Makes a link to one version of the page, for whoever may share the page (the permission table's `entwurf_teilen`,
 * with the account's editing rights per department checked by the page actions' shell). Returns the token once.
 */
export async function createShareLink(
  db: Database,
  actor: Actor,
  seiteId: string,
  { versionId, gueltigkeit, bezeichnung }: NewShareLink,
  now: Date = new Date(),
): Promise<{ link: Entwurfslink; token: string }> {
  const page = await getPageInfo(db, seiteId);
  requirePermission(actor, 'entwurf_teilen', page.status);
  const version = await getPageVersion(db, seiteId, versionId);
  const gueltigBis = parseValidity(gueltigkeit, now);
  if (bezeichnung && bezeichnung.length > BEZEICHNUNG_MAX)
    throw new RedaktionError(422, ENTWURFSLINK_TEXTE.bezeichnungZuLang, [], 'bezeichnung');
  const token = newToken();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO entwurfslinks (id, token_hash, ziel_art, ziel_id, ziel_version, bezeichnung, erstellt_von_id,
         erstellt_von_name, erstellt_am, gueltig_bis)
       VALUES ($1, $2, 'seite', $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        hashToken(token),
        seiteId,
        version.id,
        bezeichnung || null,
        actor.id,
        actor.name,
        now.toISOString(),
        gueltigBis.toISOString(),
      ],
    );
    await writeAudit(tx, actor, {
      aktion: 'entwurfslink_erstellt',
      objektArt: 'seite',
      objektId: seiteId,
      details: {
        link: id,
        version: version.nummer,
        gueltigBis: gueltigBis.toISOString(),
        bezeichnung: bezeichnung ?? null,
      },
    });
  });
  const [link] = await listShareLinks(db, seiteId, { id }, now);
  return { link: link!, token };
}

/** The page's links, newest first (revoked and expired ones too). */
export async function listShareLinks(
  sql: Sql,
  seiteId: string,
  { id }: { id?: string } = {},
  now: Date = new Date(),
): Promise<Entwurfslink[]> {
  const { rows } = await sql.query<Row>(
    `SELECT * FROM entwurfslinks WHERE ziel_art = 'seite' AND ziel_id = $1 AND ($2::uuid IS NULL OR id = $2)
     ORDER BY erstellt_am DESC, id`,
    [seiteId, id ?? null],
  );
  if (!rows.length) return [];
  const nummern = new Map((await listPageVersions(sql, seiteId)).map((v) => [v.id, v.nummer]));
  return rows.map((row) => toLink(row, nummern, now));
}

/** Ends a link at once; refused for a link of another page or one already revoked. */
export async function revokeShareLink(
  db: Database,
  actor: Actor,
  seiteId: string,
  linkId: string,
  now: Date = new Date(),
): Promise<Entwurfslink> {
  const page = await getPageInfo(db, seiteId);
  requirePermission(actor, 'entwurfslink_widerrufen', page.status);
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!UUID.test(linkId)) throw new RedaktionError(404, ENTWURFSLINK_TEXTE.linkFehlt);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ widerrufen_am: Date | null }>(
      `SELECT widerrufen_am FROM entwurfslinks WHERE id = $1 AND ziel_art = 'seite' AND ziel_id = $2 FOR UPDATE`,
      [linkId, seiteId],
    );
    if (!rows[0]) throw new RedaktionError(404, ENTWURFSLINK_TEXTE.linkFehlt);
    if (rows[0].widerrufen_am) throw new RedaktionError(409, ENTWURFSLINK_TEXTE.schonWiderrufen);
    await tx.query('UPDATE entwurfslinks SET widerrufen_am = $2, widerrufen_von_name = $3 WHERE id = $1', [
      linkId,
      now.toISOString(),
      actor.name,
    ]);
    await writeAudit(tx, actor, {
      aktion: 'entwurfslink_widerrufen',
      objektArt: 'seite',
      objektId: seiteId,
      details: { link: linkId },
    });
  });
  const [link] = await listShareLinks(db, seiteId, { id: linkId }, now);
  return link!;
}

/** What a token opens. `gesperrt`: too many wrong tokens came from this address (until `bis`). */
export type OpenedShareLink =
  | { stand: 'gueltig'; link: Entwurfslink; seite: SeiteInfo; version: Version }
  | { stand: 'abgelaufen' | 'widerrufen'; link: Entwurfslink }
  | { stand: 'unbekannt' }
  | { stand: 'gesperrt'; bis: Date };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const addressKey = (req: Pick<IncomingMessage, 'headers' | 'socket'>) =>
  `entwurfslink:adresse:${clientAddress(req, getSessionConfig().trustProxy)}`;

async function rowOfToken(sql: Sql, token: string): Promise<Row | null> {
  const { rows } = await sql.query<Row>('SELECT * FROM entwurfslinks WHERE token_hash = $1', [hashToken(token)]);
  return rows[0] ?? null;
}

/**
 * Looks a token up for a visitor (no session). A token that opens no link counts against the address; a valid one
 * records its use. A link of a page deleted since answers as revoked: the draft is no longer there to see.
 */
export async function openShareLink(
  sql: Sql,
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  token: unknown,
  now: Date = new Date(),
): Promise<OpenedShareLink> {
  const key = [addressKey(req)];
  const blocked = await blockedUntil(sql, key, now);
  if (blocked) return { stand: 'gesperrt', bis: blocked };
  const row = typeof token === 'string' && TOKEN.test(token) ? await rowOfToken(sql, token) : null;
  if (!row) {
    await recordFailure(sql, key, now);
    const until = await blockedUntil(sql, key, now);
    return until ? { stand: 'gesperrt', bis: until } : { stand: 'unbekannt' };
  }
  const seite = await getPageInfo(sql, row.ziel_id);
  const [link] = (await listShareLinks(sql, row.ziel_id, { id: row.id }, now)) as [Entwurfslink];
  if (link.stand !== 'gueltig') return { stand: link.stand, link };
  if (seite.status === 'archiviert') return { stand: 'widerrufen', link };
  await sql.query('UPDATE entwurfslinks SET zuletzt_genutzt_am = $2, nutzungen = nutzungen + 1 WHERE id = $1', [
    row.id,
    now.toISOString(),
  ]);
  const version = await getPageVersion(sql, row.ziel_id, row.ziel_version!);
  return {
    stand: 'gueltig',
    link: { ...link, zuletztGenutzt: now.toISOString(), nutzungen: link.nutzungen + 1 },
    seite,
    version,
  };
}

/**
 * May the holder of a shared draft's token read this library file? Only while the link is valid and its version
 * names the file. A token that opens no link counts against the address, as on the draft's page.
 */
export async function shareLinkReadsMedium(
  sql: Sql,
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  token: unknown,
  mediumId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const key = [addressKey(req)];
  if (await blockedUntil(sql, key, now)) return false;
  const row = typeof token === 'string' && TOKEN.test(token) ? await rowOfToken(sql, token) : null;
  if (!row) {
    await recordFailure(sql, key, now);
    return false;
  }
  if (row.widerrufen_am || new Date(row.gueltig_bis).getTime() <= now.getTime() || row.ziel_version === null)
    return false;
  const version = await getPageVersion(sql, row.ziel_id, row.ziel_version);
  // The files the draft would make public once published: those it shows, read as the publication reads them.
  return publishedMediaOf({ art: 'seite', ownerId: row.ziel_id, inhalt: version.inhalt }).includes(mediumId);
}
