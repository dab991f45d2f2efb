// Month view of the availability (spec section 4: 'Belegt', 'Reserviert', '<Zeitraum> belegt'). A plain table: every
// day states its status in words, so it reads the same with eyes, keyboard and screen reader; the month buttons are
// the only controls. The server renders the first bookable month; its island (verfuegbarkeit.island.ts) loads the
// reserved dates, writes each day's status and turns the months. Without JavaScript the calendar says that it needs it.
import { useId } from 'react';
import { formatMonthLong, todayInBerlin } from '@/lib/format/kalendertag';
import { firstBookableMonth, type CalendarKind } from '@/lib/buchungen/calendar-month';
import type { DayStatus } from '@/lib/services/automation/availability';
import { MonthTable } from './MonthTable';
import styles from './AvailabilityCalendar.module.css';

/** Until the island has loaded the reserved dates, every bookable day reads as free. */
const FREE: DayStatus = { label: 'Frei', kind: 'free' };

export const LOADING_NOTICE = 'Verfügbarkeit wird geladen …';

interface Props {
  title: string;
  kind: CalendarKind;
  /** Where the reserved dates come from (the site's own API). */
  source: string;
  /** Shown over the days when the reserved dates cannot be loaded. */
  failureNotice: string;
  monthsAhead?: number;
}

export function AvailabilityCalendar({ title, kind, source, failureNotice, monthsAhead = 12 }: Props) {
  const today = todayInBerlin();
  const month = firstBookableMonth(today);
  const titleId = useId();
  const monthName = formatMonthLong(month);
  return (
    <section
      className={styles.calendar}
      aria-labelledby={titleId}
      data-insel="verfuegbarkeit"
      data-art={kind}
      data-quelle={source}
      data-fehler={failureNotice}
      data-monate={monthsAhead}
      data-monat={month}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.nav}>
        <button type="button" className={`${styles.navButton} braucht-skript`} data-monat-schritt="-1" disabled>
          <span aria-hidden="true">‹</span> Vorheriger Monat
        </button>
        <p className={styles.month} aria-live="polite" data-monatsname="">
          {monthName}
        </p>
        <button type="button" className={`${styles.navButton} braucht-skript`} data-monat-schritt="1">
          Nächster Monat <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className={`${styles.withoutScript} statt-skript`}>
        Die Verfügbarkeit zeigt der Kalender nur mit JavaScript. Sie können trotzdem anfragen.
      </p>
      <div className={styles.grid}>
        {/* Over the days, not above them: when the reservations arrive and the notice goes, nothing moves. */}
        <p className={styles.noticeSlot} role="status">
          <span className={`${styles.notice} braucht-skript`} data-hinweis="">
            {LOADING_NOTICE}
          </span>
        </p>
        <MonthTable month={month} today={today} statusOf={() => FREE} />
      </div>
    </section>
  );
}
