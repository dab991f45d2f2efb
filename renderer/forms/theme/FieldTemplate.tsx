// One field: label, hint, the GOV.UK-style inline error, then the control. Optional fields say so.
import type { FieldTemplateProps } from '@rjsf/utils';
import { descriptionId, errorId } from './aria';
import styles from '../Form.module.css';

export function FieldTemplate({
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
  if (schema.type === 'object') return children;
  const error = rawErrors?.[0];
  const isCheckbox = schema.type === 'boolean';
  return (
    <div className={`${styles.field} ${error ? styles.fieldInvalid : ''}`}>
      {displayLabel && !isCheckbox && (
        <label htmlFor={id} className={styles.label}>
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
}
