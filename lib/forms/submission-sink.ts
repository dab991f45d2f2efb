// Where a valid submission goes: FORM_SERVICE_URL set = the hosted form-database service (view id
// and field numbers from the mapping file, as the bookings), unset = the embedded database
// (table formular_eingaenge). The rate limit lives in the database in both modes.
import { randomUUID } from 'node:crypto';
import { getConfig, type Config } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { collectionsTaking, draftsFromSubmission } from '@/lib/redaktion/store/entry-submissions';
import { formServiceMappingFile } from '@/lib/services/automation';
import { loadFormServiceMapping } from '@/lib/services/forms/form-service-mapping';
import { createHttpFormService, type FormServiceClient } from '@/lib/services/forms/http-form-service';

export interface SubmissionSink {
  /** Stores or forwards one validated submission; returns its id. */
  submit(form: string, values: Record<string, unknown>): Promise<string>;
}

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

/** The form service gets the values plus the submission's id (`uuid`), like a booking request. */
export function createFormServiceSink(client: FormServiceClient): SubmissionSink {
  return {
    async submit(form, values) {
      const uuid = randomUUID();
      await client.submit(form, { ...values, uuid });
      return uuid;
    },
  };
}

export function createSubmissionSink(
  config: Config,
  mappingFile = formServiceMappingFile(config),
  database: () => Promise<Database> = getDatabase,
): SubmissionSink {
  if (!config.formServiceUrl) return createEmbeddedSink(database);
  return createFormServiceSink(
    createHttpFormService(config.formServiceUrl, loadFormServiceMapping(mappingFile), config.upstreamTimeoutMs),
  );
}

let sink: SubmissionSink | undefined;

export function getSubmissionSink(): SubmissionSink {
  sink ??= createSubmissionSink(getConfig());
  return sink;
}
