// The request form with rjsf and the precompiled validators (~110 kB gzip) loads after the page
// has rendered, so the booking pages stay within their First Load JS budget. The form needs
// JavaScript to submit anyway; calendar, prices and texts are in the server-rendered HTML.
import dynamic from 'next/dynamic';
import styles from './Form.module.css';

export const LazyBookingForm = dynamic(() => import('./BookingForm').then((m) => m.BookingForm), {
  ssr: false,
  loading: () => (
    <p className={styles.requiredNote} role="status">
      Formular wird geladen …
    </p>
  ),
});
