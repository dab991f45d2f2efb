// A collection's entries in the Redaktion: searched, filtered (state, office, the collection's own filters: a
// choice of the values its entries have, a range of days), sorted and paged by the server, through a GET form, so the
// address says what is shown and every view can be linked. Several entries can be published or archived at once.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { formatDatum, formatDatumUhrzeit } from '@/lib/format/datum';
import { STATUS_LABELS } from '@/lib/redaktion/shared/page-tree';
import type { EintragsListe } from '@/lib/redaktion/shared/entry-types';
import type { Abteilung } from '@/lib/redaktion/shared/types';
import { darf } from '@/lib/redaktion/shared/permissions';
import { redaktionApi } from '@/renderer/redaktion/api-client';
import { ActionNotice, type ActionResult } from '../ActionNotice';
import type { RedaktionKonto } from '../frame/redaktion-page-props';
import tableStyles from '../stewardship/Stewardship.module.css';
import editorStyles from '../Redaktion.module.css';
import styles from './Collections.module.css';
import { collectionLink, entryEditorLink, exportLink, importLink, type SammlungSicht } from './collection-view-types';

export interface CollectionListProps {
  sammlung: SammlungSicht;
  liste: EintragsListe;
  optionen: Record<string, { wert: string; name: string }[]>;
  abteilungen: Abteilung[];
  /** The list's query as the address has it. */
  abfrage: Record<string, string>;
}

const ZUSTAENDE: [string, string][] = [
  ['', 'Alle (ohne Archiv)'],
  ['entwurf', 'Nicht veröffentlicht'],
  ['zur_freigabe', 'Zur Freigabe eingereicht'],
  ['veroeffentlicht', 'Veröffentlicht'],
  ['geaendert', 'Veröffentlicht, mit neuerer Fassung'],
  ['vergangen', 'Vergangen (nicht mehr aktuell)'],
  ['archiviert', 'Archiviert'],
];

