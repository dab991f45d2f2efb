import { getBookingPageProps, type BookingPageProps } from '@/renderer/forms/booking-page-props';
import { BookingPage } from '@/renderer/forms/BookingPage';
import { RadBooking } from '@/renderer/forms/RadBooking';
import { RadFacts } from '@/renderer/forms/RadFacts';

export const getStaticProps = getBookingPageProps;

export default function LastenradLeihenPage(props: BookingPageProps) {
  return (
    <BookingPage
      {...props}
      title="Lastenrad leihen"
      description="Das Lastenrad der Gemeinde Tannbrunn für Einkauf und Transport: Verfügbarkeit ansehen und unverbindlich anfragen."
      path="/de/lastenrad-leihen"
      breadcrumbs={[{ title: 'Lastenrad leihen', href: '/de/lastenrad-leihen' }]}
    >
      <RadFacts kind="lastenrad" />
      <RadBooking kind="lastenrad" />
    </BookingPage>
  );
}
