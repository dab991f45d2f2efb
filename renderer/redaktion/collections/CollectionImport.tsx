// The import of a collection: a CSV file (or an iCalendar feed, for events) is uploaded and checked by the server,
// which answers a preview: every row with its values and a German message per faulty cell, nothing stored. Only a
// file without messages can be imported; the confirmation sends the same file again (the server checks it again and
// stores all its rows as drafts, or none).
import { useState } from 'react';
import Link from 'next/link';
import { formatDatum, formatDatumUhrzeit } from '@/lib/format/datum';
import type { ImportVorschau } from '@/lib/redaktion/shared/entry-import';
import { meldungText } from '@/lib/redaktion/shared/import-messages';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import tableStyles from '../stewardship/Stewardship.module.css';
import editorStyles from '../Redaktion.module.css';
import styles from './Collections.module.css';
import { collectionLink, type SammlungSicht } from './collection-view-types';

export interface CollectionImportProps {
  sammlung: SammlungSicht;
  /** The fields a CSV file may have as columns (name and title), for the help text. */
  felder: { feld: string; titel: string; pflicht: boolean }[];
}

/** Rows shown in the preview table; the messages of all rows are listed above it. */
const SHOWN_ROWS = 200;

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'object') return JSON.stringify(value).slice(0, 120);
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  // Days and times as the editor wrote them in the spreadsheet (they are stored as JJJJ-MM-TT).
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return formatDatumUhrzeit(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDatum(value);
  const text = String(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

export function CollectionImport({ sammlung, felder }: CollectionImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<'csv' | 'ics'>('csv');
  const [vorschau, setVorschau] = useState<ImportVorschau | null>(null);
  const [notice, setNotice] = useState<ActionResult>(null);
  const [busy, setBusy] = useState(false);
  const [fertig, setFertig] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setVorschau(null);
    setNotice(null);
    setFertig(false);
    if (chosen && sammlung.ical) setFormat(/\.(ics|ical|ifb)$/i.test(chosen.name) ? 'ics' : 'csv');
  };

  const send = async (bestaetigen: boolean) => {
    if (!file) return setNotice({ kind: 'fehler', text: 'Bitte wählen Sie eine Datei aus.' });
    setBusy(true);
    setNotice(null);
    const answer = await redaktionApi.importieren(sammlung.name, file, { format, bestaetigen });
    setBusy(false);
    if (!answer.ok) {
      const meldungen = (answer.body as { meldungen?: { meldung: string }[] }).meldungen ?? [];
      return setNotice({
        kind: 'fehler',
        text: [answer.body.message ?? 'Die Datei konnte nicht gelesen werden.', ...meldungen.map((m) => m.meldung)]
          .join(' ')
          .slice(0, 2000),
      });
    }
    setVorschau(answer.body.vorschau);
    if (bestaetigen) {
      const n = answer.body.angelegt ?? 0;
      setFertig(true);
      setNotice({
        kind: 'ok',
        text: `${n === 1 ? '1 Eintrag' : `${n} Einträge`} als Entwurf angelegt. Sie stehen in der Liste unter „Nicht veröffentlicht“.`,
      });
    }
  };

  const meldungen = vorschau
    ? [...vorschau.dateiMeldungen, ...vorschau.zeilen.flatMap((z) => z.meldungen)].map((m) =>
        meldungText(m, vorschau.format),
      )
    : [];
  const zeilenwort = vorschau?.format === 'ics' ? 'Termin' : 'Zeile';

  return (
    <div>
      <p>
        <Link href={collectionLink(sammlung.name)}>Zurück zu „{sammlung.titel}“</Link>
      </p>
      <h1>{sammlung.titel}: Einträge importieren</h1>
      <p>
        Laden Sie eine CSV-Datei hoch (Trennzeichen Semikolon oder Komma, UTF-8, höchstens 5 MB)
        {sammlung.ical ? ' oder eine iCalendar-Datei (.ics) eines Veranstaltungskalenders' : ''}. Sie sehen zuerst eine
        Vorschau mit allen Fehlern; gespeichert wird erst, wenn Sie „Importieren“ wählen, und nur, wenn keine Zeile
        einen Fehler hat. Die Einträge werden als Entwürfe angelegt.
      </p>
      <details>
        <summary>Mögliche Spalten der CSV-Datei</summary>
        <p>
          Die erste Zeile nennt die Spalten, mit dem Feldnamen oder seiner Bezeichnung. Daten als TT.MM.JJJJ oder
          JJJJ-MM-TT, Uhrzeiten als HH:MM, Zahlen mit Komma oder Punkt, ja/nein; Listen in JSON-Schreibweise wie im
          Export.
        </p>
        <ul>
          {felder.map((f) => (
            <li key={f.feld}>
              <code>{f.feld}</code> ({f.titel}){f.pflicht ? ', Pflicht' : ''}
            </li>
          ))}
        </ul>
      </details>
      <form
        className={styles.upload}
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <label>
          Datei
          <input
            type="file"
            name="datei"
            accept={sammlung.ical ? '.csv,text/csv,.ics,text/calendar' : '.csv,text/csv'}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </label>
        {sammlung.ical && (
          <label>
            Format
            <select value={format} onChange={(event) => setFormat(event.target.value === 'ics' ? 'ics' : 'csv')}>
              <option value="csv">CSV-Tabelle</option>
              <option value="ics">iCalendar (.ics)</option>
            </select>
          </label>
        )}
        <button type="submit" className={editorStyles.secondaryButton} disabled={busy || !file}>
          Vorschau anzeigen
        </button>
      </form>
      <ActionNotice result={notice} />
      {fertig && (
        <p>
          <Link href={`${collectionLink(sammlung.name)}?zustand=entwurf`}>Zur Liste der Entwürfe</Link>
        </p>
      )}
      {vorschau && !fertig && (
        <section aria-labelledby="import-vorschau">
          <h2 id="import-vorschau">Vorschau</h2>
          <p role="status">
            {vorschau.zeilen.length}{' '}
            {vorschau.zeilen.length === 1 ? zeilenwort : `${zeilenwort}${zeilenwort === 'Zeile' ? 'n' : 'e'}`}
            {vorschau.fehler
              ? `, ${vorschau.fehler} Fehler. Bitte korrigieren Sie die Datei und laden Sie sie erneut hoch; gespeichert wurde nichts.`
              : ', keine Fehler. Noch ist nichts gespeichert.'}
          </p>
          {meldungen.length > 0 && (
            <ul className={styles.messages} aria-label="Fehler der Datei">
              {meldungen.slice(0, 300).map((text, index) => (
                <li key={index}>{text}</li>
              ))}
              {meldungen.length > 300 && <li>… und {meldungen.length - 300} weitere.</li>}
            </ul>
          )}
          {vorschau.hinweise.length > 0 && (
            <ul className={styles.messages} aria-label="Hinweise">
              {vorschau.hinweise.slice(0, 50).map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          )}
          {vorschau.zeilen.length > 0 && (
            <div className={styles.scroll} tabIndex={0} role="region" aria-label="Vorschau-Tabelle (scrollbar)">
              <table className={tableStyles.table}>
                <caption>
                  Vorschau des Imports: {vorschau.zeilen.length} {vorschau.zeilen.length === 1 ? 'Eintrag' : 'Einträge'}
                  {vorschau.zeilen.length > SHOWN_ROWS ? `, die ersten ${SHOWN_ROWS} gezeigt` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{zeilenwort}</th>
                    {vorschau.spalten.map((spalte) => (
                      <th scope="col" key={spalte.feld}>
                        {spalte.titel}
                      </th>
                    ))}
                    <th scope="col">Meldungen</th>
                  </tr>
                </thead>
                <tbody>
                  {vorschau.zeilen.slice(0, SHOWN_ROWS).map((zeile) => (
                    <tr key={zeile.zeile} className={zeile.meldungen.length ? styles.faulty : undefined}>
                      <th scope="row">{zeile.zeile}</th>
                      {vorschau.spalten.map((spalte) => (
                        <td key={spalte.feld} data-label={spalte.titel}>
                          {zeile.roh?.[spalte.feld] !== undefined ? (
                            <mark className={styles.badValue}>{zeile.roh[spalte.feld]}</mark>
                          ) : (
                            shown(zeile.inhalt[spalte.feld])
                          )}
                        </td>
                      ))}
                      <td data-label="Meldungen">
                        {zeile.meldungen.length
                          ? zeile.meldungen.map((m, index) => (
                              <span key={index} className={styles.cellFault}>
                                {m.spalte ? `${m.spalte}: ` : ''}
                                {m.text}
                              </span>
                            ))
                          : 'in Ordnung'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p>
            <button
              type="button"
              className={`${editorStyles.primaryButton} ${styles.confirm}`}
              disabled={busy || vorschau.fehler > 0 || !vorschau.zeilen.length}
              onClick={() => void send(true)}
            >
              Importieren
            </button>
            {vorschau.fehler > 0 && <span className={styles.meta}> Erst wenn die Datei fehlerfrei ist.</span>}
          </p>
        </section>
      )}
    </div>
  );
}
