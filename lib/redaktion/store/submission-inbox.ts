// The embedded inbox of the forms (table formular_eingaenge), which the desk reads: every valid submission is kept;
// a form that a collection takes (an event reported by a resident) also arrives there as a draft entry for the office.
import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import type { SubmissionSink } from '@/lib/forms/submit-form';
import { collectionsTaking, draftsFromSubmission } from './entry-submissions';

export async function storeSubmission(
  db: Database,
  form: string,
  values: Record<string, unknown>,
  id: string = randomUUID(),
): Promise<string> {
  await db.query('INSERT INTO formular_eingaenge (id, formular, daten) VALUES ($1, $2, $3)', [
    id,
    form,
    JSON.stringify(values),
  ]);
  return id;
}

/**
 * The embedded mode stores the submission; a form that a collection takes (an event reported by a resident) also
 * arrives there as a draft entry for the office. Its failure is reported and never loses the submission.
 */
export function createEmbeddedSink(database: () => Promise<Database>): SubmissionSink {
  return {
    async submit(form, values) {
      const db = await database();
      const id = await storeSubmission(db, form, values);
      if (collectionsTaking(form).length)
        await draftsFromSubmission(db, form, values, id).catch((error: unknown) =>
          reportError(error, { message: `Einsendung ${form}: kein Entwurf angelegt`, tags: { formular: form } }),
        );
      return id;
    },
  };
}
