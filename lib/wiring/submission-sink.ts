// Where a valid submission goes: FORM_SERVICE_URL set = the hosted form-database service (view id
// and field numbers from the mapping file, as the bookings), unset = the embedded inbox
// (lib/redaktion/store/submission-inbox.ts). The rate limit lives in the database in both modes.
import { randomUUID } from 'node:crypto';
import { getConfig, type Config } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import type { SubmissionSink } from '@/lib/forms/submit-form';
import { createEmbeddedSink } from '@/lib/redaktion/store/submission-inbox';
import { formServiceMappingFile } from './automation';
import { loadFormServiceMapping } from '@/lib/services/forms/form-service-mapping';
import { createHttpFormService, type FormServiceClient } from '@/lib/services/forms/http-form-service';

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
