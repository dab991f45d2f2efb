// One booking request: every field of its form, its state and, for approvers, the decision (accept or decline, with
// an optional message the resident receives by mail). Sent with the version on screen: a second click, a replay or a
// decision by somebody else meanwhile is refused and changes nothing. Opening it is in the audit log.
import { Fragment, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { formatDatum, formatDatumUhrzeit } from '@/lib/format/datum';
import { BUCHUNG_ZUSTAND_NAMEN, type BuchungDetail } from '@/lib/redaktion/shared/eingaenge';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import editorStyles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import { StateBadge } from './StateBadge';
import styles from './Desk.module.css';

export interface BuchungViewProps {
  buchung: BuchungDetail;
  mayDecide: boolean;
  hinweis: string | null;
}

export function BuchungView({ buchung: initial, mayDecide, hinweis }: BuchungViewProps & { konto: RedaktionKonto }) {
  const [buchung, setBuchung] = useState(initial);
  const [nachricht, setNachricht] = useState('');
  const [notice, setNotice] = useState<ActionResult>(null);
  const [entscheidung, setEntscheidung] = useState<'annehmen' | 'ablehnen'>('annehmen');

  async function decide(event: FormEvent) {
    event.preventDefault();
    const answer = await redaktionApi.buchung(buchung.uuid)('entscheiden', {
      entscheidung,
      nachricht,
      version: buchung.version,
    });
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht gespeichert.' });
    setBuchung({ ...buchung, ...answer.body.buchung, konflikt: false });
    setNachricht('');
    setNotice({
      kind: 'ok',
      text: answer.body.buchung.zustand === 'accepted' ? 'Die Anfrage ist angenommen.' : 'Die Anfrage ist abgelehnt.',
    });
  }

  const offen = buchung.zustand === 'pending' || buchung.zustand === 'accepted' || buchung.zustand === 'declined';
  const zeitraum =
    buchung.von === buchung.bis
      ? formatDatum(buchung.von)
      : `${formatDatum(buchung.von)} bis ${formatDatum(buchung.bis)}`;
  return (
    <div>
      <p>
        <Link href={`/redaktion/buchungen?ressource=${encodeURIComponent(buchung.ressource)}`}>
          Zurück zu {buchung.ressourceName}
        </Link>
      </p>
      <h1>
        {buchung.sperreGrund ? 'Sperre' : 'Anfrage'}: {buchung.ressourceName}, {zeitraum}
      </h1>
      <p>
        <StateBadge state={buchung.zustand} label={BUCHUNG_ZUSTAND_NAMEN[buchung.zustand]} /> Eingegangen am{' '}
        {formatDatumUhrzeit(buchung.erstelltAm)}.{buchung.abteilung && <> Zuständig: {buchung.abteilung}.</>}
        {buchung.entschieden && (
          <>
            {' '}
            Entschieden von {buchung.entschieden.von} am {formatDatumUhrzeit(buchung.entschieden.am)}.
          </>
        )}
      </p>
      {buchung.entschieden?.nachricht && (
        <p>Nachricht an die Antragstellerin oder den Antragsteller: {buchung.entschieden.nachricht}</p>
      )}
      {buchung.konflikt && (
        <p className={styles.conflict} role="note">
          An mindestens einem Tag dieser Anfrage ist die Kapazität durch angenommene Anfragen oder Sperren schon
          ausgeschöpft: Annehmen ist nicht möglich.
        </p>
      )}
      {hinweis && <p role="note">{hinweis}</p>}
      <ActionNotice result={notice} />
      {buchung.felder.length > 0 && (
        <>
          <h2>Angaben</h2>
          <dl className={styles.fields}>
            {buchung.felder.map((feld) => (
              <Fragment key={feld.feld}>
                <dt>{feld.titel}</dt>
                <dd>{feld.wert}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
      {mayDecide && !hinweis && offen && !buchung.sperreGrund && (
        <form className={styles.panel} onSubmit={(event) => void decide(event)}>
          <fieldset className={styles.choices}>
            <legend>
              <h2>Entscheidung</h2>
            </legend>
            {(['annehmen', 'ablehnen'] as const).map((wahl) => (
              <p key={wahl}>
                <input
                  type="radio"
                  id={`entscheidung-${wahl}`}
                  name="entscheidung"
                  checked={entscheidung === wahl}
                  onChange={() => setEntscheidung(wahl)}
                />{' '}
                <label htmlFor={`entscheidung-${wahl}`}>{wahl === 'annehmen' ? 'Annehmen' : 'Ablehnen'}</label>
              </p>
            ))}
          </fieldset>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="entscheidung-nachricht">
              Nachricht an die Antragstellerin oder den Antragsteller (freiwillig)
            </label>
            <p className={formStyles.hint} id="entscheidung-nachricht-hinweis">
              Sie steht in der E-Mail, die über die Entscheidung informiert.
            </p>
            <textarea
              id="entscheidung-nachricht"
              aria-describedby="entscheidung-nachricht-hinweis"
              className={formStyles.input}
              rows={3}
              maxLength={2000}
              value={nachricht}
              onChange={(event) => setNachricht(event.target.value)}
            />
          </div>
          <button type="submit" className={editorStyles.primaryButton}>
            Entscheidung speichern
          </button>
        </form>
      )}
    </div>
  );
}
