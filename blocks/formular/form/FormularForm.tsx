// One of the other forms: rjsf renders the schema with the site's form theme (renderer/forms);
// the shared validation (lib/forms/validate-form.ts, precompiled ajv) runs on submit; then the
// same-origin API decides. idle -> sending -> success ('send another' resets) or an error alert;
// the GOV.UK error summary for invalid input, the rate-limit message as the server words it.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Head from 'next/head';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { todayInBerlin, tomorrowInBerlin } from '@/lib/format/kalendertag';
import { ALERTS } from '@/lib/buchungen/messages';
import type { FieldErrors, FormData, FormDefinition } from '@/lib/forms/form-definition';
import { HONEYPOT_LABEL, TOO_MANY_TITLE } from '@/lib/forms/form-texts';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { validateForm } from '@/lib/forms/validate-form';
import { Alert } from '@/renderer/forms/Alert';
import { ErrorSummary } from '@/renderer/forms/ErrorSummary';
import { toUiSchema } from '@/renderer/forms/form-ui';
import { formTemplates, formWidgets } from '@/renderer/forms/theme';
import { createFormValidator, toErrorSchema } from '@/renderer/forms/validator';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from '../Formular.module.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'failure' }
  | { kind: 'limited'; message: string };

interface Props {
  initialData?: FormData;
}

const errorsOf = (result: ReturnType<typeof validateForm>): FieldErrors => (result.ok ? {} : result.errors);

async function post(name: string, body: FormData): Promise<Response | null> {
  try {
    return await fetch(`/api/formulare/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return null;
  }
}

/** Any form of /api/formulare, given its definition. */
export function FormularFormView({ form, initialData = {} }: Props & { form: FormDefinition }) {
  const name = form.name;
  const texts = form.ui.texts!;
  const [data, setData] = useState<FormData>(initialData);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const idPrefix = `formular_${name.replace(/-/g, '_')}`;
  const trapId = useId();
  const uiSchema = useMemo(() => toUiSchema(form.ui, { today: todayInBerlin(), tomorrow: tomorrowInBerlin() }), [form]);
  const validator = useMemo(
    () => createFormValidator((d) => errorsOf(validateForm(form, d)), form.schema as RJSFSchema),
    [form],
  );

  // GOV.UK: after a failed submit the summary takes the focus, and the title starts with 'Fehler: '.
  const hasErrors = Object.keys(errors).length > 0;
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
    setPhase({ kind: 'sending' });
    const response = await post(name, { ...result.value, [HONEYPOT_FIELD]: trap });
    const body = (await response?.json().catch(() => null)) as { fehler?: FieldErrors } | null;
    if (response?.status === 201) setPhase({ kind: 'success' });
    else if (response?.status === 429 && typeof body?.fehler?.[''] === 'string')
      setPhase({ kind: 'limited', message: body.fehler[''] });
    else if (response?.status === 422 && body?.fehler && typeof body.fehler === 'object') {
      setPhase({ kind: 'idle' });
      setErrors(body.fehler);
    } else setPhase({ kind: 'failure' });
  };

  const reset = () => {
    setData(initialData);
    setTrap('');
    setErrors({});
    setPhase({ kind: 'idle' });
    setAttempt(0);
  };

  if (phase.kind === 'success') {
    return (
      <div className={formStyles.outcome}>
        <Alert kind="success" title={texts.successTitle} level={3}>
          <p>{texts.successText}</p>
        </Alert>
        <button type="button" className="button" onClick={reset}>
          {texts.again}
        </button>
      </div>
    );
  }

  return (
    <div className={formStyles.form}>
      {hasErrors && baseTitle && (
        <Head>
          <title>{`Fehler: ${baseTitle}`}</title>
        </Head>
      )}
      {phase.kind === 'failure' && (
        <Alert kind="error" title={ALERTS.failure.title} level={3}>
          <p>{ALERTS.failure.text}</p>
        </Alert>
      )}
      {phase.kind === 'limited' && (
        <Alert kind="error" title={TOO_MANY_TITLE} level={3}>
          <p>{phase.message}</p>
        </Alert>
      )}
      <ErrorSummary ref={summaryRef} errors={errors} fieldId={(field) => `${idPrefix}_${field}`} />
      <p className={formStyles.requiredNote}>Felder ohne den Zusatz „freiwillig“ sind Pflichtfelder.</p>
      <Form
        schema={form.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        templates={formTemplates}
        widgets={formWidgets}
        idPrefix={idPrefix}
        noValidate
        // A consent is given by ticking, never by default (schema `const: true`).
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        noHtml5Validate
        showErrorList={false}
        extraErrors={toErrorSchema(errors)}
        onChange={({ formData }) => setData((formData ?? {}) as FormData)}
        onSubmit={() => void submit()}
      >
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={trapId}>{HONEYPOT_LABEL}</label>
          <input
            id={trapId}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(event) => setTrap(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className={`button ${formStyles.submit}`}
          disabled={phase.kind === 'sending'}
          aria-disabled={phase.kind === 'sending'}
        >
          {phase.kind === 'sending' ? 'Wird gesendet …' : texts.submit}
        </button>
      </Form>
    </div>
  );
}