/** A value of a list column as a person reads it: dates and times in German, lists by their names. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDatumUhrzeit(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDatum(value);
  if (Array.isArray(value))
    return value.map((item) => (item && typeof item === 'object' ? Object.values(item)[1] : item)).join(', ');
  if (typeof value === 'object') return String((value as Record<string, unknown>).titel ?? '–');
  return String(value);
}

export function CollectionList({
  sammlung,
  liste,
  optionen,
  abteilungen,
  abfrage,
  konto,
}: CollectionListProps & { konto: RedaktionKonto }) {
  const router = useRouter();
  const [gewaehlt, setGewaehlt] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<ActionResult>(null);
  const [busy, setBusy] = useState(false);
  const mayPublish = darf(konto.rolle, 'veroeffentlichen', 'zur_freigabe');
  const choose = (id: string, on: boolean) =>
    setGewaehlt((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pageLink = (seite: number) => ({ pathname: collectionLink(sammlung.name), query: { ...abfrage, seite } });

  const create = async () => {
    setBusy(true);
    const answer = await redaktionApi.eintragAnlegen(sammlung.name)({
      inhalt: { [sammlung.titelfeld]: `Neuer Eintrag: ${sammlung.eintrag}` },
    });
    setBusy(false);
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Anlegen fehlgeschlagen.' });
    await router.push(entryEditorLink(sammlung.name, answer.body.id));
  };

  const bulk = async (aktion: 'veroeffentlichen' | 'archivieren') => {
    setBusy(true);
    setNotice(null);
    const answer = await redaktionApi.eintraege(sammlung.name)(aktion, { ids: [...gewaehlt] });
    setBusy(false);
    if (!answer.ok) return setNotice({ kind: 'fehler', text: answer.body.message ?? 'Nicht ausgeführt.' });
    const done = 'archiviert' in answer.body ? answer.body.archiviert : answer.body.veroeffentlicht;
    const verb = aktion === 'archivieren' ? 'archiviert' : 'veröffentlicht';
    const refused = answer.body.abgelehnt.map(
      (a) => `${liste.eintraege.find((e) => e.id === a.id)?.titel ?? a.id}: ${a.grund}`,
    );
    setNotice({
      kind: refused.length ? 'fehler' : 'ok',
      text: [`${done.length} ${done.length === 1 ? 'Eintrag' : 'Einträge'} ${verb}.`, ...refused].join(' '),
    });
    setGewaehlt(new Set());
    await router.replace(router.asPath);
  };

  return (
    <div>
      <p>
        <Link href="/redaktion/sammlungen">Alle Sammlungen</Link>
      </p>
      <h1>{sammlung.titel}</h1>
      <p>{sammlung.beschreibung}</p>
      <p>
        Zuständig: {sammlung.amt}.{' '}
        <button type="button" className={editorStyles.primaryButton} disabled={busy} onClick={() => void create()}>
          Neuer Eintrag
        </button>
      </p>
      <p className={styles.transfer}>
        <Link href={importLink(sammlung.name)}>Einträge importieren (CSV{sammlung.ical ? ', iCalendar' : ''})</Link>
        {/* A download, not a page: the browser saves the file. */}
        <a href={exportLink(sammlung.name)} download>
          Alle Einträge als CSV exportieren
        </a>
      </p>
      <form method="get" action={collectionLink(sammlung.name)} className={styles.filters} role="search">
        <label>
          Suche im Titel
          <input type="search" name="suche" defaultValue={abfrage.suche ?? ''} />
        </label>
        <label>
          Stand
          <select name="zustand" defaultValue={abfrage.zustand ?? ''}>
            {ZUSTAENDE.map(([wert, name]) => (
              <option key={wert} value={wert}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Amt
          <select name="abteilung" defaultValue={abfrage.abteilung ?? ''}>
            <option value="">Alle Ämter</option>
            {abteilungen.map((amt) => (
              <option key={amt.id} value={amt.id}>
                {amt.name}
              </option>
            ))}
          </select>
        </label>
        {sammlung.filter
          .filter((f) => f.art === 'auswahl')
          .map((f) => (
            <label key={f.feld}>
              {f.titel}
              <select name={`f_${f.feld}`} defaultValue={abfrage[`f_${f.feld}`] ?? ''}>
                <option value="">Alle</option>
                {(optionen[f.feld] ?? []).map((option) => (
                  <option key={option.wert} value={option.wert}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
        {sammlung.filter
          .filter((f) => f.art === 'datum')
          .slice(0, 1)
          .map((f) => (
            <fieldset key={f.feld} className={styles.range}>
              <legend>{f.titel}</legend>
              <label>
                von
                <input type="date" name="von" defaultValue={abfrage.von ?? ''} />
              </label>
              <label>
                bis
                <input type="date" name="bis" defaultValue={abfrage.bis ?? ''} />
              </label>
            </fieldset>
          ))}
        <label>
          Sortierung
          <select name="sortierung" defaultValue={abfrage.sortierung ?? ''}>
            <option value="">Standard</option>
            <option value={sammlung.titelfeld}>Titel A–Z</option>
            {sammlung.spalten.map((spalte) => [
              <option key={spalte.feld} value={spalte.feld}>
                {spalte.titel} aufsteigend
              </option>,
              <option key={`-${spalte.feld}`} value={`-${spalte.feld}`}>
                {spalte.titel} absteigend
              </option>,
            ])}
          </select>
        </label>
        <button type="submit" className={editorStyles.secondaryButton}>
          Anzeigen
        </button>
      </form>
      <ActionNotice result={notice} />
      <p role="status">
        {liste.gesamt === 1 ? '1 Eintrag' : `${liste.gesamt} Einträge`}
        {liste.seiten > 1 ? `, Seite ${liste.seite} von ${liste.seiten}` : ''}.
      </p>
      <div className={styles.bulk}>
        <span>{gewaehlt.size} ausgewählt:</span>
        {mayPublish && (
          <button
            type="button"
            className={editorStyles.secondaryButton}
            disabled={busy || !gewaehlt.size}
            onClick={() => void bulk('veroeffentlichen')}
          >
            Ausgewählte veröffentlichen
          </button>
        )}
        <button
          type="button"
          className={editorStyles.secondaryButton}
          disabled={busy || !gewaehlt.size}
          onClick={() => void bulk('archivieren')}
        >
          Ausgewählte archivieren
        </button>
      </div>
      <table className={tableStyles.table}>
        <caption className="visually-hidden">
          {sammlung.titel}: Einträge, {liste.gesamt} gefunden
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Auswahl</span>
            </th>
            <th scope="col">Titel</th>
            {sammlung.spalten.map((spalte) => (
              <th scope="col" key={spalte.feld}>
                {spalte.titel}
              </th>
            ))}
            <th scope="col">Stand</th>
          </tr>
        </thead>
        <tbody>
          {liste.eintraege.map((eintrag) => (
            <tr key={eintrag.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${eintrag.titel} auswählen`}
                  checked={gewaehlt.has(eintrag.id)}
                  onChange={(event) => choose(eintrag.id, event.target.checked)}
                />
              </td>
              <td>
                <Link href={entryEditorLink(sammlung.name, eintrag.id)}>{eintrag.titel}</Link>
                <span className={styles.meta}>
                  Nr. {eintrag.kennung}
                  {eintrag.pfad ? ` · ${eintrag.pfad}` : ''}
                </span>
              </td>
              {sammlung.spalten.map((spalte) => (
                <td key={spalte.feld} data-label={spalte.titel}>
                  {shown(eintrag.spalten[spalte.feld])}
                </td>
              ))}
              <td data-label="Stand">
                {STATUS_LABELS[eintrag.status]}
                {eintrag.neuesteVersion?.zustand === 'zur_freigabe' && (
                  <span className={styles.meta}>zur Freigabe eingereicht</span>
                )}
                {eintrag.vergangen && <span className={styles.meta}>vergangen</span>}
                {eintrag.neuesteVersion && eintrag.neuesteVersion.fehler > 0 && (
                  <span className={styles.meta}>{eintrag.neuesteVersion.fehler} Fehler</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {liste.seiten > 1 && (
        <nav aria-label="Seiten der Liste" className={styles.paging}>
          {liste.seite > 1 && <Link href={pageLink(liste.seite - 1)}>Vorige Seite</Link>}
          <span>
            Seite {liste.seite} von {liste.seiten}
          </span>
          {liste.seite < liste.seiten && <Link href={pageLink(liste.seite + 1)}>Nächste Seite</Link>}
        </nav>
      )}
    </div>
  );
}
