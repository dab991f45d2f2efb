// The request form with rjsf and the precompiled validators (~110 kB gzip, about 100 ms of main
// thread on a mid-range phone to start) is loaded when the visitor comes near it, not with the page:
// the calendar, prices and texts above it are in the server-rendered HTML, and a visitor who only
// checks availability never pays for the form. The form needs JavaScript to submit anyway.
import dynamic from 'next/dynamic';
import { useRef, type ComponentProps } from 'react';
import type { BookingForm } from './BookingForm';
import { useNearViewport } from '@/renderer/client/use-near-viewport';
import styles from './Form.module.css';

/** How far below the viewport the form starts loading: about half a phone screen. */
const LOAD_MARGIN_PX = 400;

function Loading() {
  return (
    <p className={styles.requiredNote} role="status">
      Formular wird geladen …
    </p>
  );
}

const BookingFormChunk = dynamic(() => import('./BookingForm').then((m) => m.BookingForm), {
  ssr: false,
  loading: Loading,
});

export function LazyBookingForm(props: ComponentProps<typeof BookingForm>) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, LOAD_MARGIN_PX);
  return <div ref={anchor}>{near ? <BookingFormChunk {...props} /> : <Loading />}</div>;
}
