// The Inhaltsprüfung for admins: every stored version of every page and menu, migrated and judged as a release
// reads it, the same as `npm run inhalte:pruefen` prints; each finding opens the version it is in.
import Link from 'next/link';
import {
  befundLink,
  befundOrt,
  BERICHT_ZUSTAENDE,
  formText,
  ZUSTAND_TEXT,
  type Inhaltsbericht,
} from '@/lib/redaktion/shared/content-report';
import { blockSchemas, editorTitle } from '@/lib/blocks/site-schemas';
import { ownEntry } from '@/lib/shapes/own-entry';
import styles from '../versions/VersionsView.module.css';

const blockName = (template: string) => editorTitle(ownEntry(blockSchemas, template), template);
const formName = (form: string) => (form.startsWith('block:') ? blockName(form.slice(6)) : formText(form));

export function ContentReport({ bericht }: { bericht: Inhaltsbericht }) {
  const fehler = bericht.befunde.filter((b) => b.schwere === 'fehler');
  const warnungen = bericht.befunde.filter((b) => b.schwere === 'warnung');
  return (
    <div>
      <h1>Inhaltsprüfung</h1>
      <p role="status">
        {bericht.bricht
          ? `Nach den Migrationen dieser Version wären veröffentlichte oder geplante Inhalte ungültig: ${fehler.length} Befunde.`
          : fehler.length
            ? `Alle veröffentlichten und geplanten Inhalte bleiben gültig; ${fehler.length} Befunde in Entwürfen und älteren Versionen.`
            : 'Alle gespeicherten Inhalte sind nach der Migration gültig.'}{' '}
        {warnungen.length > 0 &&
          `${warnungen.length} Inhalte stammen von einer neueren Version der Website; diese Version zeigt sie nicht. `}
        Geprüft: {bericht.fassungen} gespeicherte Fassungen von Seiten und Menüs mit {bericht.bloecke} Blöcken.
      </p>
      <table className={styles.versions}>
        <caption>Gespeicherte Inhalte je Form (Seite, Menü, Blocktyp), Version und Zustand</caption>
        <thead>
          <tr>
            <th scope="col">Form</th>
            <th scope="col">Version</th>
            {BERICHT_ZUSTAENDE.map((z) => (
              <th scope="col" key={z}>
                {ZUSTAND_TEXT[z]}
              </th>
            ))}
            <th scope="col">Gültig</th>
            <th scope="col">Fehlerhaft</th>
          </tr>
        </thead>
        <tbody>
          {bericht.zeilen.map((zeile) => (
            <tr key={`${zeile.form} ${zeile.version}`}>
              <th scope="row">{formName(zeile.form)}</th>
              <td>{zeile.version}</td>
              {BERICHT_ZUSTAENDE.map((z) => (
                <td key={z}>{zeile.anzahl[z]}</td>
              ))}
              <td>{zeile.sauber}</td>
              <td>{zeile.fehlerhaft}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {fehler.length > 0 && (
        <section aria-labelledby="befunde-titel">
          <h2 id="befunde-titel">Befunde nach der Migration</h2>
          <ul>
            {fehler.map((befund, index) => (
              <li key={index}>
                <Link href={befundLink(befund)}>{befundOrt(befund, blockName)}</Link>: {befund.meldung}
              </li>
            ))}
          </ul>
        </section>
      )}
      {warnungen.length > 0 && (
        <section aria-labelledby="warnungen-titel">
          <h2 id="warnungen-titel">Von einer neueren Version der Website gespeichert</h2>
          <ul>
            {warnungen.map((befund, index) => (
              <li key={index}>
                <Link href={befundLink(befund)}>{befundOrt(befund, blockName)}</Link>: {befund.meldung}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
