// Taking a published page offline with a reason (approvers): replace it by another page (its address then leads
// there, 308), or withdraw it with a public note (its address then says so, 410, with an optional suggested page).
// Shows how the page was withdrawn until it is published again. The server checks everything again
// (lib/redaktion/store/withdrawals.ts).
import { memo, useId, useState } from 'react';
import { formatDatumUhrzeit } from '@/lib/format/datum';
import { RUECKZUG_HINWEISE, type Rueckzug, type RueckzugStand } from '@/lib/redaktion/shared/withdrawal';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import formStyles from '@/renderer/forms/Form.module.css';
import styles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';

export interface WithdrawBarProps {
  seiteId: string;
  /** Whether the page is published now: only then is there something to withdraw. */
  veroeffentlicht: boolean;
  rueckzug: RueckzugStand | null;
  /** The published pages it may lead to (not itself). */
  ziele: { pfad: string; titel: string }[];
}

/** A choice among the published pages (the replacement, the suggestion); `none` names the empty choice. */
function PageSelect({
  ziele,
  none,
  onChange,
  ...select
}: {
  id: string;
  none: string;
  ziele: WithdrawBarProps['ziele'];
  value: string;
  onChange: (pfad: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <select {...select} className={formStyles.input} onChange={(event) => onChange(event.target.value)}>
      <option value="">{none}</option>
      {ziele.map((ziel) => (
        <option key={ziel.pfad} value={ziel.pfad}>
          {ziel.titel} ({ziel.pfad})
        </option>
      ))}
    </select>
  );
}

function describe(rueckzug: RueckzugStand): string {
  const wann = `am ${formatDatumUhrzeit(rueckzug.am)} von ${rueckzug.von}`;
  if (rueckzug.art === 'ersetzt')
    return `Zurückgezogen ${wann}: ersetzt durch ${rueckzug.ziel ?? 'eine Seite, die nicht mehr veröffentlicht ist'}.`;
  return `Zurückgezogen ${wann} mit dem Hinweis: „${rueckzug.hinweis}“${rueckzug.ziel ? ` (Vorschlag: ${rueckzug.ziel})` : ''}.`;
}

export const WithdrawBar = memo(function WithdrawBar({
  seiteId,
  veroeffentlicht: initial,
  rueckzug: initialRueckzug,
  ziele,
}: WithdrawBarProps) {
  const [veroeffentlicht, setVeroeffentlicht] = useState(initial);
  const [rueckzug, setRueckzug] = useState(initialRueckzug);
  const [art, setArt] = useState<Rueckzug['art']>('hinweis');
  const [ersatzPfad, setErsatzPfad] = useState('');
  const [hinweis, setHinweis] = useState('');
  const [vorschlagPfad, setVorschlagPfad] = useState('');
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<ActionResult>(null);
  const id = useId();

  const withdraw = async () => {
    setNotice(null);
    const body = art === 'ersetzt' ? { art, ersatzPfad } : { art, hinweis, vorschlagPfad };
    const answer = await redaktionApi.seite(seiteId)('zurueckziehen', body);
    if (!answer.ok) {
      if (answer.body.fields && Object.keys(answer.body.fields).length) return setFehler(answer.body.fields);
      setFehler({});
      return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Zurückziehen fehlgeschlagen.' });
    }
    setFehler({});
    setVeroeffentlicht(false);
    setRueckzug(answer.body.rueckzug);
    setNotice({
      kind: 'ok',
      text:
        art === 'ersetzt'
          ? `Die Seite ist zurückgezogen; ihre Adresse leitet jetzt zu ${ersatzPfad} weiter.`
          : 'Die Seite ist zurückgezogen; ihre Adresse zeigt jetzt den gewählten Hinweis.',
    });
  };

  const fieldError = (feld: string) =>
    fehler[feld] ? (
      <p id={`${id}-${feld}-fehler`} className={styles.fieldError}>
        <span className="visually-hidden">Fehler: </span>
        {fehler[feld]}
      </p>
    ) : null;
  const invalid = (feld: string) =>
    fehler[feld] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${feld}-fehler` } : {};

  if (!veroeffentlicht && !rueckzug && !notice) return null;
  return (
    <section className={styles.approval} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className={styles.approvalTitle}>
        Zurückziehen
      </h2>
      {rueckzug && !veroeffentlicht && <p className={styles.presence}>{describe(rueckzug)}</p>}
      {veroeffentlicht && (
        <div className={styles.scheduleForm}>
          <fieldset className={styles.scheduleKinds}>
            <legend>Wie soll die Seite aus dem Angebot genommen werden?</legend>
            {fieldError('art')}
            <label>
              <input type="radio" name={`${id}-art`} checked={art === 'hinweis'} onChange={() => setArt('hinweis')} />{' '}
              Mit öffentlichem Hinweis zurückziehen (die Adresse meldet „nicht mehr verfügbar“)
            </label>
            <label>
              <input type="radio" name={`${id}-art`} checked={art === 'ersetzt'} onChange={() => setArt('ersetzt')} />{' '}
              Durch eine andere Seite ersetzen (die Adresse leitet dorthin weiter)
            </label>
          </fieldset>
          {art === 'ersetzt' ? (
            <div className={styles.approvalForm}>
              <label htmlFor={`${id}-ersatz`}>Ersetzt durch</label>
              {fieldError('ersatzPfad')}
              <PageSelect
                id={`${id}-ersatz`}
                none="Bitte wählen …"
                ziele={ziele}
                value={ersatzPfad}
                onChange={setErsatzPfad}
                {...invalid('ersatzPfad')}
              />
            </div>
          ) : (
            <div className={styles.approvalForm}>
              <label htmlFor={`${id}-hinweis`}>Öffentlicher Hinweis</label>
              {fieldError('hinweis')}
              <select
                id={`${id}-hinweis`}
                className={formStyles.input}
                value={hinweis}
                onChange={(event) => setHinweis(event.target.value)}
                {...invalid('hinweis')}
              >
                <option value="">Bitte wählen …</option>
                {RUECKZUG_HINWEISE.map((text) => (
                  <option key={text} value={text}>
                    {text}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-vorschlag`}>Vorgeschlagene Seite (freiwillig)</label>
              {fieldError('vorschlagPfad')}
              <PageSelect
                id={`${id}-vorschlag`}
                none="Keine"
                ziele={ziele}
                value={vorschlagPfad}
                onChange={setVorschlagPfad}
                {...invalid('vorschlagPfad')}
              />
            </div>
          )}
          <button type="button" className={styles.secondaryButton} onClick={() => void withdraw()}>
            Seite zurückziehen
          </button>
        </div>
      )}
      <ActionNotice result={notice} />
    </section>
  );
});
