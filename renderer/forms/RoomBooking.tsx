// Calendar and request form of one room. When the reserved dates cannot be loaded, the form is
// hidden (spec section 8).
import { useId } from 'react';
import { roomDayStatus } from '@/lib/booking/availability';
import type { RoomReservation } from '@/lib/booking/types';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { LazyBookingForm } from './LazyBookingForm';
import { raumDefinition } from './booking-definitions';
import { CalendarLegend } from './CalendarLegend';
import { useReservations } from './use-reservations';
import pageStyles from './BookingPage.module.css';

export function RoomBooking({ roomId, title }: { roomId: string; title: string }) {
  const { reservations, failed, loading, reload } = useReservations(
    `/api/buchungen/raum/verfuegbarkeit?raum=${encodeURIComponent(roomId)}`,
  );
  const records = reservations as RoomReservation[];
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={pageStyles.layout}>
      <h2 id={titleId}>{title}</h2>
      <AvailabilityCalendar
        title="Verfügbarkeit des Raums"
        statusOf={(day) => roomDayStatus(records, day)}
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
          initialData={{ raum: roomId, vor_nachbereitung: 'Keine' }}
          cancelPath="/de/raumreservierung/stornieren"
          submitLabel="Reservierungsanfrage senden"
        />
      )}
    </section>
  );
}
