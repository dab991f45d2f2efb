import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { MEETINGS_PATH } from '@/lib/ratsinfo/paths';
import { postJson } from '@/renderer/staff/post-json';
import formStyles from '@/renderer/staff/Forms.module.css';
import staff from '@/renderer/staff/Staff.module.css';
import styles from './Ratsinfo.module.css';

const ACTION = '/api/ratsinfo/kalenderadresse';
const RENEWED =
  'Die Kalenderadresse wurde erneuert. Die bisherige gilt nicht mehr: Tragen Sie die neue in Ihrem Kalenderprogramm ein.';
const FAILED = 'Die Kalenderadresse konnte nicht erneuert werden. Bitte versuchen Sie es später erneut.';

/**
 * "Kalenderadresse erneuern": a new personal address, the old one answers 404 from then on. A
 * plain form without JavaScript (the route answers with a 303 back here); with JavaScript the
 * page is loaded again with the new address.
 */
export function CalendarRenewal({ outcome }: { outcome: 'erneuert' | 'fehler' | null }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function renew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await postJson(ACTION, {});
    setBusy(false);
    if (!answer.ok) return setError(answer.body.message ?? FAILED);
    setError(null);
    await router.replace(`${MEETINGS_PATH}?kalender=erneuert`, undefined, { scroll: false });
  }

  const problem = error ?? (outcome === 'fehler' ? FAILED : null);
  return (
    <form method="post" action={ACTION} onSubmit={renew} className={styles.renewal} aria-busy={busy}>
      <p className={styles.renewalHint}>
        Ist die Adresse in falsche Hände geraten? Nach dem Erneuern gilt nur noch die neue Adresse.
      </p>
      <button type="submit" className="button button--outline" disabled={busy}>
        Kalenderadresse erneuern
      </button>
      {problem && (
        <p role="alert" className={staff.problem}>
          {problem}
        </p>
      )}
      {!problem && outcome === 'erneuert' && (
        <p role="status" className={formStyles.success}>
          {RENEWED}
        </p>
      )}
    </form>
  );
}
