// Calendar and request form of one room. When the reserved dates cannot be loaded, the form is hidden (spec section 8).
// Rendered in the browser (the room reservation block, a React island, finds its room first); the calendar's island
// of the site script (verfuegbarkeit.island.ts) starts on it as it appears, and React leaves it alone (memo).
import { memo, useId } from 'react';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { announceAvailabilityChanged } from './availability-events';
import { LazyBookingForm } from './LazyBookingForm';
import { raumDefinition } from './booking-definitions';
import { CalendarLegend } from './CalendarLegend';
import { useReservations } from './use-reservations';
import pageStyles from './BookingPage.module.css';

const Calendar = memo(AvailabilityCalendar);

export function RaumBooking({ raumId, title }: { raumId: string; title: string }) {
  const source = `/api/buchungen/raum/verfuegbarkeit?raum=${encodeURIComponent(raumId)}`;
  const { reservations, failed, loading, reload } = useReservations(source);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={pageStyles.layout}>
      <h2 id={titleId}>{title}</h2>
      <Calendar
        title="Verfügbarkeit des Raums"
        kind="raum"
        source={source}
        failureNotice="Die Verfügbarkeit konnte gerade nicht geladen werden. Bitte versuchen Sie es später erneut."
      />
      <CalendarLegend kind="raum" />
      {!failed && !loading && (
        <LazyBookingForm
          definition={raumDefinition}
          reservations={reservations}
          onSubmitted={() => {
            void reload();
            announceAvailabilityChanged('raum');
          }}
          initialData={{ raum: raumId, vor_nachbereitung: 'Keine' }}
          cancelPath="/de/raumreservierung/stornieren"
          submitLabel="Reservierungsanfrage senden"
        />
      )}
    </section>
  );
}
