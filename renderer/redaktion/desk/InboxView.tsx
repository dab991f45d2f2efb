// „Eingänge“: every submission of the forms of the account's offices, newest first, with a search, filters (form,
// state, office, date) and keyset paging, all in the address (a GET form: it works as links work, and a filtered
// list can be bookmarked). Approvers export one form's submissions as CSV; admins reach the requests for access and
// deletion and the forms' offices and retention.
import Link from 'next/link';
import { formatDatumUhrzeit } from '@/lib/format/datum';
import {
  EINGANG_ZUSTAENDE,
  ZAEHL_GRENZE,
  ZUSTAND_NAMEN,
  type EingangFilter,
  type EingangSeite,
} from '@/lib/redaktion/shared/eingaenge';
import type { Abteilung } from '@/lib/redaktion/shared/types';
import { REDAKTION_ADDRESSES } from '@/renderer/redaktion/api-client';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import { inboxQuery } from './query';
import { StateBadge } from './StateBadge';
import styles from './Desk.module.css';

export interface InboxViewProps {
  seite: EingangSeite;
  filter: EingangFilter;
  formulare: { art: string; titel: string }[];
  aemter: Abteilung[];
  mayExport: boolean;
  isAdmin: boolean;
  /** FORM_SERVICE_URL is set: the hosted form service keeps the submissions. */
  hinweis: string | null;
}

const BASE = '/redaktion/eingaenge';

export function InboxView({
  seite,
  filter,
  formulare,
  aemter,
  mayExport,
  isAdmin,
  hinweis,
}: InboxViewProps & { konto: RedaktionKonto }) {
  const anzahl =
    seite.anzahl > ZAEHL_GRENZE
      ? `Mehr als ${ZAEHL_GRENZE.toLocaleString('de-DE')} Eingänge`
      : `${seite.anzahl.toLocaleString('de-DE')} ${seite.anzahl === 1 ? 'Eingang' : 'Eingänge'}`;
  const filtered = Object.entries(filter).some(
    ([key, value]) => value !== undefined && key !== 'nach' && key !== 'vor',
  );
  return (
    <div>
      <h1>Eingänge</h1>
      {hinweis && <p role="note">{hinweis}</p>}
      <p>
        Was Bürgerinnen und Bürger über die Formulare der Website senden, neueste zuerst.
        {isAdmin && (
          <>
            {' '}
            <Link href={`${BASE}/auskunft`}>Auskunft und Löschung auf Antrag</Link> ·{' '}
            <Link href={`${BASE}/arten`}>Zuständigkeit und Aufbewahrung</Link>
          </>
        )}
      </p>
      <form method="get" action={BASE} className={styles.filters} role="search" aria-label="Eingänge filtern">
        <div className={styles.search}>
          <label htmlFor="eingaenge-suche">Suche</label>
          <input id="eingaenge-suche" name="suche" type="search" defaultValue={filter.suche ?? ''} />
        </div>
        <div>
          <label htmlFor="eingaenge-formular">Formular</label>
          <select id="eingaenge-formular" name="formular" defaultValue={filter.formular ?? ''}>
            <option value="">Alle Formulare</option>
            {formulare.map((f) => (
              <option key={f.art} value={f.art}>
                {f.titel}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="eingaenge-zustand">Zustand</label>
          <select id="eingaenge-zustand" name="zustand" defaultValue={filter.zustand ?? ''}>
            <option value="">Alle Zustände</option>
            {EINGANG_ZUSTAENDE.map((z) => (
              <option key={z} value={z}>
                {ZUSTAND_NAMEN[z]}
              </option>
            ))}
          </select>
        </div>
        {aemter.length > 1 && (
          <div>
            <label htmlFor="eingaenge-amt">Amt</label>
            <select id="eingaenge-amt" name="abteilung" defaultValue={filter.abteilung ?? ''}>
              <option value="">Alle Ämter</option>
              {aemter.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor="eingaenge-von">Eingegangen ab</label>
          <input id="eingaenge-von" name="von" type="date" defaultValue={filter.von ?? ''} />
        </div>
        <div>
          <label htmlFor="eingaenge-bis">Eingegangen bis</label>
          <input id="eingaenge-bis" name="bis" type="date" defaultValue={filter.bis ?? ''} />
        </div>
        <div className={styles.buttons}>
          <button type="submit" className="button">
            Filtern
          </button>
          {filtered && <Link href={BASE}>Filter zurücksetzen</Link>}
        </div>
      </form>
      <div className={styles.summary}>
        <p role="status">{anzahl}</p>
        {mayExport &&
          (filter.formular ? (
            <a href={`${REDAKTION_ADDRESSES.eingaengeExport}${inboxQuery(filter)}`} download>
              Als CSV-Datei herunterladen
            </a>
          ) : (
            <p>Zum Herunterladen als CSV-Datei wählen Sie ein Formular.</p>
          ))}
      </div>
      {seite.eingaenge.length === 0 ? (
        <p>{filtered ? 'Keine Eingänge passen zu diesem Filter.' : 'Es sind keine Eingänge vorhanden.'}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Eingänge, neueste zuerst</caption>
          <thead>
            <tr>
              <th scope="col">Eingegangen</th>
              <th scope="col">Formular</th>
              <th scope="col">Inhalt</th>
              <th scope="col">Absender</th>
              <th scope="col">Zustand</th>
            </tr>
          </thead>
          <tbody>
            {seite.eingaenge.map((e) => (
              <tr key={e.id}>
                <td data-label="Eingegangen">{formatDatumUhrzeit(e.erstelltAm)}</td>
                <td data-label="Formular">
                  {e.formularTitel}
                  {e.abteilung && <span className={styles.muted}>{e.abteilung}</span>}
                </td>
                <td>
                  <Link href={`${BASE}/${e.id}`}>{e.kurz || `${e.formularTitel} ansehen`}</Link>
                </td>
                <td data-label="Absender">{e.name ?? '–'}</td>
                <td data-label="Zustand">
                  <StateBadge state={e.zustand} label={ZUSTAND_NAMEN[e.zustand]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(seite.neuere || seite.aeltere) && (
        <nav className={styles.paging} aria-label="Seiten der Eingänge">
          {seite.neuere ? (
            <Link href={`${BASE}${inboxQuery(filter, { vor: seite.neuere })}`}>‹ Neuere Eingänge</Link>
          ) : (
            <span />
          )}
          {seite.aeltere ? (
            <Link href={`${BASE}${inboxQuery(filter, { nach: seite.aeltere })}`}>Ältere Eingänge ›</Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
