// The colours of the calendar in words.
import styles from './BookingPage.module.css';

const ITEMS = {
  ebike: [
    ['Frei', 'var(--color-primary-light)'],
    ['Noch E-Bikes frei', '#fff4d6'],
    ['Reserviert', '#fde8c8'],
    ['Belegt', '#f6d5cf'],
  ],
  lastenrad: [
    ['Frei', 'var(--color-primary-light)'],
    ['Reserviert', '#fde8c8'],
    ['Belegt', '#f6d5cf'],
  ],
  raum: [
    ['Frei', 'var(--color-primary-light)'],
    ['Reserviert', '#fde8c8'],
    ['Belegt', '#f6d5cf'],
    ['Zeitraum belegt (gesperrt)', '#e4e4e4'],
  ],
} as const;

export function CalendarLegend({ kind }: { kind: keyof typeof ITEMS }) {
  return (
    <ul className={styles.legend} aria-label="Legende des Kalenders">
      {ITEMS[kind].map(([label, color]) => (
        <li key={label}>
          <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
