import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { postJson } from './post-json';
import styles from './Staff.module.css';

interface Props {
  action: string;
  /** Where the login is shown afterwards (the route's 303 goes there too, without JavaScript). */
  returnTo: string;
  /** Empties the browser's state of this system. */
  onLoggedOut: () => void;
  label?: string;
}

/** A form with one button: posted by script (JSON) or, without JavaScript, by the browser itself. */
export function LogoutButton({ action, returnTo, onLoggedOut, label = 'Abmelden' }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function logout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await postJson(action, {});
    if (!answer.ok) {
      setBusy(false);
      setError(answer.body.message ?? 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.');
      return;
    }
    onLoggedOut();
    await router.replace(returnTo);
    setBusy(false);
  }

  return (
    <form method="post" action={action} onSubmit={logout} className={styles.logout}>
      <button type="submit" className="button button--outline" disabled={busy}>
        {label}
      </button>
      {error && (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      )}
    </form>
  );
}
