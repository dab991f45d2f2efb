// One field: label, hint, the GOV.UK-style inline error, then the control. Optional fields say so. The site's forms
// and the Redaktion's block forms (renderer/redaktion/form/templates.tsx) share it; they differ only in which fields
// carry their own legend and errors, and in whether a label has an id.
import type { FieldTemplateProps } from '@rjsf/utils';
import { descriptionId, errorId } from './aria';
import styles from '../Form.module.css';

export interface FieldLook {
  /** Schema types rendered as they are: groups and lists carry their own legend and errors. */
  containers: readonly string[];
  /** The label's id, for controls that name themselves by it. */
  labelId?: (id: string) => string;
}

export function fieldTemplate({ containers, labelId }: FieldLook) {
  return function FieldTemplate({
    id,
    label,
    children,
    rawErrors,
    rawDescription,
    hidden,
    required,
    displayLabel,
    schema,
  }: FieldTemplateProps) {
    if (hidden) return <div hidden>{children}</div>;
    if (typeof schema.type === 'string' && containers.includes(schema.type)) return children;
    const error = rawErrors?.[0];
    const isCheckbox = schema.type === 'boolean';
    return (
      <div className={`${styles.field} ${error ? styles.fieldInvalid : ''}`}>
        {displayLabel && !isCheckbox && (
          <label id={labelId?.(id)} htmlFor={id} className={styles.label}>
            {label}
            {!required && <span className={styles.optional}> (freiwillig)</span>}
          </label>
        )}
        {rawDescription && !isCheckbox && (
          <p id={descriptionId(id)} className={styles.hint}>
            {rawDescription}
          </p>
        )}
        {error && (
          <p id={errorId(id)} className={styles.error}>
            <span className="visually-hidden">Fehler: </span>
            {error}
          </p>
        )}
        {children}
      </div>
    );
  };
}

/** The site's forms: a nested object is laid out by its fields. */
export const FieldTemplate = fieldTemplate({ containers: ['object'] });
