// A booking request form: rjsf renders the schema with our theme; the shared validation
// (lib/buchungen/validate.ts) runs on submit; then the same-origin API decides. Flow (spec
// section 4): idle -> submit -> success or error; availability reloads after every submit.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Head from 'next/head';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { tomorrowInBerlin } from '@/lib/format/kalendertag';
import { ALERTS } from '@/lib/buchungen/messages';
import type { FieldErrors } from '@/lib/buchungen/types';
import { validateBooking } from '@/lib/buchungen/validate';
import { Alert } from './Alert';
import type { BookingDefinition, FormData } from './booking-definitions';
import { ErrorSummary } from './ErrorSummary';
import { formTemplates, formWidgets } from './theme';
import { createFormValidator, toErrorSchema } from './validator';
import styles from './Form.module.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success'; uuid: string }
  | { kind: 'conflict' }
  | { kind: 'failure' }
  | { kind: 'limited'; message: string };

interface Props {
  definition: BookingDefinition;
  reservations: unknown[];
  /** Called after every submit, whatever its outcome. */
  onSubmitted: () => void;
  initialData?: FormData;
  /** The cancellation page, linked from the success message. */
  cancelPath: string;
  submitLabel: string;
  /** Shown above the submit button (prices, deposit). */
  summary?: (data: FormData) => ReactNode;
}

const fieldId = (field: string) => `root_${field}`;
const errorsOf = (result: { ok: true } | { ok: false; errors: FieldErrors }): FieldErrors =>
  result.ok ? {} : result.errors;

function displaySchema(definition: BookingDefinition, data: FormData): RJSFSchema {
  const visible = new Set(definition.visible(data));
  const properties = Object.fromEntries(
    Object.entries(definition.schema.properties ?? {})
      .filter(([name]) => visible.has(name))
      .map(([name, schema]) => {
        const choices = definition.enumFor?.(name, data);
        return [name, choices ? { ...(schema as object), enum: choices } : schema];
      }),
  );
  return {
    ...definition.schema,
    properties,
    required: (definition.schema.required ?? []).filter((f) => visible.has(f)),
  } as RJSFSchema;
}

function displayUi(definition: BookingDefinition, tomorrow: string): UiSchema {
  const ui: UiSchema = {
    ...definition.uiSchema,
    'ui:options': { groups: definition.groups },
    'ui:submitButtonOptions': { norender: true },
  };
  for (const [name, schema] of Object.entries(definition.schema.properties ?? {})) {
    const field = schema as { format?: string };
    if (field.format === 'date' && name !== 'geburtsdatum') {
      ui[name] = { ...ui[name], 'ui:options': { ...ui[name]?.['ui:options'], min: tomorrow } };
    }
  }
  return ui;
}

