import { formatDatum, formatUhrzeit } from '@/lib/format/datum';
import { ENTWURFSLINK_TEXTE } from '@/lib/redaktion/shared/share-links';
import styles from './SharedDraft.module.css';

export interface SharedDraftNoticeProps {
  versionNummer: number | null;
  gueltigBis: string;
  erstelltVon: string;
}

/** Above the page a shared link shows: it is an unpublished draft, whose, and until when the link works. */
export function SharedDraftNotice({ versionNummer, gueltigBis, erstelltVon }: SharedDraftNoticeProps) {
  return (
    <aside className={styles.notice} aria-labelledby="entwurf-hinweis">
      <div className={styles.noticeInner}>
        <p id="entwurf-hinweis" className={styles.noticeTitle}>
          {ENTWURFSLINK_TEXTE.hinweisTitel}
          {versionNummer !== null && ` (Version ${versionNummer})`}
        </p>
        <p className={styles.noticeText}>
          {ENTWURFSLINK_TEXTE.hinweis} Geteilt von {erstelltVon}; der Link gilt bis {formatDatum(gueltigBis)},{' '}
          {formatUhrzeit(gueltigBis)} Uhr.
        </p>
      </div>
    </aside>
  );
}
