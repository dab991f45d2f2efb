import Link from 'next/link';
import { formatDatumMitWochentag, formatZeit } from '@/lib/format/datum';
import type { Sitzung } from '@/lib/services/ratsinfo/ratsinfo-service';
import styles from './Ratsinfo.module.css';
import staff from '@/renderer/staff/Staff.module.css';

export function meetingTime(meeting: Sitzung): string {
  const time = formatZeit(meeting.beginn);
  return `${formatDatumMitWochentag(meeting.beginn)}${time ? `, ${time} Uhr` : ''}`;
}

export function MeetingList({ meetings, headingLevel = 3 }: { meetings: Sitzung[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.cardList}>
      {meetings.map((m) => (
        <li key={m.id} className={styles.card}>
          <p className={staff.meta}>
            <time dateTime={m.beginn}>{meetingTime(m)}</time>
            {!m.oeffentlich && <span className={styles.badge}>nichtöffentlich</span>}
          </p>
          <Heading className={styles.cardTitle}>
            <Link href={`/de/ratsinfo/sitzungen/${m.id}`}>{m.titel}</Link>
          </Heading>
          <p className={staff.meta}>
            {m.gremium}
            {m.ort && ` · ${m.ort}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
