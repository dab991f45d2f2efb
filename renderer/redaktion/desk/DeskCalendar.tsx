// The booking desk's month view: the public calendar's table (renderer/forms/MonthTable.tsx), drawn by React from the
// desk's own list, so a day blocked or a request accepted shows at once without loading anything again.
import { useId, useState } from 'react';
import { formatMonthLong, todayInBerlin } from '@/lib/format/kalendertag';
import { firstBookableMonth, shiftMonth } from '@/lib/buchungen/calendar-month';
import type { DayStatus } from '@/lib/services/automation/availability';
import { MonthTable } from '@/renderer/forms/MonthTable';
import styles from '@/renderer/forms/AvailabilityCalendar.module.css';

interface Props {
  title: string;
  statusOf: (day: string) => DayStatus;
  monthsAhead?: number;
}

export function DeskCalendar({ title, statusOf, monthsAhead = 12 }: Props) {
  const today = todayInBerlin();
  const [offset, setOffset] = useState(0);
  const titleId = useId();
  const month = shiftMonth(firstBookableMonth(today), offset);
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
          {formatMonthLong(month)}
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
        <MonthTable month={month} today={today} statusOf={statusOf} />
      </div>
    </section>
  );
}
