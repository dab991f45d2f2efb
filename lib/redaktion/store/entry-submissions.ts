// What residents send becomes a draft (issue 43, DESIGN.md section 11): a submission of a form that a collection
// takes (its `einsendung`, e.g. "Veranstaltung melden" for the events) arrives as a draft entry of that collection,
// owned by its office, for the office to check, complete and submit; an approver publishes it (four eyes: the
// website is its author, so any approver may). The sender's name and contact stay in the submission, which the inbox
// shows and deletes after its retention; the entry only names it.
import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '@/lib/db/database';
import { ALLE_SAMMLUNGEN, type SammlungName } from '@/lib/sammlungen/registry';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import { detailPath, slugify, titleOf } from '@/lib/sammlungen/entry-rules';
import { checkEntry } from '@/lib/redaktion/shared/check-entry';
import { withEntryVersion } from '@/lib/sammlungen/entry-shape';
import { schemas } from '@/lib/redaktion/shared/check-content';
import type { Actor } from '@/lib/redaktion/shared/types';
import type { Einsendung } from '@/lib/redaktion/shared/entry-types';
import { writeAudit } from './audit';
import { entryKind, officeOf } from './entries';
import { insertVersion } from './versions';

/** Who wrote a reported entry's first version: the website, for a resident. */
export const WEBSITE_ACTOR: Actor = { id: 'website', name: 'Einsendung über die Website', role: 'redaktion' };

type Values = Record<string, unknown>;

/** A form's text as the entry field's type wants it: a number from '5,50 €' (else left out), text trimmed. */
function coerce(entrySchema: Record<string, unknown>, field: string, value: unknown): unknown {
  const property = ((entrySchema.properties ?? {}) as Record<string, { type?: unknown }>)[field];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text) return undefined;
  if (property?.type === 'number' || property?.type === 'integer') {
    if (/^(frei|kostenlos|eintritt frei)$/i.test(text)) return 0;
    const number = Number(text.replace(/[^\d,.-]/g, '').replace(',', '.'));
    return Number.isFinite(number) && /\d/.test(text) ? number : undefined;
  }
  return text;
}

/** The entry's fields from the form's, by the collection's mapping; several form fields become paragraphs. */
export function entryFromSubmission(s: SammlungsDeklaration, values: Values): Values {
  const entrySchema = schemas.shared[s.schemaId] ?? {};
  const entry: Values = {};
  for (const [field, from] of Object.entries(s.einsendung?.felder ?? {})) {
    const value = Array.isArray(from)
      ? from
          .map((name) => (typeof values[name] === 'string' ? (values[name] as string).trim() : ''))
          .filter(Boolean)
          .join('\n\n')
      : values[from as string];
    const coerced = coerce(entrySchema, field, value);
    if (coerced !== undefined && coerced !== '') entry[field] = coerced;
  }
  return entry;
}

/** The collections that take this form's submissions. */
export const collectionsTaking = (form: string) => ALLE_SAMMLUNGEN.filter((s) => s.einsendung?.formular === form);

async function freeSlug(tx: Sql, s: SammlungsDeklaration, title: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const { rows } = await tx.query(
      `SELECT 1 FROM dokumente WHERE zustand = 'aktiv'
         AND ((art = 'eintrag' AND sammlung = $1 AND schluessel = $2) OR ($3::text IS NOT NULL AND pfad = $3))`,
      [s.name, slug, detailPath(s, slug)],
    );
    if (!rows.length) return slug;
  }
}

/**
 * A stored submission of `form` becomes a draft entry of every collection that takes it; returns their ids. Runs in
 * the submission's own request, after the submission is stored; a failure here never loses the submission.
 */
export async function draftsFromSubmission(
  db: Database,
  form: string,
  values: Values,
  eingangId: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const s of collectionsTaking(form)) {
    const content = withEntryVersion(s.name, entryFromSubmission(s, values));
    const id = randomUUID();
    const abteilung = await officeOf(db, s);
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sammlung:${s.name}`]);
      const { rows } = await tx.query<{ n: number }>(
        "SELECT coalesce(max(kennung), 0) + 1 AS n FROM dokumente WHERE art = 'eintrag' AND sammlung = $1",
        [s.name],
      );
      const kennung = Number(rows[0]!.n);
      const slug = await freeSlug(tx, s, titleOf(s, content) || s.eintrag);
      await tx.query(
        `INSERT INTO dokumente (id, art, sammlung, kennung, schluessel, pfad, abteilung)
         VALUES ($1, 'eintrag', $2, $3, $4, $5, $6)`,
        [id, s.name, kennung, slug, detailPath(s, slug), abteilung],
      );
      await insertVersion(tx, entryKind(s.name as SammlungName), id, content, checkEntry(s, content), WEBSITE_ACTOR, {
        kommentar: 'Über das Formular der Website gemeldet',
      });
      await tx.query('INSERT INTO eintrag_einsendungen (dokument_id, eingang_id, formular) VALUES ($1, $2, $3)', [
        id,
        eingangId,
        form,
      ]);
      await writeAudit(tx, WEBSITE_ACTOR, {
        aktion: 'eintrag_eingesendet',
        objektArt: 'eintrag',
        objektId: id,
        details: { sammlung: s.name, kennung, formular: form, eingang: eingangId },
      });
    });
    ids.push(id);
  }
  return ids;
}

/** Where an entry came from, when a resident reported it. */
export async function submissionOf(sql: Sql, dokumentId: string): Promise<Einsendung | null> {
  const { rows } = await sql.query<{ eingang_id: string; formular: string; eingegangen_am: Date | string }>(
    'SELECT eingang_id, formular, eingegangen_am FROM eintrag_einsendungen WHERE dokument_id = $1',
    [dokumentId],
  );
  const row = rows[0];
  return row
    ? { eingangId: row.eingang_id, formular: row.formular, eingegangenAm: new Date(row.eingegangen_am).toISOString() }
    : null;
}
