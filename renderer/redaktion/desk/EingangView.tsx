// One submission: every field as the resident filled it in, its state (neu, in Bearbeitung, erledigt) and the
// internal notes. A change is sent with the version on screen: a second click, a replay or a change by somebody else
// meanwhile is refused (409) and changes nothing. Opening this page is in the audit log (personal data).
import { Fragment, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { formatDatum, formatDatumUhrzeit } from '@/lib/format/datum';
import {
  EINGANG_ZUSTAENDE,
  ZUSTAND_NAMEN,
  type EingangDetail,
  type EingangZustand,
} from '@/lib/redaktion/shared/eingaenge';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import editorStyles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import { StateBadge } from './StateBadge';
import styles from './Desk.module.css';

export interface EingangViewProps {
  eingang: EingangDetail;
  aufbewahrungTage: number;
}

export function EingangView({ eingang: initial, aufbewahrungTage }: EingangViewProps & { konto: RedaktionKonto }) {
  const [eingang, setEingang] = useState(initial);
  const [zustand, setZustand] = useState<EingangZustand>(initial.zustand);
  const [notiz, setNotiz] = useState('');
  const [notice, setNotice] = useState<ActionResult>(null);
  const api = redaktionApi.eingang(eingang.id);

  async function saveState(event: FormEvent) {
    event.preventDefault();
    const answer = await api('zustand', { zustand, version: eingang.version });
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht gespeichert.' });
    setEingang({ ...eingang, ...answer.body });
    setNotice({ kind: 'ok', text: `Zustand gespeichert: ${ZUSTAND_NAMEN[answer.body.zustand]}.` });
  }

  async function addNote(event: FormEvent) {
    event.preventDefault();
    const answer = await api('notiz', { text: notiz, version: eingang.version });
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht gespeichert.' });
    setEingang({ ...eingang, version: answer.body.version, notizen: [...eingang.notizen, answer.body.notiz] });
    setNotiz('');
    setNotice({ kind: 'ok', text: 'Notiz gespeichert.' });
  }

  return (
    <div>
      <p>
        <Link href="/redaktion/eingaenge">Alle Eingänge</Link>
      </p>
      <h1>
        {eingang.formularTitel} vom {formatDatumUhrzeit(eingang.erstelltAm)}
      </h1>
      <p>
        <StateBadge state={eingang.zustand} label={ZUSTAND_NAMEN[eingang.zustand]} />{' '}
        {eingang.abteilung && <>Zuständig: {eingang.abteilung}. </>}
        {eingang.loeschungAm
          ? `Erledigt; wird am ${formatDatum(eingang.loeschungAm)} gelöscht (${aufbewahrungTage} Tage nach der Erledigung).`
          : `Wird ${aufbewahrungTage} Tage nach der Erledigung gelöscht.`}
      </p>
      <ActionNotice result={notice} />
      <h2>Angaben</h2>
      <dl className={styles.fields}>
        {eingang.felder.map((feld) => (
          <Fragment key={feld.feld}>
            <dt>{feld.titel}</dt>
            <dd>{feld.wert}</dd>
          </Fragment>
        ))}
      </dl>
      <form className={styles.panel} onSubmit={(event) => void saveState(event)}>
        <fieldset className={styles.choices}>
          <legend>
            <h2>Zustand</h2>
          </legend>
          {EINGANG_ZUSTAENDE.map((z) => (
            <p key={z}>
              <input
                type="radio"
                id={`zustand-${z}`}
                name="zustand"
                value={z}
                checked={zustand === z}
                onChange={() => setZustand(z)}
              />{' '}
              <label htmlFor={`zustand-${z}`}>{ZUSTAND_NAMEN[z]}</label>
            </p>
          ))}
        </fieldset>
        <button type="submit" className={editorStyles.primaryButton}>
          Zustand speichern
        </button>
      </form>
      <section className={styles.panel} aria-labelledby="notizen-titel">
        <h2 id="notizen-titel">Interne Notizen</h2>
        {eingang.notizen.length === 0 ? (
          <p>Noch keine Notizen.</p>
        ) : (
          <ul className={styles.notes}>
            {eingang.notizen.map((n) => (
              <li key={n.id}>
                <span className={styles.muted}>
                  {n.von}, {formatDatumUhrzeit(n.am)}
                </span>
                {n.text}
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={(event) => void addNote(event)}>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="notiz-text">
              Neue Notiz (nur in der Redaktion sichtbar)
            </label>
            <textarea
              id="notiz-text"
              className={formStyles.input}
              rows={3}
              maxLength={2000}
              value={notiz}
              onChange={(event) => setNotiz(event.target.value)}
            />
          </div>
          <button type="submit" className={editorStyles.secondaryButton}>
            Notiz hinzufügen
          </button>
        </form>
      </section>
      <p className={styles.muted}>Eingangsnummer {eingang.id}</p>
    </div>
  );
}
