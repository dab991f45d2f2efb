// The request form with rjsf and its form's precompiled validator is loaded when the visitor comes near it, not
// with the page: the calendar, prices and texts above it are in the server-rendered HTML, and a visitor who only
// checks availability never pays for the form. The form needs JavaScript to submit anyway.
import { useRef, type ComponentProps } from 'react';
import type { BookingForm } from './BookingForm';
import { useFormCode } from './use-form-code';
import styles from './Form.module.css';

function Loading() {
  return (
    <p className={styles.requiredNote} role="status">
      Formular wird geladen …
    </p>
  );
}

const loadBookingForm = () => import('./BookingForm').then((m) => m.BookingForm);

export function LazyBookingForm(props: Omit<ComponentProps<typeof BookingForm>, 'form'>) {
  const anchor = useRef<HTMLDivElement>(null);
  const code = useFormCode(anchor, props.definition.kind, loadBookingForm);
  return <div ref={anchor}>{code ? <code.component {...props} form={code.form} /> : <Loading />}</div>;
}
