import { useState } from 'react';
import { useRouter } from 'next/router';
import { postJson } from './post-json';
import styles from './Intranet.module.css';

interface Props {
  action: string;
  /** Where the login is shown afterwards. */
  returnTo: string;
  /** Empties the browser's state of this system. */
  onLoggedOut: () => void;
  label?: string;
}

export function LogoutButton({ action, returnTo, onLoggedOut, label = 'Abmelden' }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function logout() {
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
    <div className={styles.logout}>
      <button type="button" className="button button--outline" onClick={logout} disabled={busy}>
        {label}
      </button>
      {error && (
        <p role="alert" className={styles.logoutError}>
          {error}
        </p>
      )}
    </div>
  );
}
