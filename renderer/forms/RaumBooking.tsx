// Calendar and request form of one room. When the reserved dates cannot be loaded, the form is
// hidden (spec section 8).
import { useId } from 'react';
import { raumDayStatus } from '@/lib/services/automation/availability';
import type { RaumReservation } from '@/lib/services/automation/booking-types';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { LazyBookingForm } from './LazyBookingForm';
import { raumDefinition } from './booking-definitions';
import { CalendarLegend } from './CalendarLegend';
import { useReservations } from './use-reservations';
import pageStyles from './BookingPage.module.css';

export function RaumBooking({ raumId, title }: { raumId: string; title: string }) {
  const { reservations, failed, loading, reload } = useReservations(
    `/api/buchungen/raum/verfuegbarkeit?raum=${encodeURIComponent(raumId)}`,
  );
  const records = reservations as RaumReservation[];
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={pageStyles.layout}>
      <h2 id={titleId}>{title}</h2>
      <AvailabilityCalendar
        title="Verfügbarkeit des Raums"
        statusOf={(day) => raumDayStatus(records, day)}
        notice={
          failed
            ? 'Die Verfügbarkeit konnte gerade nicht geladen werden. Bitte versuchen Sie es später erneut.'
            : loading
              ? 'Verfügbarkeit wird geladen …'
              : undefined
        }
      />
      <CalendarLegend kind="raum" />
      {!failed && !loading && (
        <LazyBookingForm
          definition={raumDefinition}
          reservations={reservations}
          onSubmitted={reload}
          initialData={{ raum: raumId, vor_nachbereitung: 'Keine' }}
          cancelPath="/de/raumreservierung/stornieren"
          submitLabel="Reservierungsanfrage senden"
        />
      )}
    </section>
  );
}
