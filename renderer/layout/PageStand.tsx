import { formatDatum } from '@/lib/format/datum';
import type { Stand } from '@/lib/redaktion/shared/change-note';
import styles from './PageStand.module.css';

export const STAND_TEXTE = {
  zuletztGeaendert: 'Zuletzt geändert:',
  aenderungshinweis: 'Änderungshinweis:',
} as const;

/** "Zuletzt geändert" at the end of a page's content: the date its version was published, and its change note. */
export function PageStand({ stand: { veroeffentlichtAm, aenderungshinweis } }: { stand: Stand }) {
  return (
    <p className={styles.stand}>
      <span>
        {STAND_TEXTE.zuletztGeaendert} <time dateTime={veroeffentlichtAm}>{formatDatum(veroeffentlichtAm)}</time>
      </span>
      {aenderungshinweis && (
        <span className={styles.note}>
          {STAND_TEXTE.aenderungshinweis} {aenderungshinweis}
        </span>
      )}
    </p>
  );
}
