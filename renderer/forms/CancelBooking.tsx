// A cancellation page (spec sections 2 and 4): reads ?uuid=, asks for confirmation, then shows
// success (linking back to the booking page) or the cancel-failure text with a mail hint.
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { ALERTS, CANCEL_TEXTS } from '@/lib/buchungen/messages';
import type { Buchungsart } from '@/codegen/out/form-names';
import { ReactIsland } from '@/renderer/islands/react-island';
import { siteSettings } from '@/renderer/site-settings';
import { formatDatum } from '@/lib/format/datum';
import type { BookingState } from '@/lib/services/automation/booking-service';
import { Alert } from './Alert';
import styles from './Form.module.css';

interface Props {
  kind: Buchungsart;
  /** Where the success message links back to. */
  bookingPath: string;
  bookingTitle: string;
}

type Phase = 'confirm' | 'sending' | 'success' | 'failure' | { limited: string };

/** Where the request stands, when the booking service can say (the embedded store; the automation cannot). */
function useBookingState(kind: Buchungsart, uuid: string): BookingState | null {
  const [state, setState] = useState<BookingState | null>(null);
  useEffect(() => {
    if (!uuid) return;
    const controller = new AbortController();
    fetch(`/api/buchungen/${kind}/status?uuid=${encodeURIComponent(uuid)}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<BookingState>) : null))
      .then(setState, () => setState(null));
    return () => controller.abort();
  }, [kind, uuid]);
  return state;
}

function StateNote({ state }: { state: BookingState }) {
  const days =
    state.datum_von === state.datum_bis
      ? formatDatum(state.datum_von)
      : `${formatDatum(state.datum_von)} bis ${formatDatum(state.datum_bis)}`;
  return (
    <div className={styles.outcome} role="status">
      <h2>{CANCEL_TEXTS.stateTitle}</h2>
      <p>
        {days}: {CANCEL_TEXTS.state[state.status]}
      </p>
      {state.nachricht && (
        <p>
          {CANCEL_TEXTS.message} {state.nachricht}
        </p>
      )}
    </div>
  );
}

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
  const state = useBookingState(kind, uuid);

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
  // Declined or already cancelled: nothing left to cancel.
  if (state && (state.status === 'declined' || state.status === 'storniert')) return <StateNote state={state} />;
  return (
    <div className={styles.outcome}>
      {state && <StateNote state={state} />}
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
