import { getBookingPageProps, type BookingPageProps } from '@/renderer/forms/booking-page-props';
import { BookingPage } from '@/renderer/forms/BookingPage';
import { CancelBooking } from '@/renderer/forms/CancelBooking';

export const getStaticProps = getBookingPageProps;

export default function LastenradStornierenPage(props: BookingPageProps) {
  return (
    <BookingPage
      {...props}
      title="Leihanfrage stornieren"
      description="Leihanfrage stornieren: mit der Anfragenummer aus Ihrer Bestätigungs-E-Mail."
      path="/de/lastenrad-leihen/stornieren"
      breadcrumbs={[
        { title: 'Lastenrad leihen', href: '/de/lastenrad-leihen' },
        { title: 'Leihanfrage stornieren', href: '/de/lastenrad-leihen/stornieren' },
      ]}
      noindex
    >
      <CancelBooking kind="lastenrad" bookingPath="/de/lastenrad-leihen" bookingTitle="Lastenrad leihen" />
    </BookingPage>
  );
}
