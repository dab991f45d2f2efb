// Scheduled publishing in the editor (approvers): publish the newest version, or take the page offline, at a date
// and time (Europe/Berlin); the pending schedules of the page with "Abbrechen". The server checks everything again
// (lib/redaktion/store/schedules.ts) and carries the schedule out within a minute of its time, on whichever instance.
import { memo, useId, useState } from 'react';
import { describeSchedule, SCHEDULE_TEXTS, type Zeitplan } from '@/lib/redaktion/shared/schedule-texts';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';

export interface ScheduleBarProps {
  seiteId: string;
  termine: Zeitplan[];
  /** Saves pending changes first; the version to schedule, or null when saving failed. */
  saveFirst(): Promise<{ id: number; nummer: number } | null>;
}

export const ScheduleBar = memo(function ScheduleBar({ seiteId, termine: initial, saveFirst }: ScheduleBarProps) {
  const [termine, setTermine] = useState(initial);
  const [art, setArt] = useState<'veroeffentlichen' | 'zurueckziehen'>('veroeffentlichen');
  const [zeitpunkt, setZeitpunkt] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const [notice, setNotice] = useState<ActionResult>(null);
  const id = useId();

  const plan = async () => {
    setNotice(null);
    if (!zeitpunkt) return setFehler(SCHEDULE_TEXTS.timeMissing);
    setFehler(null);
    const target = art === 'veroeffentlichen' ? await saveFirst() : null;
    if (art === 'veroeffentlichen' && !target) return;
    const answer = await redaktionApi.seite(seiteId)('termine', {
      art,
      zeitpunkt,
      ...(target ? { versionId: target.id } : {}),
    });
    if (!answer.ok) {
      if (answer.body.fields?.zeitpunkt) return setFehler(answer.body.fields.zeitpunkt);
      return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Planen fehlgeschlagen.' });
    }
    const planned = answer.body.termine.find((termin) => termin.id === answer.body.terminId);
    setTermine(answer.body.termine);
    setZeitpunkt('');
    if (planned) setNotice({ kind: 'ok', text: `Geplant: ${describeSchedule(planned)}.` });
  };

  const cancel = async (termin: Zeitplan) => {
    setNotice(null);
    const answer = await redaktionApi.seite(seiteId)('termin-abbrechen', { terminId: termin.id });
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Abbrechen fehlgeschlagen.' });
    setTermine(answer.body.termine);
    setNotice({ kind: 'ok', text: `Abgebrochen: ${describeSchedule(termin)}.` });
  };

  return (
    <section className={styles.approval} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className={styles.approvalTitle}>
        Zeitplan
      </h2>
      {termine.length > 0 && (
        <ul className={styles.scheduleList}>
          {termine.map((termin) => (
            <li key={termin.id}>
              {describeSchedule(termin)} (geplant von {termin.von}){' '}
              <button type="button" className={styles.smallButton} onClick={() => void cancel(termin)}>
                Abbrechen<span className="visually-hidden">: {describeSchedule(termin)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.scheduleForm}>
        <fieldset className={styles.scheduleKinds}>
          <legend>Was soll geschehen?</legend>
          <label>
            <input
              type="radio"
              name={`${id}-art`}
              checked={art === 'veroeffentlichen'}
              onChange={() => setArt('veroeffentlichen')}
            />{' '}
            Neueste Version veröffentlichen
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-art`}
              checked={art === 'zurueckziehen'}
              onChange={() => setArt('zurueckziehen')}
            />{' '}
            Seite offline nehmen
          </label>
        </fieldset>
        <div className={styles.approvalForm}>
          <label htmlFor={`${id}-zeit`}>Datum und Uhrzeit (deutsche Zeit)</label>
          {fehler && (
            <p id={`${id}-zeit-fehler`} className={styles.fieldError}>
              <span className="visually-hidden">Fehler: </span>
              {fehler}
            </p>
          )}
          <input
            id={`${id}-zeit`}
            type="datetime-local"
            className={formStyles.input}
            value={zeitpunkt}
            aria-invalid={fehler ? true : undefined}
            aria-describedby={fehler ? `${id}-zeit-fehler` : undefined}
            onChange={(event) => setZeitpunkt(event.target.value)}
          />
          <button type="button" className={styles.secondaryButton} onClick={() => void plan()}>
            Planen
          </button>
        </div>
      </div>
      <ActionNotice result={notice} />
    </section>
  );
});
