import { getBookingPageProps, type BookingPageProps } from '@/renderer/forms/booking-page-props';
import { BookingPage } from '@/renderer/forms/BookingPage';
import { RadBooking } from '@/renderer/forms/RadBooking';
import { RadFacts } from '@/renderer/forms/RadFacts';

export const getStaticProps = getBookingPageProps;

export default function EbikeLeihenPage(props: BookingPageProps) {
  return (
    <BookingPage
      {...props}
      title="E-Bike leihen"
      description="Vier E-Bikes der Gemeinde Tannbrunn für Ausflüge im Schwarzwald: Verfügbarkeit ansehen und unverbindlich anfragen. Mit der SchwarzwaldCard kostenlos."
      path="/de/e-bike-leihen"
      breadcrumbs={[{ title: 'E-Bike leihen', href: '/de/e-bike-leihen' }]}
    >
      <RadFacts kind="ebike" />
      <RadBooking kind="ebike" />
    </BookingPage>
  );
}
