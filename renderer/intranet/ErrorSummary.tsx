import { useEffect, useRef } from 'react';
import styles from './Forms.module.css';

export interface SummaryError {
  /** id of the field the entry links to; none for a message about the whole form. */
  fieldId?: string;
  message: string;
}

/** GOV.UK error summary: at the top of the form, focused when it appears, each entry linking to its field. */
export function ErrorSummary({ errors, focusKey }: { errors: SummaryError[]; focusKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length) ref.current?.focus();
  }, [errors.length, focusKey]);
  if (!errors.length) return null;
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" aria-labelledby="fehler-zusammenfassung" tabIndex={-1}>
      <h2 id="fehler-zusammenfassung" className={styles.errorSummaryTitle}>
        Es gibt ein Problem
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.message + (error.fieldId ?? '')}>
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(error.fieldId!)?.focus();
                }}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
