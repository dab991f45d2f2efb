// A booking request form: rjsf renders the schema with our theme; the shared validation
// (lib/forms/validate-form.ts, as the API runs it) runs on submit; then the same-origin API decides. Flow (spec
// section 4): idle -> submit -> success or error; availability reloads after every submit.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Head from 'next/head';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { todayInBerlin, tomorrowInBerlin } from '@/lib/format/kalendertag';
import { ALERTS } from '@/lib/buchungen/messages';
import { fieldOrder, type FieldErrors, type FormData, type FormDefinition } from '@/lib/forms/form-definition';
import { validateForm } from '@/lib/forms/validate-form';
import { Alert } from './Alert';
import type { BookingDefinition } from './booking-definitions';
import { ErrorSummary } from './ErrorSummary';
import { toUiSchema } from './form-ui';
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
  /** The form of `definition.kind` (codegen/out/form-<kind>.ts), loaded with this component. */
  form: FormDefinition;
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

/** The fields shown for the data entered so far, in the order of the form. */
function visibleFields(definition: BookingDefinition, form: FormDefinition, data: FormData): string[] {
  return fieldOrder(form.ui).filter((field) => !definition.hides?.(field, data));
}

function displaySchema(definition: BookingDefinition, form: FormDefinition, data: FormData): RJSFSchema {
  const visible = new Set(visibleFields(definition, form, data));
  const properties = Object.fromEntries(
    Object.entries(form.schema.properties)
      .filter(([name]) => visible.has(name))
      .map(([name, schema]) => {
        const choices = definition.enumFor?.(name, data);
        return [name, choices ? { ...schema, enum: choices } : schema];
      }),
  );
  return {
    ...form.schema,
    properties,
    required: (form.schema.required ?? []).filter((f) => visible.has(f)),
  } as RJSFSchema;
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
  form,
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
  const today = todayInBerlin();
  const schema = useMemo(() => displaySchema(definition, form, data), [definition, form, data]);
  const uiSchema = useMemo(() => toUiSchema(form.ui, { today, tomorrow: tomorrowInBerlin() }), [form, today]);
  const validator = useMemo(
    () => createFormValidator((d) => errorsOf(validateForm(form, d)), form.schema as RJSFSchema),
    [form],
  );
  const visibleErrors = useMemo(() => {
    const visible = new Set(['', ...visibleFields(definition, form, data)]);
    return Object.fromEntries(Object.entries(errors).filter(([field]) => visible.has(field)));
  }, [errors, data, definition, form]);

  // GOV.UK: after a failed submit the summary takes the focus, and the title starts with 'Fehler: '.
  const hasErrors = Object.keys(visibleErrors).length > 0;
  useEffect(() => {
    if (attempt && hasErrors) summaryRef.current?.focus();
  }, [attempt, hasErrors]);
  const [baseTitle] = useState(() => (typeof document === 'undefined' ? '' : document.title));

  const submit = async () => {
    const result = validateForm(form, data);
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
