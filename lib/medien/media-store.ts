// The Redaktion's media library in the database (migration 090), so every instance serves every file: an upload is
// judged by its content (lib/medien/process-upload.ts), and its name may not claim another kind of file; alt text,
// the 'dekorativ' flag (then the alt text is empty, as decorative images need) and copyright per file; a file that a
// page or menu uses cannot be deleted, and the refusal names where it is used.
import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@/lib/db/database';
import { writeAudit } from '@/lib/redaktion/store/audit';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import { MEDIA_TEXTS, mediaUrl, type Medium, type MediumArt } from './media-types';
import { processUpload } from './process-upload';
import { formatDatumUhrzeit } from '@/lib/format/datum';
import { getMediaQuotaBytes } from '@/lib/config';

const MAX_LISTED = 500;

/** What a file's name says it is, where its ending is one the library knows. */
function kindByName(dateiname: string): MediumArt | null {
  const ending = /\.([a-z0-9]+)$/i.exec(dateiname)?.[1]?.toLowerCase();
  if (ending === 'pdf') return 'dokument';
  if (ending && ['jpg', 'jpeg', 'png', 'webp', 'jfif'].includes(ending)) return 'bild';
  return null;
}

/** A file name as it may be shown and stored: no path, no control characters, at most 200 characters. */
export function cleanFileName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw : '';
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) throw new RedaktionError(400, MEDIA_TEXTS.nameMissing);
  return clean.slice(0, 200);
}

/** A row of `medien` as read: the Medium's own fields, its uploader and time as the columns name them. */
type Row = Omit<Medium, 'hochgeladenVon' | 'hochgeladenAm' | 'url'> & {
  konto_name: string;
  hochgeladen_am: Date | string;
};

const COLUMNS =
  'id, art, mime, groesse, breite, hoehe, dateiname, alt, dekorativ, copyright, konto_name, hochgeladen_am';

const toMedium = (row: Row): Medium => ({
  id: row.id,
  art: row.art,
  mime: row.mime,
  groesse: row.groesse,
  breite: row.breite,
  hoehe: row.hoehe,
  dateiname: row.dateiname,
  alt: row.alt,
  dekorativ: row.dekorativ,
  copyright: row.copyright,
  hochgeladenVon: row.konto_name,
  hochgeladenAm: new Date(row.hochgeladen_am).toISOString(),
  url: mediaUrl(row.id, row.dateiname),
});

/**
 * Refuses (413) an upload that would take the account beyond its share of the library (MEDIA_QUOTA_MB): a stolen
 * session, or a script gone wrong, fills the shared database only so far. Counted in the transaction that stores the
 * file, one upload of an account at a time.
 */
async function requireQuota(tx: Sql, db: Database, actor: Actor, size: number): Promise<void> {
  if (db.kind === 'postgres') await tx.query("SELECT pg_advisory_xact_lock(hashtext('medien:' || $1))", [actor.id]);
  const { rows } = await tx.query<{ belegt: string }>(
    'SELECT coalesce(sum(groesse), 0)::text AS belegt FROM medien WHERE konto_id = $1',
    [actor.id],
  );
  const belegt = Number(rows[0]?.belegt ?? 0);
  const kontingent = getMediaQuotaBytes();
  if (belegt + size > kontingent) throw new RedaktionError(413, MEDIA_TEXTS.quota(belegt, kontingent, size));
}

/** Stores an upload, or refuses it in German and stores nothing. */
export async function uploadMedium(db: Database, actor: Actor, rawName: unknown, data: Buffer): Promise<Medium> {
  requirePermission(actor, 'medium_hochladen');
  const dateiname = cleanFileName(rawName);
  const judged = await processUpload(data);
  if (!judged.ok) throw new RedaktionError(422, judged.message);
  // The name's extension must fit what the file is: it is served under that name.
  const claimed = kindByName(dateiname);
  if (claimed && claimed !== judged.kind)
    throw new RedaktionError(422, MEDIA_TEXTS.nameMismatch(dateiname, judged.kind));
  if (!claimed) throw new RedaktionError(422, MEDIA_TEXTS.extensionMissing(dateiname, judged.kind));
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await requireQuota(tx, db, actor, judged.data.length);
    const { rows } = await tx.query<Row>(
      `INSERT INTO medien (id, art, mime, daten, groesse, breite, hoehe, dateiname, konto_id, konto_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [
        id,
        judged.kind,
        judged.mime,
        judged.data,
        judged.data.length,
        judged.width,
        judged.height,
        dateiname,
        actor.id,
        actor.name,
      ],
    );
    await writeAudit(tx, actor, {
      aktion: 'medium_hochgeladen',
      objektArt: 'medium',
      objektId: id,
      details: { dateiname, art: judged.kind, groesse: judged.data.length },
    });
    return toMedium(rows[0]!);
  });
}

/** The library, newest first; `suche` in file name, alt text and copyright; `art` images or documents only. */
export async function listMedia(sql: Sql, { suche = '', art }: { suche?: string; art?: MediumArt } = {}) {
  const term = suche.trim().slice(0, 200);
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM medien
     WHERE ($1 = '' OR strpos(lower(dateiname || ' ' || alt || ' ' || copyright), lower($1)) > 0)
       AND ($2::text IS NULL OR art = $2)
     ORDER BY hochgeladen_am DESC, id
     LIMIT ${MAX_LISTED}`,
    [term, art ?? null],
  );
  return rows.map(toMedium);
}

