import { useState } from 'react';
import Link from 'next/link';
import { useAtomValue } from 'jotai';
import { formatDatum, formatZeit } from '@/lib/format/datum';
import formStyles from '@/renderer/staff/Forms.module.css';
import { ratsinfoUserAtom } from './ratsinfo-atoms';
import { CalendarRenewal } from './CalendarRenewal';
import { DocumentLinks } from './DocumentLinks';
import { MeetingList, meetingTime } from './MeetingList';
import { PasswordChangeForm } from './PasswordChangeForm';
import type { RatsinfoContentProps } from './ratsinfo-types';
import styles from './Ratsinfo.module.css';
import { LoadFailed } from '@/renderer/staff/LoadFailed';
import staff from '@/renderer/staff/Staff.module.css';

export function StartView({ meetings, failed }: RatsinfoContentProps) {
  const user = useAtomValue(ratsinfoUserAtom);
  return (
    <>
      <h1>Ratsinformationssystem</h1>
      {user && (
        <p className={staff.welcome}>
          Willkommen, {user.vorname} {user.nachname}.
        </p>
      )}
      <section aria-labelledby="naechste-sitzungen">
        <h2 id="naechste-sitzungen">Nächste Sitzungen</h2>
        {failed && (
          <LoadFailed>Die Sitzungen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</LoadFailed>
        )}
        {!failed && !meetings.length && <p>Derzeit sind keine Sitzungen geplant.</p>}
        <MeetingList meetings={meetings} />
        <p>
          <Link className="arrow-link" href="/de/ratsinfo/sitzungen">
            Alle Sitzungen
          </Link>
        </p>
      </section>
      <section aria-labelledby="berichte-hinweis">
        <h2 id="berichte-hinweis">Berichte</h2>
        <p>Berichte der Verwaltung an den Gemeinderat und seine Ausschüsse, mit Anlagen zum Herunterladen.</p>
        <Link className="arrow-link" href="/de/ratsinfo/berichte">
          Zu den Berichten
        </Link>
      </section>
    </>
  );
}

export function MeetingsView({ meetings, failed, calendarUrl, calendarRenewal }: RatsinfoContentProps) {
  const [now] = useState(() => Date.now());
  const upcoming = meetings.filter((m) => Date.parse(m.ende ?? m.beginn) >= now);
  const past = meetings.filter((m) => Date.parse(m.ende ?? m.beginn) < now).reverse();
  return (
    <>
      <h1>Sitzungen</h1>
      {failed && (
        <LoadFailed>Die Sitzungen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</LoadFailed>
      )}
      <section aria-labelledby="kalender" className={styles.calendarBox}>
        <h2 id="kalender">Sitzungstermine im eigenen Kalender</h2>
        <p>
          <a href="/api/ratsinfo/kalender.ics" download="ratssitzungen.ics">
            Alle Sitzungen als Kalenderdatei (iCal) herunterladen
          </a>
        </p>
        {calendarUrl && (
          <>
            <p>
              Zum Abonnieren tragen Sie diese persönliche Adresse in Ihrem Kalenderprogramm ein. Geben Sie sie nicht
              weiter.
            </p>
            <label htmlFor="kalender-adresse" className={styles.label}>
              Persönliche Kalenderadresse
            </label>
            <input
              id="kalender-adresse"
              className={styles.calendarInput}
              readOnly
              value={calendarUrl}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CalendarRenewal outcome={calendarRenewal} />
          </>
        )}
      </section>
      <section aria-labelledby="kommende">
        <h2 id="kommende">Kommende Sitzungen</h2>
        {!failed && !upcoming.length && <p>Derzeit sind keine Sitzungen geplant.</p>}
        <MeetingList meetings={upcoming} />
      </section>
      {past.length > 0 && (
        <section aria-labelledby="vergangene">
          <h2 id="vergangene">Vergangene Sitzungen</h2>
          <MeetingList meetings={past} />
        </section>
      )}
    </>
  );
}

export function MeetingView({ meeting, failed }: RatsinfoContentProps) {
  if (!meeting) {
    return (
      <>
        <h1>Sitzung</h1>
        {failed && (
          <LoadFailed>Die Sitzung konnte nicht geladen werden. Bitte versuchen Sie es später erneut.</LoadFailed>
        )}
      </>
    );
  }
  const end = meeting.ende ? formatZeit(meeting.ende) : '';
  return (
    <article>
      <p className={staff.meta}>{meeting.gremium}</p>
      <h1>{meeting.titel}</h1>
      <dl className={styles.facts}>
        <dt>Termin</dt>
        <dd>
          <time dateTime={meeting.beginn}>{meetingTime(meeting)}</time>
          {end && ` bis ${end} Uhr`}
        </dd>
        <dt>Ort</dt>
        <dd>{meeting.ort}</dd>
        <dt>Art</dt>
        <dd>{meeting.oeffentlich ? 'Öffentliche Sitzung' : 'Nichtöffentliche Sitzung'}</dd>
      </dl>
      {meeting.hinweis && <p className={formStyles.notice}>{meeting.hinweis}</p>}
      <DocumentLinks documents={meeting.dokumente} label="Unterlagen der Sitzung" />
      <h2>Tagesordnung</h2>
      {!meeting.tagesordnung.length && <p>Die Tagesordnung liegt noch nicht vor.</p>}
      <ol className={styles.agenda}>
        {meeting.tagesordnung.map((p) => (
          <li key={`${p.nummer}-${p.titel}`} className={styles.agendaItem}>
            <h3 className={styles.agendaTitle}>
              <span className={styles.agendaNumber}>TOP {p.nummer}</span> {p.titel}
              {!p.oeffentlich && <span className={styles.badge}>nichtöffentlich</span>}
            </h3>
            {p.beschluss && (
              <p>
                <strong>Beschluss:</strong> {p.beschluss}
              </p>
            )}
            <DocumentLinks documents={p.dokumente} label={`Unterlagen zu TOP ${p.nummer}`} />
          </li>
        ))}
      </ol>
      <p>
        <Link className="arrow-link" href="/de/ratsinfo/sitzungen">
          Alle Sitzungen
        </Link>
      </p>
    </article>
  );
}

export function ReportsView({ reports, failed }: RatsinfoContentProps) {
  return (
    <>
      <h1>Berichte</h1>
      {failed && (
        <LoadFailed>Die Berichte konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</LoadFailed>
      )}
      {!failed && !reports.length && <p>Es liegen keine Berichte vor.</p>}
      <ul className={styles.cardList}>
        {reports.map((r) => (
          <li key={r.id} className={styles.card}>
            <p className={staff.meta}>
              <time dateTime={r.datum}>{formatDatum(r.datum)}</time> · {r.gremium}
            </p>
            <h2 className={styles.cardTitle}>{r.titel}</h2>
            <p>{r.zusammenfassung}</p>
            <DocumentLinks documents={r.dokumente} label={`Anlagen zu ${r.titel}`} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function PasswordView({
  mustChangePassword,
  passwordErrors,
  passwordChanged,
  onErrorsChange,
}: RatsinfoContentProps & { onErrorsChange: (v: boolean) => void }) {
  return (
    <>
      <h1>Passwort ändern</h1>
      {mustChangePassword && (
        <p className={formStyles.notice} role="status">
          Bitte ändern Sie Ihr Passwort, bevor Sie das Ratsinformationssystem nutzen. Ihr bisheriges Passwort wurde
          Ihnen zur ersten Anmeldung mitgeteilt.
        </p>
      )}
      <PasswordChangeForm initialErrors={passwordErrors} changed={passwordChanged} onErrorsChange={onErrorsChange} />
    </>
  );
}
