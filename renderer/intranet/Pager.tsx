import Link from 'next/link';
import styles from './Intranet.module.css';

/** Page links `?seite=N` of a category: previous, numbers, next. */
export function Pager({ basePath, seite, seiten }: { basePath: string; seite: number; seiten: number }) {
  if (seiten <= 1) return null;
  const href = (n: number) => (n === 1 ? basePath : `${basePath}?seite=${n}`);
  const pages = Array.from({ length: seiten }, (_, i) => i + 1);
  return (
    <nav aria-label="Seitennavigation" className={styles.pager}>
      <ul>
        {seite > 1 && (
          <li>
            <Link href={href(seite - 1)} rel="prev">
              <span aria-hidden="true">← </span>Vorherige Seite
            </Link>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            {n === seite ? (
              <span aria-current="page" className={styles.pagerCurrent}>
                <span className="visually-hidden">Seite </span>
                {n}
              </span>
            ) : (
              <Link href={href(n)} aria-label={`Seite ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {seite < seiten && (
          <li>
            <Link href={href(seite + 1)} rel="next">
              Nächste Seite<span aria-hidden="true"> →</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
