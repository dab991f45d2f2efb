// The one GOV.UK error summary of every form (bookings, the other forms, the intranet and council
// logins, the password change): at the top of the form, one link per field; the key '' holds a
// message about the whole form, shown without a link. It takes the focus when a page arrives with
// errors (e.g. after a post without JavaScript) and after each failed submit: on every new
// `focusKey`, or through the forwarded ref when the form moves the focus itself.
import { forwardRef, useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { ALERTS } from '@/lib/buchungen/messages';
import styles from './Form.module.css';

interface Props {
  errors: Record<string, string>;
  /** The DOM id of a field's control. */
  fieldId: (field: string) => string;
  /** Changes with every submit: the summary takes the focus again, even with the same errors. */
  focusKey?: number;
}

export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary(
  { errors, fieldId, focusKey },
  ref,
) {
  const own = useRef<HTMLDivElement | null>(null);
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // Only at mount and on a new submit, never while someone types (a summary that reappears when a
  // hidden field shows again must not take the focus away).
  useEffect(() => {
    own.current?.focus();
  }, [focusKey]);
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
    <div
      ref={attach}
      className={styles.summary}
      role="alert"
      aria-labelledby="fehlerzusammenfassung-titel"
      tabIndex={-1}
    >
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
