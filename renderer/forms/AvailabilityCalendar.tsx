// Month view of the availability (spec section 4: 'Belegt', 'Reserviert', '<Zeitraum> belegt').
// A plain table: every day states its status in words, so it reads the same with eyes, keyboard
// and screen reader; the month buttons are the only controls.
import { useId, useState } from 'react';
import { addDays, formatDayLong, formatMonthLong, todayInBerlin, weekday } from '@/lib/format/kalendertag';
import type { DayStatus } from '@/lib/services/automation/availability';
import styles from './AvailabilityCalendar.module.css';

interface Props {
  title: string;
  statusOf: (day: string) => DayStatus;
  /** Shown over the days while the reservations load or when they failed. */
  notice?: string;
  monthsAhead?: number;
}

const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

function shiftMonth(first: string, months: number): string {
  const date = new Date(`${first}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function weeksOf(first: string): (string | null)[][] {
  const lead = (weekday(first) + 6) % 7; // Monday first
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

export function AvailabilityCalendar({ title, statusOf, notice, monthsAhead = 12 }: Props) {
  const today = todayInBerlin();
  const firstMonth = monthStart(addDays(today, 1));
  const [offset, setOffset] = useState(0);
  const titleId = useId();
  const month = shiftMonth(firstMonth, offset);
  const monthName = formatMonthLong(month);
  return (
    <section className={styles.calendar} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => setOffset(offset - 1)}
          disabled={offset === 0}
        >
          <span aria-hidden="true">‹</span> Vorheriger Monat
        </button>
        <p className={styles.month} aria-live="polite">
          {monthName}
        </p>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => setOffset(offset + 1)}
          disabled={offset >= monthsAhead}
        >
          Nächster Monat <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={styles.grid}>
        {/* Over the days, not above them: when the reservations arrive and the notice goes, nothing moves. */}
        <p className={styles.noticeSlot} role="status">
          {/* Keyed by its text: another message is a new element, and its centred lines do not count as moved. */}
          {notice && (
            <span key={notice} className={styles.notice}>
              {notice}
            </span>
          )}
        </p>
        <table className={styles.table}>
          <caption className="visually-hidden">Verfügbarkeit im {monthName}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((name) => (
                <th key={name} scope="col">
                  <abbr title={name}>{name.slice(0, 2)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week, i) => (
              <tr key={i}>
                {week.map((day, j) => {
                  if (!day) return <td key={j} className={styles.empty} />;
                  const bookable = day > today;
                  const status = bookable ? statusOf(day) : null;
                  return (
                    <td
                      key={day}
                      className={`${styles.day} ${status ? styles[status.kind] : styles.past}`}
                      data-tag={day}
                      data-status={status?.kind ?? 'vergangen'}
                    >
                      <span className={styles.number} aria-hidden="true">
                        {Number(day.slice(8))}
                      </span>
                      <span className="visually-hidden">{formatDayLong(day)}: </span>
                      <span className={styles.label}>
                        {status ? status.label : <span className="visually-hidden">nicht buchbar</span>}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
