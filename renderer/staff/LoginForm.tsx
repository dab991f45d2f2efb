import { useState, type FormEvent } from 'react';
import type { FormErrors } from '@/lib/session/error-query';
import { ErrorSummary } from '@/renderer/forms/ErrorSummary';
import { TextField } from './TextField';
import { formValues } from './form-values';
import { postJson } from './post-json';
import styles from './Forms.module.css';

export interface LoginFormProps {
  /** The same-origin API route, e.g. /api/intranet/anmelden. */
  action: string;
  /** Prefix of the field ids, so two forms never share one. */
  idPrefix: string;
  submitLabel: string;
  /** The page the login is shown on: a post without JavaScript returns there. */
  returnTo: string;
  /** Errors of a post without JavaScript, from the page's query (`?fehler=`). */
  initialErrors: FormErrors | null;
  /** Called with the route's answer after a successful login. */
  onSuccess: (answer: unknown) => void | Promise<void>;
  onErrorsChange?: (hasErrors: boolean) => void;
}

type Fields = { email?: string; passwort?: string };

/**
 * E-mail and password; the token comes back only as an httpOnly cookie. With JavaScript the form
 * posts JSON and stays on the page; without, the browser posts the form itself and the route
 * answers with a 303 (to the page with the session, or back here with the error codes).
 * The inputs are uncontrolled and read on submit (./form-values.ts).
 */
export function LoginForm({
  action,
  idPrefix,
  submitLabel,
  returnTo,
  initialErrors,
  onSuccess,
  onErrorsChange,
}: LoginFormProps) {
  const [fields, setFields] = useState<Fields>(initialErrors?.fields ?? {});
  const [message, setMessage] = useState<string | null>(initialErrors?.message ?? null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ids = { email: `${idPrefix}-email`, passwort: `${idPrefix}-passwort` };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const values = formValues(event.currentTarget, ['email', 'passwort']);
    const answer = await postJson<Record<string, unknown>>(action, values);
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

  const errors: Record<string, string> = {
    ...(message ? { '': message } : {}),
    ...(fields.email ? { email: fields.email } : {}),
    ...(fields.passwort ? { passwort: fields.passwort } : {}),
  };

  return (
    <form method="post" action={action} noValidate onSubmit={submit} className={styles.form} aria-busy={busy}>
      <ErrorSummary errors={errors} fieldId={(field) => ids[field as keyof typeof ids]} focusKey={attempt} />
      <input type="hidden" name="ziel" value={returnTo} />
      <TextField
        id={ids.email}
        name="email"
        label="E-Mail-Adresse"
        type="email"
        autoComplete="username"
        spellCheck={false}
        error={fields.email}
        required
      />
      <TextField
        id={ids.passwort}
        name="passwort"
        label="Passwort"
        type="password"
        autoComplete="current-password"
        error={fields.passwort}
        required
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Anmeldung läuft …' : submitLabel}
      </button>
    </form>
  );
}
