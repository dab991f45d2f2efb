// The controls of the forms: native inputs (text, e-mail, phone, date), selects with a German
// empty choice, and the consent checkbox with a link to the document it refers to.
import type { ChangeEvent } from 'react';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { describedBy } from './aria';
import styles from '../Form.module.css';

function a11y(props: WidgetProps) {
  const hasError = Boolean(props.rawErrors?.length);
  return {
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy(props.id, Boolean(props.schema.description), hasError),
  };
}

const AUTOCOMPLETE: Record<string, string> = {
  name: 'name',
  strasse: 'address-line1',
  plz: 'postal-code',
  ort: 'address-level2',
  email: 'email',
  telefon: 'tel',
  geburtsdatum: 'bday',
};

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, name, value, required, disabled, readonly, onChange, onBlur, onFocus, options, schema, type } = props;
  const inputType = String(
    options.inputType ?? type ?? (schema.format === 'date' ? 'date' : schema.format === 'email' ? 'email' : 'text'),
  );
  const handle = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <input
      id={id}
      name={name}
      type={inputType}
      className={styles.input}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      min={typeof options.min === 'string' ? options.min : undefined}
      max={typeof options.max === 'string' ? options.max : undefined}
      inputMode={typeof options.inputMode === 'string' ? (options.inputMode as 'numeric') : undefined}
      autoComplete={AUTOCOMPLETE[name.replace(/^root_/, '')] ?? 'off'}
      onChange={handle}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...a11y(props)}
    />
  );
}

export function TextareaWidget(props: WidgetProps) {
  const { id, name, value, required, disabled, onChange, onBlur, onFocus, options } = props;
  return (
    <textarea
      id={id}
      name={name}
      className={styles.input}
      rows={4}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...a11y(props)}
    />
  );
}

/** Numbers stay numbers (count, sizes); the empty choice is 'Bitte wählen'. */
export function SelectWidget(props: WidgetProps) {
  const { id, name, value, required, disabled, onChange, onBlur, onFocus, options, schema } = props;
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const labels = (options.labels ?? {}) as Record<string, string>;
  const parse = (raw: string) => (raw === '' ? undefined : numeric ? Number(raw) : raw);
  return (
    <select
      id={id}
      name={name}
      className={styles.select}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      onChange={(event) => onChange(parse(event.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...a11y(props)}
    >
      <option value="">Bitte wählen</option>
      {(options.enumOptions ?? []).map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {labels[String(option.value)] ?? String(option.label)}
        </option>
      ))}
    </select>
  );
}

/** A consent or yes/no box; its hint may carry a link (ui:options link: {href, text}). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, name, value, disabled, onChange, onBlur, onFocus, label, schema, options } = props;
  const link = options.link as { href: string; text: string } | undefined;
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={value === true}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...a11y(props)}
      />
      <label htmlFor={id}>{label}</label>
      {schema.description && (
        <p id={`${id}__beschreibung`} className={styles.hint}>
          {schema.description}
          {link && (
            <>
              {' '}
              {link.href.startsWith('#') ? (
                <a href={link.href}>{link.text}</a>
              ) : (
                <a href={link.href} target="_blank" rel="noopener">
                  {link.text} (öffnet in neuem Fenster)
                </a>
              )}
            </>
          )}
        </p>
      )}
    </div>
  );
}

export function HiddenWidget({ id, name, value }: WidgetProps) {
  return <input type="hidden" id={id} name={name} value={value ?? ''} />;
}
