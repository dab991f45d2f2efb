// "Zuständigkeiten": the municipality's offices, each with how many pages it keeps, how many are due for review or
// overdue, and how many broken external links its pages hold. Each office leads to its own list.
import Link from 'next/link';
import type { AbteilungsUebersicht } from '@/lib/redaktion/shared/types';
import styles from './Stewardship.module.css';

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
            <th scope="col" className={styles.number}>
              Seiten
            </th>
            <th scope="col" className={styles.number}>
              Bald fällig
            </th>
            <th scope="col" className={styles.number}>
              Überfällig
            </th>
            <th scope="col" className={styles.number}>
              Defekte Links
            </th>
          </tr>
        </thead>
        <tbody>
          {uebersicht.map((zeile) => (
            <tr key={zeile.abteilung.id}>
              <th scope="row">
                <Link href={`/redaktion/zustaendigkeiten/${zeile.abteilung.id}`}>{zeile.abteilung.name}</Link>
              </th>
              <td className={styles.number} data-label="Seiten">
                {zeile.seiten}
              </td>
              <td className={styles.number} data-label="Bald fällig">
                {zeile.faellig}
              </td>
              <td className={styles.number} data-label="Überfällig">
                {zeile.ueberfaellig}
              </td>
              <td className={styles.number} data-label="Defekte Links">
                {zeile.kaputteLinks}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
