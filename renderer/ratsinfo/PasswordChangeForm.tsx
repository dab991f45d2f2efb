import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import Link from 'next/link';
import type { FormErrors } from '@/lib/session/error-query';
import { MIN_PASSWORD_LENGTH as MIN_LENGTH, type PasswordField } from '@/lib/session/password-rules';
import { ErrorSummary } from '@/renderer/forms/ErrorSummary';
import { TextField } from '@/renderer/staff/TextField';
import { formValues } from '@/renderer/staff/form-values';
import { postJson } from '@/renderer/staff/post-json';
import formStyles from '@/renderer/staff/Forms.module.css';

const LABELS: Record<PasswordField, string> = {
  aktuell: 'Aktuelles Passwort',
  neu: 'Neues Passwort',
  wiederholung: 'Neues Passwort wiederholen',
};
const FIELDS = Object.keys(LABELS) as PasswordField[];
const AUTOCOMPLETE: Record<PasswordField, string> = {
  aktuell: 'current-password',
  neu: 'new-password',
  wiederholung: 'new-password',
};

interface Props {
  /** Errors of a change posted without JavaScript, from the page's query (`?fehler=`). */
  initialErrors: FormErrors | null;
  /** The page after a change posted without JavaScript (`?geaendert=1`). */
  changed: boolean;
  onErrorsChange: (hasErrors: boolean) => void;
  /** The system's password route and page, and where to go on (the council's by default; the Redaktion's too). */
  apiPath?: string;
  pagePath?: string;
  next?: { href: string; label: string };
}

/**
 * With JavaScript the form posts JSON and stays; without, the route answers the browser's post with a 303 back here.
 * The inputs are uncontrolled and read on submit (renderer/staff/form-values.ts).
 */
export function PasswordChangeForm({
  initialErrors,
  changed,
  onErrorsChange,
  apiPath = '/api/ratsinfo/passwort',
  pagePath = '/de/ratsinfo/passwort',
  next = { href: '/de/ratsinfo', label: 'Weiter zum Ratsinformationssystem' },
}: Props) {
  const router = useRouter();
  const [fields, setFields] = useState<Partial<Record<PasswordField, string>>>(initialErrors?.fields ?? {});
  const [message, setMessage] = useState<string | null>(initialErrors?.message ?? null);
  const [done, setDone] = useState(changed);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await postJson(apiPath, formValues(event.currentTarget, FIELDS));
    setAttempt((n) => n + 1);
    setBusy(false);
    if (answer.ok) {
      setFields({});
      setMessage(null);
      onErrorsChange(false);
      setDone(true);
      // The page again, now without the request to change the password.
      await router.replace(pagePath, undefined, { scroll: false });
      return;
    }
    const next = (answer.body.fields ?? {}) as Partial<Record<PasswordField, string>>;
    setFields(next);
    setMessage(Object.keys(next).length ? null : (answer.body.message ?? 'Das Passwort konnte nicht geändert werden.'));
    onErrorsChange(true);
  }

  if (done) {
    return (
      <div role="status" className={formStyles.success}>
        <p>Ihr Passwort wurde geändert.</p>
        <Link href={next.href} className="arrow-link">
          {next.label}
        </Link>
      </div>
    );
  }

  const errors: Record<string, string> = {
    ...(message ? { '': message } : {}),
    ...Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]!])),
  };
  return (
    <form method="post" action={apiPath} noValidate onSubmit={submit} className={formStyles.form} aria-busy={busy}>
      <ErrorSummary errors={errors} fieldId={(f) => `passwort-${f}`} focusKey={attempt} />
      {FIELDS.map((f) => (
        <TextField
          key={f}
          id={`passwort-${f}`}
          name={f}
          label={LABELS[f]}
          hint={
            f === 'neu'
              ? `Mindestens ${MIN_LENGTH} Zeichen. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.`
              : undefined
          }
          type="password"
          autoComplete={AUTOCOMPLETE[f]}
          error={fields[f]}
          required
        />
      ))}
      <button type="submit" className="button" disabled={busy}>
        Passwort ändern
      </button>
    </form>
  );
}
