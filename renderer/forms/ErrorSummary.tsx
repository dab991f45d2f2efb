// GOV.UK error summary: at the top of the form, focused after a failed submit, one link per field.
import { forwardRef, type MouseEvent } from 'react';
import { ALERTS } from '@/lib/booking/messages';
import styles from './Form.module.css';

interface Props {
  errors: Record<string, string>;
  /** The DOM id of a field's control. */
  fieldId: (field: string) => string;
}

export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ errors, fieldId }, ref) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  const jump = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const target = document.getElementById(fieldId(field));
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'center' });
  };
  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby="fehlerzusammenfassung-titel" tabIndex={-1}>
      <h2 id="fehlerzusammenfassung-titel" className={styles.summaryTitle}>
        {ALERTS.errorSummary}
      </h2>
      <ul className={styles.summaryList}>
        {entries.map(([field, message]) => (
          <li key={field || 'formular'}>
            {field ? (
              <a href={`#${fieldId(field)}`} onClick={(event) => jump(event, field)}>
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
