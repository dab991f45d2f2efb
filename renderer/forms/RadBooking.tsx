/* eslint-disable @typescript-eslint/no-require-imports -- the server's half of staticIsland() */
// The e-bike and cargo-bike booking pages: facts and prices, the availability calendar, the request form and the
// terms of use. The calendar is plain HTML that an island of the site script fills (verfuegbarkeit.island.ts); the form
// is a React island: the page loads React when the visitor comes near it (renderer/islands/react-island.tsx).
import { LASTENRAD_DEPOSIT, EBIKE_PRICE_PER_DAY, ebikePrice, formatEuro, rentalDays } from '@/lib/buchungen/prices';
import { ReactIsland } from '@/renderer/islands/react-island';
import { staticIsland } from '@/renderer/islands/static-island';
import type { AvailabilityCalendar as AvailabilityCalendarComponent } from './AvailabilityCalendar';
import { announceAvailabilityChanged } from './availability-events';
import { LazyBookingForm } from './LazyBookingForm';
import type { FormData } from '@/lib/forms/form-definition';
import { ebikeDefinition, lastenradDefinition } from './booking-definitions';
import { CalendarLegend } from './CalendarLegend';
import { useReservations } from './use-reservations';
import pageStyles from './BookingPage.module.css';
import styles from './Form.module.css';

function EbikePrice(data: FormData) {
  const days = rentalDays(data.datum_von, data.datum_bis);
  const bikes = typeof data.anzahl === 'number' ? data.anzahl : null;
  return (
    <div className={styles.price} aria-live="polite">
      {days && bikes ? (
        <p>
          Voraussichtlicher Preis für {bikes} {bikes === 1 ? 'E-Bike' : 'E-Bikes'} und {days}{' '}
          {days === 1 ? 'Tag' : 'Tage'}:{' '}
          <strong>
            {data.schwarzwaldcard === true
              ? 'kostenlos mit der SchwarzwaldCard'
              : formatEuro(ebikePrice(days, bikes, false))}
          </strong>
        </p>
      ) : (
        <p>
          {formatEuro(EBIKE_PRICE_PER_DAY)} pro Tag und E-Bike, mit der SchwarzwaldCard kostenlos. Der Preis erscheint
          hier, sobald Zeitraum und Anzahl gewählt sind.
        </p>
      )}
    </div>
  );
}

function LastenradDeposit() {
  return (
    <div className={styles.price}>
      <p>
        Bei der Abholung hinterlegen Sie eine Kaution von <strong>{formatEuro(LASTENRAD_DEPOSIT)}</strong>.
      </p>
    </div>
  );
}

// Kept as the server sent it, whatever its island has written into it since.
const AvailabilityCalendar = staticIsland<Parameters<typeof AvailabilityCalendarComponent>[0]>(
  typeof window === 'undefined'
    ? require('./AvailabilityCalendar').AvailabilityCalendar
    : () => import('./AvailabilityCalendar').then((m) => m.AvailabilityCalendar),
);

const FAILURE_NOTICE = 'Die Verfügbarkeit konnte gerade nicht geladen werden. Sie können trotzdem anfragen.';

const TEXTS = {
  ebike: {
    calendar: 'Verfügbarkeit der E-Bikes',
    submit: 'Leihanfrage senden',
    cancelPath: '/de/e-bike-leihen/stornieren',
    terms: [
      'Sie müssen mindestens 18 Jahre alt sein und bringen zur Abholung einen amtlichen Lichtbildausweis mit.',
      'Die Abholung ist zwischen 9:00 und 11:00 Uhr möglich, die Rückgabe zwischen 16:00 und 18:00 Uhr; andere Zeiten nach Absprache.',
      'Helm und Schloss werden mitgegeben. Schäden melden Sie bitte sofort der Tourist-Information.',
      'Die Anfrage ist unverbindlich; verbindlich wird die Reservierung mit unserer Bestätigung per E-Mail.',
    ],
  },
  lastenrad: {
    calendar: 'Verfügbarkeit des Lastenrads',
    submit: 'Leihanfrage senden',
    cancelPath: '/de/lastenrad-leihen/stornieren',
    terms: [
      'Abholung und Rückgabe sind werktags von 9:00 bis 12:00 Uhr im Rathaus möglich, nicht am Wochenende.',
      'Die Leihdauer beträgt höchstens 3 Tage, bei Abholung am Freitag 4 Tage (Freitag bis Montag).',
      'Bei der Abholung hinterlegen Sie eine Kaution von 50 €; sie wird bei der Rückgabe erstattet.',
      'Die Anfrage ist unverbindlich; verbindlich wird die Reservierung mit unserer Bestätigung per E-Mail.',
    ],
  },
} as const;

/** The request form: the reserved dates for its own checks, loaded again (with the calendar's) after each request. */
function RadRequestForm({ kind }: { kind: 'ebike' | 'lastenrad' }) {
  const { reservations, reload } = useReservations(`/api/buchungen/${kind}/verfuegbarkeit`);
  const texts = TEXTS[kind];
  return (
    <LazyBookingForm
      definition={kind === 'ebike' ? ebikeDefinition : lastenradDefinition}
      reservations={reservations}
      onSubmitted={() => {
        void reload();
        announceAvailabilityChanged(kind);
      }}
      cancelPath={texts.cancelPath}
      submitLabel={texts.submit}
      summary={kind === 'ebike' ? EbikePrice : LastenradDeposit}
    />
  );
}

export function RadBooking({ kind }: { kind: 'ebike' | 'lastenrad' }) {
  const texts = TEXTS[kind];
  return (
    <>
      <div className={pageStyles.layout}>
        <div>
          <AvailabilityCalendar
            title={texts.calendar}
            kind={kind}
            source={`/api/buchungen/${kind}/verfuegbarkeit`}
            failureNotice={FAILURE_NOTICE}
          />
          <CalendarLegend kind={kind} />
        </div>
        <ReactIsland>
          <section aria-labelledby="anfrage-titel">
            <h2 id="anfrage-titel">Leihanfrage</h2>
            <RadRequestForm kind={kind} />
          </section>
        </ReactIsland>
      </div>
      <section
        id="nutzungsbestimmungen"
        className={pageStyles.terms}
        tabIndex={-1}
        aria-labelledby="nutzungsbestimmungen-titel"
      >
        <h2 id="nutzungsbestimmungen-titel">Nutzungsbestimmungen</h2>
        <ul>
          {texts.terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
