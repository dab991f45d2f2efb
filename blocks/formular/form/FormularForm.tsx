// One of the other forms: rjsf renders the schema with the site's form theme (renderer/forms); the submit logic is
// the one all forms share (renderer/forms/use-form-submit.ts): validation, the same-origin API, success ('send
// another' resets) or an error alert; the GOV.UK error summary for invalid input, the rate limit's own message.
import { useId, useMemo, useState } from 'react';
import Head from 'next/head';
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
import { SiteForm } from '@/renderer/forms/SiteForm';
import { useFormSubmit } from '@/renderer/forms/use-form-submit';
import { createFormValidator } from '@/renderer/forms/validator';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from '../Formular.module.css';

interface Props {
  initialData?: FormData;
}

const errorsOf = (result: ReturnType<typeof validateForm>): FieldErrors => (result.ok ? {} : result.errors);
const sent = () => true;

/** Any form of /api/formulare, given its definition. */
export function FormularFormView({ form, initialData = {} }: Props & { form: FormDefinition }) {
  const name = form.name;
  const texts = form.ui.texts!;
  const [trap, setTrap] = useState('');
  const { data, setData, errors, phase, summaryRef, errorTitle, submit, reset } = useFormSubmit({
    form,
    url: `/api/formulare/${name}`,
    initialData,
    success: sent,
    extraFields: () => ({ [HONEYPOT_FIELD]: trap }),
  });
  const idPrefix = `formular_${name.replace(/-/g, '_')}`;
  const trapId = useId();
  const uiSchema = useMemo(() => toUiSchema(form.ui, { today: todayInBerlin(), tomorrow: tomorrowInBerlin() }), [form]);
  const validator = useMemo(
    () => createFormValidator((d) => errorsOf(validateForm(form, d)), form.schema as RJSFSchema),
    [form],
  );

  const again = () => {
    reset();
    setTrap('');
  };

  if (phase.kind === 'success') {
    return (
      <div className={formStyles.outcome}>
        <Alert kind="success" title={texts.successTitle} level={3}>
          <p>{texts.successText}</p>
        </Alert>
        <button type="button" className="button" onClick={again}>
          {texts.again}
        </button>
      </div>
    );
  }

  return (
    <div className={formStyles.form}>
      {errorTitle && (
        <Head>
          <title>{errorTitle}</title>
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
      <SiteForm
        schema={form.schema as RJSFSchema}
        uiSchema={uiSchema}
        data={data}
        validator={validator}
        errors={errors}
        idPrefix={idPrefix}
        onChange={setData}
        onSubmit={() => void submit()}
        sending={phase.kind === 'sending'}
        submitLabel={texts.submit}
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
      </SiteForm>
    </div>
  );
}
