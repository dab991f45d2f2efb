// "Warnmeldungen" in the Redaktion: a form for a new alert banner (text, severity, optional link, area, start and
// end), checked on the server with German messages at the field and in the error summary; below it every banner
// with its state and the steps the account may take: submit, publish (not content it carries), publish at once in an
// emergency (then it awaits a second approval, shown as such, with the time until it ends by itself), give the
// second approval, end. A banner whose area lies outside the account's limit shows why instead of its steps.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { formatDatum, formatUhrzeit } from '@/lib/format/datum';
import {
  restzeit,
  STUFE_LABELS,
  STUFEN,
  wartetAufBestaetigung,
  WARNMELDUNG_TEXTS,
  ZUSTAND_LABELS,
  type Warnmeldung,
} from '@/lib/redaktion/shared/warnmeldung';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import { ErrorSummary } from '@/renderer/forms/ErrorSummary';
import formStyles from '@/renderer/forms/Form.module.css';
import editorStyles from '../Redaktion.module.css';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import styles from './BannerView.module.css';

export interface BannerViewProps {
  warnmeldungen: Warnmeldung[];
  /** The account's id, to know the banners whose content it carries (the server decides again). */
  kontoId: string;
  mayPublish: boolean;
  /** Why the account may not act on a banner's area (editing rights per department), by banner id. */
  gesperrt: Record<string, string>;
  /** The server's time when the page was made (ms): the countdown's first value, the same in both renders. */
  jetzt: number;
}

type Field = 'text' | 'stufe' | 'linkHref' | 'linkText' | 'bereich' | 'beginn' | 'ende';
const fieldId = (field: string) => `warnmeldung-${field}`;
const when = (iso: string) => `${formatDatum(iso)}, ${formatUhrzeit(iso)} Uhr`;

type Step = 'einreichen' | 'freigeben' | 'sofort' | 'bestaetigen' | 'beenden';
const STEP_LABELS: Record<Step, string> = {
  einreichen: 'Zur Freigabe einreichen',
  freigeben: 'Freigeben und veröffentlichen',
  sofort: 'Im Notfall sofort veröffentlichen',
  bestaetigen: 'Zweite Freigabe geben',
  beenden: 'Beenden',
};

/** The steps this account may offer for a banner; the server checks each again. */
function stepsFor(banner: Warnmeldung, kontoId: string, mayPublish: boolean): Step[] {
  const own = banner.inhaltVon.includes(kontoId);
  switch (banner.zustand) {
    case 'entwurf':
      return mayPublish ? ['einreichen', 'sofort'] : ['einreichen'];
    case 'zur_freigabe':
      return mayPublish ? (own ? ['sofort'] : ['freigeben', 'sofort']) : [];
    case 'veroeffentlicht':
      return mayPublish
        ? [...(wartetAufBestaetigung(banner) && !own ? (['bestaetigen'] as Step[]) : []), 'beenden']
        : [];
    default:
      return [];
  }
}