async function post(kind: string, data: FormData): Promise<Response | null> {
  try {
    return await fetch(`/api/buchungen/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(data),
    });
  } catch {
    return null;
  }
}

export function BookingForm({
  definition,
  reservations,
  onSubmitted,
  initialData = {},
  cancelPath,
  submitLabel,
  summary,
}: Props) {
  const [data, setData] = useState<FormData>(initialData);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const tomorrow = tomorrowInBerlin();
  const schema = useMemo(() => displaySchema(definition, data), [definition, data]);
  const uiSchema = useMemo(() => displayUi(definition, tomorrow), [definition, tomorrow]);
  const validator = useMemo(
    () => createFormValidator((d) => errorsOf(validateBooking(definition.kind, d)), definition.schema),
    [definition],
  );
  const visibleErrors = useMemo(() => {
    const visible = new Set(['', ...definition.visible(data)]);
    return Object.fromEntries(Object.entries(errors).filter(([field]) => visible.has(field)));
  }, [errors, data, definition]);

  // GOV.UK: after a failed submit the summary takes the focus, and the title starts with 'Fehler: '.
  const hasErrors = Object.keys(visibleErrors).length > 0;
  useEffect(() => {
    if (attempt && hasErrors) summaryRef.current?.focus();
  }, [attempt, hasErrors]);
  const [baseTitle] = useState(() => (typeof document === 'undefined' ? '' : document.title));

  const submit = async () => {
    const result = validateBooking(definition.kind, data);
    setAttempt((n) => n + 1);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (definition.conflict(reservations, data)) {
      setPhase({ kind: 'conflict' });
      onSubmitted();
      return;
    }
    setPhase({ kind: 'sending' });
    const response = await post(definition.kind, result.value as unknown as FormData);
    const body = (await response?.json().catch(() => null)) as { uuid?: string; fehler?: FieldErrors } | null;
    if (response?.status === 201 && body?.uuid) setPhase({ kind: 'success', uuid: body.uuid });
    else if (response?.status === 409) setPhase({ kind: 'conflict' });
    // The rate limit (lib/buchungen/rate-limit.ts) says in German when to try again.
    else if (response?.status === 429 && typeof body?.fehler?.[''] === 'string')
      setPhase({ kind: 'limited', message: body.fehler[''] });
    else if (response?.status === 422 && body?.fehler && typeof body.fehler === 'object') {
      setPhase({ kind: 'idle' });
      setErrors(body.fehler);
    } else setPhase({ kind: 'failure' });
    onSubmitted();
  };

  const reset = () => {
    setData(initialData);
    setErrors({});
    setPhase({ kind: 'idle' });
    setAttempt(0);
  };

  if (phase.kind === 'success') {
    return (
      <div className={styles.outcome}>
        <Alert kind="success" title={ALERTS.success.title}>
          <p>{ALERTS.success.text}</p>
          <p>
            Ihre Anfragenummer: <strong className={styles.uuid}>{phase.uuid}</strong>
          </p>
          <p>
            Sie können die Anfrage jederzeit <a href={`${cancelPath}?uuid=${phase.uuid}`}>stornieren</a>.
          </p>
        </Alert>
        <button type="button" className="button" onClick={reset}>
          {ALERTS.backToForm}
        </button>
      </div>
    );
  }

  const conflictTexts = definition.kind === 'raum' ? ALERTS.raumConflict : ALERTS.conflict;
  return (
    <div className={styles.form}>
      {hasErrors && baseTitle && (
        <Head>
          <title>{`Fehler: ${baseTitle}`}</title>
        </Head>
      )}
      {phase.kind === 'conflict' && (
        <Alert kind="error" title={conflictTexts.title}>
          <p>{conflictTexts.text}</p>
        </Alert>
      )}
      {phase.kind === 'failure' && (
        <Alert kind="error" title={ALERTS.failure.title}>
          <p>{ALERTS.failure.text}</p>
        </Alert>
      )}
      {phase.kind === 'limited' && (
        <Alert kind="error" title={ALERTS.tooMany.title}>
          <p>{phase.message}</p>
        </Alert>
      )}
      <ErrorSummary ref={summaryRef} errors={visibleErrors} fieldId={fieldId} />
      <p className={styles.requiredNote}>Felder ohne den Zusatz „freiwillig“ sind Pflichtfelder.</p>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        templates={formTemplates}
        widgets={formWidgets}
        noValidate
        // A consent is given by ticking, never by default (schema `const: true`).
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        noHtml5Validate
        showErrorList={false}
        extraErrors={toErrorSchema(visibleErrors)}
        onChange={({ formData }) => setData((previous) => definition.adjust(previous, (formData ?? {}) as FormData))}
        onSubmit={() => void submit()}
      >
        {summary?.(data)}
        <button
          type="submit"
          className={`button ${styles.submit}`}
          disabled={phase.kind === 'sending'}
          aria-disabled={phase.kind === 'sending'}
        >
          {phase.kind === 'sending' ? 'Wird gesendet …' : submitLabel}
        </button>
      </Form>
    </div>
  );
}
