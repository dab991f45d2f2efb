// The Inhaltsprüfung for admins: the impact report of this release's block migrations on every stored version, the
// same as `npm run inhalte:pruefen` prints; each finding leads to the block's field in the editor.
import Link from 'next/link';
import { ownEntry } from '@/lib/shapes/own-entry';
import {
  BERICHT_ZUSTAENDE,
  ZUSTAND_TEXT,
  type Befund,
  type Inhaltsbericht,
} from '@/lib/redaktion/shared/content-report';
import { blockSchemas, editorTitle } from '@/lib/blocks/site-schemas';
import styles from '../versions/VersionsView.module.css';

/** The editor opened at the block, its field focused (renderer/redaktion/editor/PageEditor.tsx reads both). */
export function editorLinkOf(befund: Befund): string {
  const query = new URLSearchParams({
    ...(befund.blockId ? { block: befund.blockId } : {}),
    ...(befund.feld ? { feld: befund.feld } : {}),
  });
  return `/redaktion/seiten/${befund.seiteId}${query.size ? `?${query}` : ''}`;
}

export function ContentReport({ bericht }: { bericht: Inhaltsbericht }) {
  return (
    <div>
      <h1>Inhaltsprüfung</h1>
      <p role="status">
        {bericht.bricht
          ? `Nach den Migrationen dieser Version wären veröffentlichte oder geplante Inhalte ungültig: ${bericht.befunde.length} Befunde.`
          : bericht.befunde.length
            ? `Alle veröffentlichten und geplanten Inhalte bleiben gültig; ${bericht.befunde.length} Befunde in Entwürfen und älteren Versionen.`
            : 'Alle gespeicherten Blöcke sind nach der Migration gültig.'}{' '}
        Geprüft: {bericht.fassungen} gespeicherte Fassungen mit {bericht.bloecke} Blöcken.
      </p>
      <table className={styles.versions}>
        <caption>Gespeicherte Blöcke je Blocktyp, Version und Zustand</caption>
        <thead>
          <tr>
            <th scope="col">Block</th>
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
            <tr key={`${zeile.template} ${zeile.version}`}>
              <th scope="row">{editorTitle(ownEntry(blockSchemas, zeile.template), zeile.template)}</th>
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
      {bericht.befunde.length > 0 && (
        <section aria-labelledby="befunde-titel">
          <h2 id="befunde-titel">Befunde nach der Migration</h2>
          <ul>
            {bericht.befunde.map((befund, index) => (
              <li key={index}>
                <Link href={editorLinkOf(befund)}>
                  {befund.pfad}, Version {befund.nummer} ({ZUSTAND_TEXT[befund.zustand]}), Block {befund.blockIndex + 1}{' '}
                  „{editorTitle(ownEntry(blockSchemas, befund.template), befund.template)}“
                  {befund.feld ? `, Feld ${befund.feld}` : ''}
                </Link>
                : {befund.meldung}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
