// A cancellation page (spec sections 2 and 4): reads ?uuid=, asks for confirmation, then shows
// success (linking back to the booking page) or the cancel-failure text with a mail hint.
import { useState } from 'react';
import { useRouter } from 'next/router';
import { ALERTS, CANCEL_TEXTS } from '@/lib/buchungen/messages';
import type { Buchungsart } from '@/codegen/out/form-names';
import { ReactIsland } from '@/renderer/islands/react-island';
import { siteSettings } from '@/renderer/site-settings';
import { Alert } from './Alert';
import styles from './Form.module.css';

interface Props {
  kind: Buchungsart;
  /** Where the success message links back to. */
  bookingPath: string;
  bookingTitle: string;
}

type Phase = 'confirm' | 'sending' | 'success' | 'failure' | { limited: string };

/** A React island (renderer/islands/react-island.tsx): the page loads React for it. */
export function CancelBooking(props: Props) {
  return (
    <ReactIsland>
      <CancelConfirmation {...props} />
    </ReactIsland>
  );
}

function CancelConfirmation({ kind, bookingPath, bookingTitle }: Props) {
  const router = useRouter();
  const uuid = typeof router.query.uuid === 'string' ? router.query.uuid : '';
  const [phase, setPhase] = useState<Phase>('confirm');
  const texts = kind === 'raum' ? CANCEL_TEXTS.raum : CANCEL_TEXTS.rad;
  const mail = kind === 'raum' ? siteSettings.kontakte[0]?.email : siteSettings.kontakte[1]?.email;

  const cancel = async () => {
    setPhase('sending');
    try {
      const response = await fetch(`/api/buchungen/${kind}/stornieren`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ uuid }),
      });
      const body =
        response.status === 429
          ? ((await response.json().catch(() => null)) as { fehler?: Record<string, string> } | null)
          : null;
      // The rate limit (lib/buchungen/rate-limit.ts) says in German when to try again.
      if (typeof body?.fehler?.[''] === 'string') setPhase({ limited: body.fehler[''] });
      else setPhase(response.ok ? 'success' : 'failure');
    } catch {
      setPhase('failure');
    }
  };

  if (!router.isReady) return null;
  if (phase === 'success') {
    return (
      <Alert kind="success" title={texts.successTitle}>
        <p>{texts.successText}</p>
        <p>
          <a href={bookingPath}>Zurück zu „{bookingTitle}“</a>
        </p>
      </Alert>
    );
  }
  if (typeof phase === 'object') {
    return (
      <Alert kind="error" title={ALERTS.tooMany.title}>
        <p>{phase.limited}</p>
      </Alert>
    );
  }
  if (phase === 'failure' || !uuid) {
    return (
      <Alert kind="error" title={texts.failureTitle}>
        {!uuid && <p>{CANCEL_TEXTS.missingUuid}</p>}
        <p>
          {CANCEL_TEXTS.failureHint} <a href={`mailto:${mail}`}>{mail}</a>
        </p>
      </Alert>
    );
  }
  return (
    <div className={styles.outcome}>
      <p>{texts.question}</p>
      <p>
        Anfragenummer: <strong className={styles.uuid}>{uuid}</strong>
      </p>
      <button type="button" className="button" onClick={() => void cancel()} disabled={phase === 'sending'}>
        {phase === 'sending' ? 'Wird storniert …' : texts.button}
      </button>
    </div>
  );
}
