// "Zuständigkeiten": the municipality's offices, each with how many pages it keeps, how many are due for review or
// overdue, and how many broken external links its pages hold. Each office leads to its own list.
import Link from 'next/link';
import type { AbteilungsUebersicht } from '@/lib/redaktion/shared/types';
import styles from './Stewardship.module.css';

/** The counted columns, each with its header (also the cell's label on a phone). */
const COLUMNS = [
  ['seiten', 'Seiten'],
  ['faellig', 'Bald fällig'],
  ['ueberfaellig', 'Überfällig'],
  ['kaputteLinks', 'Defekte Links'],
] as const satisfies readonly (readonly [keyof AbteilungsUebersicht, string])[];

export function OfficeOverview({ uebersicht }: { uebersicht: AbteilungsUebersicht[] }) {
  return (
    <div>
      <h1>Zuständigkeiten</h1>
      <p>
        Jede Seite gehört einem Amt, das sie aktuell hält. Eine Seite ist vier Wochen vor ihrem Prüfdatum „bald fällig“
        und danach „überfällig“.
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">Ämter mit ihren Seiten, fälligen Prüfungen und defekten Links</caption>
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
    </div>
  );
}
