// "Zuständigkeiten": the municipality's offices, each with how many pages it keeps, how many are due for review or
// overdue, and how many broken or unchecked external links its pages hold. Each office leads to its own list. Below,
// the links of menus and banners that the check found broken or did not ask: they stand on no office's page.
import Link from 'next/link';
import { BROKEN, NOT_CHECKED, type LinkResult } from '@/lib/linkpruefung/link-types';
import type { AbteilungsUebersicht } from '@/lib/redaktion/shared/types';
import { LinkTable, UncheckedLinks } from './LinkTable';
import styles from './Stewardship.module.css';

export interface OfficeOverviewProps {
  uebersicht: AbteilungsUebersicht[];
  /** Broken and unchecked links of menus and banners. */
  ausserhalb: LinkResult[];
}

/** The counted columns, each with its header (also the cell's label on a phone). */
const COLUMNS = [
  ['seiten', 'Seiten'],
  ['faellig', 'Bald fällig'],
  ['ueberfaellig', 'Überfällig'],
  ['kaputteLinks', 'Defekte Links'],
  ['nichtGepruefteLinks', 'Nicht geprüfte Links'],
] as const satisfies readonly (readonly [keyof AbteilungsUebersicht, string])[];

export function OfficeOverview({ uebersicht, ausserhalb }: OfficeOverviewProps) {
  const kaputt = ausserhalb.filter((link) => BROKEN.includes(link.ergebnis));
  const nichtGeprueft = ausserhalb.filter((link) => NOT_CHECKED.includes(link.ergebnis));
  return (
    <div>
      <h1>Zuständigkeiten</h1>
      <p>
        Jede Seite gehört einem Amt, das sie aktuell hält. Eine Seite ist vier Wochen vor ihrem Prüfdatum „bald fällig“
        und danach „überfällig“.
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">
          Ämter mit ihren Seiten, fälligen Prüfungen, defekten und nicht geprüften Links
        </caption>
        <thead>
          <tr>
            <th scope="col">Amt</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className={styles.number}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {uebersicht.map((zeile) => (
            <tr key={zeile.abteilung.id}>
              <th scope="row">
                <Link href={`/redaktion/zustaendigkeiten/${zeile.abteilung.id}`}>{zeile.abteilung.name}</Link>
              </th>
              {COLUMNS.map(([key, label]) => (
                <td key={key} className={styles.number} data-label={label}>
                  {zeile[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {kaputt.length > 0 && (
        <>
          <h2>Defekte Links in Menüs und Warnmeldungen</h2>
          <LinkTable links={kaputt} caption="Externe Links in Menüs und Warnmeldungen, die nicht funktionierten" />
        </>
      )}
      {nichtGeprueft.length > 0 && <UncheckedLinks links={nichtGeprueft} where="in Menüs und Warnmeldungen" />}
    </div>
  );
}