export async function getMedium(sql: Sql, id: string): Promise<Medium> {
  const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM medien WHERE id::text = $1`, [id]);
  if (!rows[0]) throw new RedaktionError(404, MEDIA_TEXTS.notFound);
  return toMedium(rows[0]);
}

/** The stored bytes of a file, for serving; null when there is none. */
export async function readMediumFile(
  sql: Sql,
  id: string,
): Promise<{ mime: string; dateiname: string; daten: Buffer } | null> {
  const { rows } = await sql.query<{ mime: string; dateiname: string; daten: Uint8Array }>(
    'SELECT mime, dateiname, daten FROM medien WHERE id::text = $1',
    [id],
  );
  const row = rows[0];
  return row ? { mime: row.mime, dateiname: row.dateiname, daten: Buffer.from(row.daten) } : null;
}

const text = (value: unknown, max: number, field: string, label: string): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new RedaktionError(400, `„${label}“ muss ein Text sein.`, [], field);
  if (value.length > max)
    throw new RedaktionError(422, `„${label}“ darf höchstens ${max} Zeichen lang sein.`, [], field);
  return value.trim();
};

/** Alt text, 'dekorativ' and copyright. A decorative image has an empty alt text; any other image needs one. */
export async function describeMedium(db: Database, actor: Actor, id: string, input: Record<string, unknown>) {
  requirePermission(actor, 'medium_aendern');
  const medium = await getMedium(db, id);
  const dekorativ = input.dekorativ === true;
  const alt = dekorativ ? '' : text(input.alt, 300, 'alt', 'Alternativtext');
  const copyright = text(input.copyright, 200, 'copyright', 'Copyright');
  if (medium.art === 'bild' && !dekorativ && !alt) throw new RedaktionError(422, MEDIA_TEXTS.altMissing, [], 'alt');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Row>(
      `UPDATE medien SET alt = $2, dekorativ = $3, copyright = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
      [medium.id, alt, dekorativ, copyright],
    );
    await writeAudit(tx, actor, {
      aktion: 'medium_beschrieben',
      objektArt: 'medium',
      objektId: medium.id,
      details: { alt, dekorativ, copyright },
    });
    return toMedium(rows[0]!);
  });
}

/**
 * Where the file is used: the live pages (newest or published version) and menus whose content names it, the pages
 * with a pending scheduled publication of a version that names it, and the banners not yet ended (drafts, submitted,
 * running or still to come) whose link names it. Deleting it would break each of them.
 */
export async function mediumUsage(sql: Sql, id: string): Promise<string[]> {
  const needle = `%/medien/${id}%`;
  const { rows } = await sql.query<{ ort: string; zeitpunkt: Date | string | null; text: string | null }>(
    `SELECT CASE s.art WHEN 'menue' THEN 'Menü ' || s.schluessel WHEN 'warnmeldung' THEN 'Warnmeldung'
                       ELSE coalesce(s.pfad, s.sammlung || ': ' || s.schluessel) END AS ort,
            NULL::timestamptz AS zeitpunkt, CASE WHEN s.art = 'warnmeldung' THEN v.inhalt->>'text' END AS text
     FROM dokumente s JOIN dokument_versionen v ON v.dokument_id = s.id
     WHERE s.zustand = 'aktiv' AND v.inhalt::text LIKE $1
       AND (v.id = s.veroeffentlichte_version
            OR v.id = (SELECT max(id) FROM dokument_versionen WHERE dokument_id = s.id))
       -- An ended banner no longer uses its link's file.
       AND NOT (s.art = 'warnmeldung'
                AND (v.zustand = 'archiviert' OR coalesce((v.inhalt->>'ende')::timestamptz <= now(), false)))
     UNION
     SELECT coalesce(s.pfad, s.sammlung || ': ' || s.schluessel), z.zeitpunkt, NULL::text FROM dokument_zeitplaene z
       JOIN dokumente s ON s.id = z.dokument_id JOIN dokument_versionen v ON v.id = z.version_id
     WHERE z.art = 'veroeffentlichen' AND z.ausgefuehrt_am IS NULL AND z.abgebrochen_am IS NULL
       AND v.inhalt::text LIKE $1`,
    [needle],
  );
  return [
    ...new Set(
      rows
        .map((row) =>
          row.zeitpunkt
            ? `${row.ort} (Veröffentlichung geplant am ${formatDatumUhrzeit(new Date(row.zeitpunkt))} Uhr)`
            : row.text !== null
              ? `Warnmeldung „${row.text.length > 60 ? `${row.text.slice(0, 59)}…` : row.text}“`
              : row.ort,
        )
        .sort((a, b) => a.localeCompare(b, 'de')),
    ),
  ];
}

/** Deletes a file nobody uses; a used one is refused with the places that use it. */
export async function deleteMedium(db: Database, actor: Actor, id: string): Promise<void> {
  requirePermission(actor, 'medium_aendern');
  const medium = await getMedium(db, id);
  const usage = await mediumUsage(db, medium.id);
  if (usage.length > 0) throw new RedaktionError(409, MEDIA_TEXTS.inUse(usage));
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM medien WHERE id = $1', [medium.id]);
    await writeAudit(tx, actor, {
      aktion: 'medium_geloescht',
      objektArt: 'medium',
      objektId: medium.id,
      details: { dateiname: medium.dateiname },
    });
  });
}

/** What the editor's pickers offer of the library: images (with their alt text) and PDFs as link targets. */
export async function pickerEntries(sql: Sql) {
  const media = await listMedia(sql);
  return {
    images: media
      .filter((m) => m.art === 'bild')
      // Page props are JSON: a size that is not known is left out, never undefined.
      .map((m) => ({
        src: m.url,
        alt: m.alt,
        copyright: m.copyright,
        ...(m.breite && m.hoehe ? { width: m.breite, height: m.hoehe } : {}),
      })),
    documents: media.filter((m) => m.art === 'dokument').map((m) => ({ pfad: m.url, titel: `PDF: ${m.dateiname}` })),
  };
}
