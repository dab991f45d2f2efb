import { getBookingPageProps, type BookingPageProps } from '@/renderer/forms/booking-page-props';
import { BookingPage } from '@/renderer/forms/BookingPage';
import { CancelBooking } from '@/renderer/forms/CancelBooking';

export const getStaticProps = getBookingPageProps;

export default function RaumStornierenPage(props: BookingPageProps) {
  return (
    <BookingPage
      {...props}
      title="Reservierung stornieren"
      description="Reservierung stornieren: mit der Anfragenummer aus Ihrer Bestätigungs-E-Mail."
      path="/de/raumreservierung/stornieren"
      breadcrumbs={[{ title: 'Reservierung stornieren', href: '/de/raumreservierung/stornieren' }]}
      noindex
    >
      <CancelBooking kind="raum" bookingPath="/de/leben/raeume" bookingTitle="Räume mieten" />
    </BookingPage>
  );
}
