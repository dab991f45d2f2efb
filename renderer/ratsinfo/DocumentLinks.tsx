import type { Ratsdokument } from '@/lib/services/ratsinfo/ratsinfo-service';
import styles from './Ratsinfo.module.css';

export function DocumentLinks({ documents, label }: { documents: Ratsdokument[]; label: string }) {
  if (!documents.length) return null;
  return (
    <ul className={styles.documents} aria-label={label}>
      {documents.map((d) => (
        <li key={d.url}>
          <a href={d.url} download>
            {d.titel}
          </a>
        </li>
      ))}
    </ul>
  );
}
