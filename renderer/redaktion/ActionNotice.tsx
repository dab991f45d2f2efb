// What an action of the Redaktion answered, under its buttons: success as a polite status, a refusal as an alert,
// in the server's German words.
import styles from './Redaktion.module.css';

export type ActionResult = { kind: 'ok' | 'fehler'; text: string } | null;

export function ActionNotice({ result }: { result: ActionResult }) {
  if (!result) return null;
  return (
    <p
      className={result.kind === 'ok' ? styles.success : styles.failure}
      role={result.kind === 'ok' ? 'status' : 'alert'}
    >
      {result.text}
    </p>
  );
}
