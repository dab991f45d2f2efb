// What the API route of the other forms answers, without Next.js: tests call this directly.
//   201 {gesendet: true}                      stored or forwarded (or caught by the honeypot: same answer, nothing kept)
//   422 {fehler: {field: message}}            invalid, German messages
//   429 {fehler: {'': message}, erneutAb}     rate limit, German message saying when to try again
//   404 unknown form | 502 storage or upstream failed
import type { ApiAnswer } from '@/lib/http/api-answer';
import type { Database } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import type { FormDefinition } from './form-definition';
import { checkHoneypot } from './honeypot';
import { limitKey, pruneLimits, takeSubmissionSlot, tooManyAnswer } from './rate-limit';
import { validateForm } from './validate-form';

/** Where a valid submission goes: the embedded inbox or the hosted form service (lib/wiring/submission-sink.ts). */
export interface SubmissionSink {
  /** Stores or forwards one validated submission; returns its id. */
  submit(form: string, values: Record<string, unknown>): Promise<string>;
}

export interface FormApiDeps {
  database: () => Promise<Database>;
  sink: SubmissionSink;
  /** The form registry (codegen/out/forms.ts); only forms under /api/formulare are taken here. */
  forms: Readonly<Record<string, FormDefinition>>;
}

export interface SubmitContext {
  /** The client's address, for the rate limit. */
  address: string;
  now?: Date;
}

export const SENT: ApiAnswer = { status: 201, body: { gesendet: true } };

function failed(error: unknown, message: string): ApiAnswer {
  reportError(error, { message, tags: { bereich: 'formular' } });
  return { status: 502, body: { fehler: 'Dienst nicht erreichbar' } };
}

export async function submitForm(
  deps: FormApiDeps,
  form: unknown,
  input: unknown,
  context: SubmitContext,
): Promise<ApiAnswer & { headers?: Record<string, string> }> {
  const definition = typeof form === 'string' && Object.hasOwn(deps.forms, form) ? deps.forms[form] : undefined;
  if (definition?.eingang !== 'formulare') return { status: 404, body: { fehler: 'Unbekanntes Formular' } };
  const now = context.now ?? new Date();
  try {
    const db = await deps.database();
    const decision = await takeSubmissionSlot(db, limitKey(definition.name, context.address), now);
    await pruneLimits(db, now);
    if (!decision.allowed) return tooManyAnswer(decision.retryAt, now);
  } catch (error) {
    return failed(error, `Anfragelimit ${definition.name} nicht prüfbar`);
  }
  const { trapped, data } = checkHoneypot(input);
  if (trapped) return SENT;
  const result = validateForm(definition, data, now);
  if (!result.ok) return { status: 422, body: { fehler: result.errors } };
  try {
    await deps.sink.submit(definition.name, result.value);
    return SENT;
  } catch (error) {
    return failed(error, `Formular ${definition.name} nicht gespeichert`);
  }
}
