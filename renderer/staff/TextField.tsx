import type { InputHTMLAttributes } from 'react';
import styles from './Forms.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input with hint and inline error (aria-describedby, aria-invalid). */
export function TextField({ id, label, hint, error, ...input }: Props) {
  const describedBy =
    [hint ? `${id}-hinweis` : null, error ? `${id}-fehler` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${error ? styles.fieldError : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hinweis`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-fehler`} className={styles.errorMessage}>
          <span className="visually-hidden">Fehler: </span>
          {error}
        </p>
      )}
      <input
        id={id}
        name={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </div>
  );
}
