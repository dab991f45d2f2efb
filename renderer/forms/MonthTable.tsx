// The days of one month as a table, every day stating its status in words (AvailabilityCalendar.tsx). Shared by the
// public calendar, which the server renders and its island fills (verfuegbarkeit.island.ts writes the same markup),
// and the booking desk's calendar, which React renders from the desk's own list (DeskCalendar.tsx).
import { formatDayLong, formatMonthLong } from '@/lib/format/kalendertag';
import { calendarWeeks } from '@/lib/buchungen/calendar-month';
import type { DayStatus } from '@/lib/services/automation/availability';
import styles from './AvailabilityCalendar.module.css';

export const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

interface Props {
  /** The first day of the month. */
  month: string;
  today: string;
  /** A bookable day's status (days up to today are not bookable). */
  statusOf: (day: string) => DayStatus;
}

export function MonthTable({ month, today, statusOf }: Props) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden" data-monatstitel="">
        Verfügbarkeit im {formatMonthLong(month)}
      </caption>
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
        {calendarWeeks(month).map((week, i) => (
          <tr key={i}>
            {week.map((day, j) => {
              if (!day) return <td key={j} />;
              const status = day > today ? statusOf(day) : null;
              return (
                <td key={day} data-tag={day} data-status={status?.kind ?? 'vergangen'}>
                  <span data-zahl="" aria-hidden="true">
                    {Number(day.slice(8))}
                  </span>
                  <span className="visually-hidden">{formatDayLong(day)}: </span>
                  <span data-text="">
                    {status ? status.label : <span className="visually-hidden">nicht buchbar</span>}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
