// Which office owns each form and booking kind, and how long its records are kept after they are done: kept like the
// page owners (lib/redaktion/store/page-owners.ts). content/redaktion/eingaenge.json is the seed; its rows are copied
// into the table eingangs_arten when missing (so a new form gets its row, and an admin's change stays), and admins
// change office and retention in the Redaktion (audit-logged). A form without an entry belongs to the default office.
import { getConfig } from '@/lib/config';
import { FORM_NAMES, type FormName } from '@/codegen/out/form-names';
import { forms } from '@/codegen/out/forms';
import { readContentJson } from '@/lib/content/content-files';
import type { Database, Sql } from '@/lib/db/database';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { DESK_TEXTE, type EingangsArt } from '@/lib/redaktion/shared/eingaenge';
import { RedaktionError, type Abteilung, type Actor } from '@/lib/redaktion/shared/types';
import { writeAudit } from './audit';

export interface ArtEinstellung {
  titel?: string;
  abteilung?: number;
  aufbewahrungTage?: number;
  /** Fields whose values make the list's one-line summary. */
  zusammenfassung?: string[];
  /** The field with the sender's name (default `name`). */
  name?: string;
  /** A form that offers the sender a note when it is done: the yes/no field, and the mail's words. */
  rueckmeldung?: { feld: string; betreff: string; text: string };
}

export interface DeskConfig {
  standard: { abteilung: number | null; aufbewahrungTage: number };
  arten: Partial<Record<string, ArtEinstellung>>;
}

export interface Amt extends Abteilung {
  email: string | null;
}

export const DEFAULT_RETENTION_DAYS = 90;

export async function readDeskConfig(contentDir = getConfig().contentDir): Promise<DeskConfig> {
  const raw = (await readContentJson(contentDir, ['redaktion', 'eingaenge'])) as Partial<DeskConfig> | undefined;
  return {
    standard: {
      abteilung: raw?.standard?.abteilung ?? null,
      aufbewahrungTage: raw?.standard?.aufbewahrungTage ?? DEFAULT_RETENTION_DAYS,
    },
    arten: raw?.arten ?? {},
  };
}

/** The offices with their mail addresses (content/api/cms/aemter.json). */
export async function readAemter(contentDir = getConfig().contentDir): Promise<Amt[]> {
  const answer = (await readContentJson(contentDir, ['api', 'cms', 'aemter'])) as
    { data?: { id: number; titel: string; email?: string }[] } | undefined;
  return (answer?.data ?? []).map((amt) => ({ id: Number(amt.id), name: amt.titel, email: amt.email ?? null }));
}

/** The name a form is listed under: its entry's title, else the schema's description up to the colon. */
export function artTitel(art: string, config: DeskConfig): string {
  const own = config.arten[art]?.titel;
  if (own) return own;
  const description = (forms as Record<string, { schema: { description?: string } }>)[art]?.schema.description ?? art;
  return description.split(':')[0]!.trim();
}

/** Copies the seed's rows that the table lacks (idempotent; several instances at once insert once). */
export async function ensureArten(sql: Sql, config: DeskConfig): Promise<void> {
  const rows = FORM_NAMES.map((art) => ({
    art,
    abteilung: config.arten[art]?.abteilung ?? config.standard.abteilung,
    tage: config.arten[art]?.aufbewahrungTage ?? config.standard.aufbewahrungTage,
  }));
  await sql.query(
    `INSERT INTO eingangs_arten (art, abteilung, aufbewahrung_tage)
     SELECT art, abteilung, tage FROM json_to_recordset($1::json) AS x(art text, abteilung int, tage int)
     ON CONFLICT (art) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** Every form and booking kind with its office and retention, as stored. */
export async function listArten(sql: Sql, config: DeskConfig, aemter: Abteilung[]): Promise<EingangsArt[]> {
  await ensureArten(sql, config);
  const { rows } = await sql.query<{ art: string; abteilung: number | null; aufbewahrung_tage: number }>(
    'SELECT art, abteilung, aufbewahrung_tage FROM eingangs_arten WHERE art = ANY($1::text[])',
    [[...FORM_NAMES]],
  );
  const byArt = new Map(rows.map((row) => [row.art, row]));
  return FORM_NAMES.map((art) => {
    const row = byArt.get(art);
    const abteilung = row?.abteilung ?? null;
    return {
      art,
      titel: artTitel(art, config),
      eingang: forms[art as FormName].eingang,
      abteilung: aemter.find((amt) => amt.id === abteilung) ?? null,
      aufbewahrungTage: row?.aufbewahrung_tage ?? DEFAULT_RETENTION_DAYS,
    };
  });
}

/** An admin changes a kind's office and retention; audit-logged with what it was before. */
export async function setArt(
  db: Database,
  actor: Actor,
  art: string,
  input: { abteilung?: unknown; aufbewahrungTage?: unknown },
  aemter: Abteilung[],
  config: DeskConfig,
): Promise<void> {
  requirePermission(actor, 'eingangsarten_aendern');
  if (!(FORM_NAMES as readonly string[]).includes(art)) throw new RedaktionError(404, DESK_TEXTE.formularesUnbekannt);
  const abteilung = input.abteilung;
  if (typeof abteilung !== 'number' || !aemter.some((amt) => amt.id === abteilung))
    throw new RedaktionError(422, DESK_TEXTE.amtUnbekannt, [], 'abteilung');
  const tage = input.aufbewahrungTage;
  if (typeof tage !== 'number' || !Number.isInteger(tage) || tage < 0 || tage > 3650)
    throw new RedaktionError(422, DESK_TEXTE.tageUngueltig, [], 'aufbewahrungTage');
  await ensureArten(db, config);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ abteilung: number | null; aufbewahrung_tage: number }>(
      'SELECT abteilung, aufbewahrung_tage FROM eingangs_arten WHERE art = $1 FOR UPDATE',
      [art],
    );
    await tx.query(
      'UPDATE eingangs_arten SET abteilung = $2, aufbewahrung_tage = $3, geaendert_am = now(), geaendert_von = $4 WHERE art = $1',
      [art, abteilung, tage, actor.name],
    );
    await writeAudit(tx, actor, {
      aktion: 'eingangsart_geaendert',
      objektArt: 'eingangsart',
      objektId: art,
      details: {
        vorher: { abteilung: rows[0]?.abteilung ?? null, aufbewahrungTage: rows[0]?.aufbewahrung_tage ?? null },
        nachher: { abteilung, aufbewahrungTage: tage },
      },
    });
  });
}

/** The forms (or booking kinds) of the offices an account may handle; null = every one (unlimited account). */
export function artenImBereich(arten: EingangsArt[], abteilungen: number[] | null): EingangsArt[] {
  return abteilungen === null ? arten : arten.filter((a) => a.abteilung && abteilungen.includes(a.abteilung.id));
}
