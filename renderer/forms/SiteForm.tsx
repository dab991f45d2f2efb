// The site's rjsf form as every public form shows it (the other forms' FormularForm, the bookings' BookingForm): the
// required-fields note, the site's theme, the validation the submit hook runs instead of the browser's, the
// server's and the rules' errors at their fields, then what the form adds (honeypot, prices) and the submit button.
import type { ReactNode } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { FieldErrors, FormData } from '@/lib/forms/form-definition';
import { formTemplates, formWidgets } from './theme';
import { toErrorSchema } from './validator';
import styles from './Form.module.css';

interface Props {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  data: FormData;
  validator: ValidatorType;
  errors: FieldErrors;
  /** Prefix of the fields' ids (rjsf's default: root). */
  idPrefix?: string;
  onChange: (data: FormData) => void;
  onSubmit: () => void;
  sending: boolean;
  submitLabel: string;
  /** Between the fields and the submit button. */
  children?: ReactNode;
}

export function SiteForm({
  schema,
  uiSchema,
  data,
  validator,
  errors,
  idPrefix,
  onChange,
  onSubmit,
  sending,
  submitLabel,
  children,
}: Props) {
  return (
    <>
      <p className={styles.requiredNote}>Felder ohne den Zusatz „freiwillig“ sind Pflichtfelder.</p>
      <Form
        schema={schema}
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
        onChange={({ formData }) => onChange((formData ?? {}) as FormData)}
        onSubmit={onSubmit}
      >
        {children}
        <button type="submit" className={`button ${styles.submit}`} disabled={sending} aria-disabled={sending}>
          {sending ? 'Wird gesendet …' : submitLabel}
        </button>
      </Form>
    </>
  );
}
