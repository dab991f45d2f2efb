// A booking request form: rjsf renders the schema with our theme; the submit logic is the one all forms share
// (use-form-submit.ts), with the calendar's conflict check before sending. Flow (spec section 4): idle -> submit ->
// success or error; availability reloads after every submit.
import { useCallback, useMemo, type ReactNode } from 'react';
import Head from 'next/head';
import type { RJSFSchema } from '@rjsf/utils';
import { todayInBerlin, tomorrowInBerlin } from '@/lib/format/kalendertag';
import { ALERTS } from '@/lib/buchungen/messages';
import { fieldOrder, type FieldErrors, type FormData, type FormDefinition } from '@/lib/forms/form-definition';
import { validateForm } from '@/lib/forms/validate-form';
import { Alert } from './Alert';
import type { BookingDefinition } from './booking-definitions';
import { ErrorSummary } from './ErrorSummary';
import { toUiSchema } from './form-ui';
import { useFormSubmit } from './use-form-submit';
import { SiteForm } from './SiteForm';
import { createFormValidator } from './validator';
import styles from './Form.module.css';

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
/** A booking succeeded when the answer carries its request number. */
const requestNumber = (body: unknown): string | null => {
  const uuid = (body as { uuid?: unknown } | null)?.uuid;
  return typeof uuid === 'string' && uuid ? uuid : null;
};
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
  const shownErrors = useCallback(
    (errors: FieldErrors, data: FormData) => {
      const visible = new Set(['', ...visibleFields(definition, form, data)]);
      return Object.fromEntries(Object.entries(errors).filter(([field]) => visible.has(field)));
    },
    [definition, form],
  );
  const conflicts = useCallback(
    (data: FormData) => definition.conflict(reservations, data),
    [definition, reservations],
  );
  const { data, setData, errors, phase, summaryRef, errorTitle, submit, reset } = useFormSubmit({
    form,
    url: `/api/buchungen/${definition.kind}`,
    initialData,
    success: requestNumber,
    conflicts,
    shownErrors,
    onSubmitted,
  });
  const today = todayInBerlin();
  const schema = useMemo(() => displaySchema(definition, form, data), [definition, form, data]);
  const uiSchema = useMemo(() => toUiSchema(form.ui, { today, tomorrow: tomorrowInBerlin() }), [form, today]);
  const validator = useMemo(
    () => createFormValidator((d) => errorsOf(validateForm(form, d)), form.schema as RJSFSchema),
    [form],
  );

  if (phase.kind === 'success') {
    return (
      <div className={styles.outcome}>
        <Alert kind="success" title={ALERTS.success.title}>
          <p>{ALERTS.success.text}</p>
          <p>
            Ihre Anfragenummer: <strong className={styles.uuid}>{phase.answer}</strong>
          </p>
          <p>
            Sie können die Anfrage jederzeit <a href={`${cancelPath}?uuid=${phase.answer}`}>stornieren</a>.
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
      {errorTitle && (
        <Head>
          <title>{errorTitle}</title>
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
      <ErrorSummary ref={summaryRef} errors={errors} fieldId={fieldId} />
      <SiteForm
        schema={schema}
        uiSchema={uiSchema}
        data={data}
        validator={validator}
        errors={errors}
        onChange={(next) => setData((previous) => definition.adjust(previous, next))}
        onSubmit={() => void submit()}
        sending={phase.kind === 'sending'}
        submitLabel={submitLabel}
      >
        {summary?.(data)}
      </SiteForm>
    </div>
  );
}