/** The time now, from the server's at first (so both renders agree), then the browser's, every 30 seconds. */
function useNow(jetzt: number): number {
  const [now, setNow] = useState(jetzt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 30_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

export function BannerView({
  warnmeldungen: initial,
  kontoId,
  mayPublish,
  gesperrt,
  jetzt,
}: BannerViewProps & { konto: RedaktionKonto }) {
  const [banners, setBanners] = useState(initial);
  const now = useNow(jetzt);
  const [values, setValues] = useState<Record<Field, string>>({
    text: '',
    stufe: 'warnung',
    linkHref: '',
    linkText: '',
    bereich: '/de',
    beginn: '',
    ende: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<ActionResult>(null);

  const replace = (banner: Warnmeldung) =>
    setBanners((list) => [banner, ...list.filter((entry) => entry.id !== banner.id)]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const answer = await redaktionApi.warnmeldungAnlegen(values);
    setAttempt((n) => n + 1);
    if (!answer.ok) {
      setErrors(answer.body.fields ?? { '': answer.body.message ?? 'Die Warnmeldung wurde nicht gespeichert.' });
      return;
    }
    setErrors({});
    replace(answer.body.warnmeldung);
    setValues((v) => ({ ...v, text: '', linkHref: '', linkText: '' }));
    setNotice({ kind: 'ok', text: 'Die Warnmeldung ist als Entwurf gespeichert.' });
  };

  const step = async (banner: Warnmeldung, which: Step) => {
    setNotice(null);
    const answer = await redaktionApi.warnmeldung(banner.id)(which, {});
    if (!answer.ok) {
      setNotice({ kind: 'fehler', text: answer.body.message ?? 'Der Schritt ist fehlgeschlagen.' });
      return;
    }
    replace(answer.body.warnmeldung);
    setNotice({ kind: 'ok', text: answer.body.message ?? `${STEP_LABELS[which]}: erledigt.` });
  };

  const field = (name: Field, label: string, input: ReactNode, hint?: string) => (
    <div className={`${formStyles.field} ${errors[name] ? formStyles.fieldInvalid : ''}`}>
      <label className={formStyles.label} htmlFor={fieldId(name)}>
        {label}
      </label>
      {hint && (
        <p className={formStyles.hint} id={`${fieldId(name)}-hinweis`}>
          {hint}
        </p>
      )}
      {errors[name] && (
        <p className={formStyles.error} id={`${fieldId(name)}-fehler`}>
          <span className="visually-hidden">Fehler: </span>
          {errors[name]}
        </p>
      )}
      {input}
    </div>
  );
  const inputProps = (name: Field) => ({
    id: fieldId(name),
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] ? `${fieldId(name)}-fehler` : '', name === 'bereich' ? `${fieldId(name)}-hinweis` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <div>
      <h1>Warnmeldungen</h1>
      <p>
        Eine Warnmeldung steht auf jeder Seite ihres Bereichs über dem Inhalt, z. B. bei einer Straßensperrung oder
        einer Unwetterwarnung. Sie wird wie eine Seite freigegeben; im Notfall darf sie eine Person mit Freigaberecht
        sofort veröffentlichen, eine zweite bestätigt sie danach.
      </p>
      <ActionNotice result={notice} />
      <form className={styles.form} onSubmit={(event) => void create(event)} noValidate>
        <h2>Neue Warnmeldung</h2>
        <ErrorSummary errors={errors} fieldId={fieldId} focusKey={attempt} />
        {field(
          'text',
          'Text',
          <textarea className={formStyles.input} rows={3} maxLength={300} {...inputProps('text')} />,
        )}
        {field(
          'stufe',
          'Stufe',
          <select className={formStyles.select} {...inputProps('stufe')}>
            {STUFEN.map((stufe) => (
              <option key={stufe} value={stufe}>
                {STUFE_LABELS[stufe]}
              </option>
            ))}
          </select>,
        )}
        <div className={formStyles.columns}>
          {field(
            'linkHref',
            'Link (freiwillig)',
            <input className={formStyles.input} type="text" {...inputProps('linkHref')} />,
          )}
          {field(
            'linkText',
            'Linktext',
            <input className={formStyles.input} type="text" {...inputProps('linkText')} />,
          )}
        </div>
        {field(
          'bereich',
          'Bereich',
          <input className={formStyles.input} type="text" {...inputProps('bereich')} />,
          '/de für die ganze Website, oder ein Pfad wie /de/gemeinschaftsschule für einen Teil.',
        )}
        <div className={formStyles.columns}>
          {field(
            'beginn',
            'Beginn (leer: sofort)',
            <input className={formStyles.input} type="datetime-local" {...inputProps('beginn')} />,
          )}
          {field(
            'ende',
            'Ende (freiwillig)',
            <input className={formStyles.input} type="datetime-local" {...inputProps('ende')} />,
          )}
        </div>
        <button type="submit" className={editorStyles.primaryButton}>
          Als Entwurf speichern
        </button>
      </form>

      <h2>Alle Warnmeldungen</h2>
      {banners.length === 0 ? (
        <p>Es gibt noch keine Warnmeldung.</p>
      ) : (
        <ul className={styles.list}>
          {banners.map((banner) => (
            <li key={banner.id} className={styles.item}>
              <p className={styles.state}>
                <strong>{STUFE_LABELS[banner.stufe]}</strong> · {ZUSTAND_LABELS[banner.zustand]}
                {wartetAufBestaetigung(banner) && (
                  <span className={styles.pending}> · {WARNMELDUNG_TEXTS.awaitingSecond}</span>
                )}
              </p>
              {wartetAufBestaetigung(banner) && banner.zustand === 'veroeffentlicht' && banner.ende && (
                <p className={styles.countdown}>
                  {WARNMELDUNG_TEXTS.endsByItself(when(banner.ende), restzeit(banner.ende, now))}
                </p>
              )}
              <p className={styles.text}>{banner.text}</p>
              <p className={styles.meta}>
                Bereich {banner.bereich}, ab {when(banner.beginn)}
                {banner.ende ? ` bis ${when(banner.ende)}` : ''}; Text von {banner.autor.name}
                {banner.freigabe ? `; freigegeben von ${banner.freigabe.von}` : ''}
                {banner.bestaetigt ? `; bestätigt von ${banner.bestaetigt.von}` : ''}
              </p>
              {gesperrt[banner.id] ? (
                <p className={styles.meta}>Nur lesbar: {gesperrt[banner.id]}</p>
              ) : (
                <div className={styles.steps}>
                  {stepsFor(banner, kontoId, mayPublish).map((which) => (
                    <button
                      key={which}
                      type="button"
                      className={
                        which === 'sofort' || which === 'beenden'
                          ? editorStyles.secondaryButton
                          : editorStyles.primaryButton
                      }
                      onClick={() => void step(banner, which)}
                    >
                      {STEP_LABELS[which]}
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
