import { getBookingPageProps, type BookingPageProps } from '@/renderer/forms/booking-page-props';
import { BookingPage } from '@/renderer/forms/BookingPage';
import { CancelBooking } from '@/renderer/forms/CancelBooking';

export const getStaticProps = getBookingPageProps;

export default function EbikeStornierenPage(props: BookingPageProps) {
  return (
    <BookingPage
      {...props}
      title="Leihanfrage stornieren"
      description="Leihanfrage stornieren: mit der Anfragenummer aus Ihrer Bestätigungs-E-Mail."
      path="/de/e-bike-leihen/stornieren"
      breadcrumbs={[
        { title: 'E-Bike leihen', href: '/de/e-bike-leihen' },
        { title: 'Leihanfrage stornieren', href: '/de/e-bike-leihen/stornieren' },
      ]}
      noindex
    >
      <CancelBooking kind="ebike" bookingPath="/de/e-bike-leihen" bookingTitle="E-Bike leihen" />
    </BookingPage>
  );
}
