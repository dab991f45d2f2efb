import { useState, type FormEvent } from 'react';
import { ErrorSummary, type SummaryError } from './ErrorSummary';
import { TextField } from './TextField';
import { postJson } from './post-json';
import styles from './Forms.module.css';

export interface LoginFormProps {
  /** The same-origin API route, e.g. /api/intranet/anmelden. */
  action: string;
  /** Prefix of the field ids, so two forms never share one. */
  idPrefix: string;
  submitLabel: string;
  /** Called with the route's answer after a successful login. */
  onSuccess: (answer: unknown) => void | Promise<void>;
  onErrorsChange?: (hasErrors: boolean) => void;
}

type Fields = { email?: string; passwort?: string };

/** E-mail and password, posted as JSON to the login route; the token comes back only as an httpOnly cookie. */
export function LoginForm({ action, idPrefix, submitLabel, onSuccess, onErrorsChange }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [passwort, setPasswort] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ids = { email: `${idPrefix}-email`, passwort: `${idPrefix}-passwort` };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await postJson<Record<string, unknown>>(action, { email, passwort });
    setAttempt((n) => n + 1);
    if (answer.ok) {
      setFields({});
      setMessage(null);
      onErrorsChange?.(false);
      await onSuccess(answer.body);
      setBusy(false);
      return;
    }
    const nextFields = (answer.body.fields ?? {}) as Fields;
    setFields(nextFields);
    setMessage(Object.keys(nextFields).length ? null : (answer.body.message ?? 'Die Anmeldung ist fehlgeschlagen.'));
    onErrorsChange?.(true);
    setBusy(false);
  }

  const errors: SummaryError[] = [
    ...(message ? [{ message }] : []),
    ...(fields.email ? [{ fieldId: ids.email, message: fields.email }] : []),
    ...(fields.passwort ? [{ fieldId: ids.passwort, message: fields.passwort }] : []),
  ];

  return (
    <form method="post" noValidate onSubmit={submit} className={styles.form} aria-busy={busy}>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <TextField id={ids.email} label="E-Mail-Adresse" type="email" autoComplete="username" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} error={fields.email} required />
      <TextField id={ids.passwort} label="Passwort" type="password" autoComplete="current-password" value={passwort} onChange={(e) => setPasswort(e.target.value)} error={fields.passwort} required />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Anmeldung läuft …' : submitLabel}
      </button>
    </form>
  );
}
