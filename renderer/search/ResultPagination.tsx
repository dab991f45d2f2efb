import Link from 'next/link';
import styles from './SearchPage.module.css';

interface Props {
  term: string;
  seite: number;
  seiten: number;
}

export function searchHref(term: string, seite: number): string {
  const query = new URLSearchParams({ q: term });
  if (seite > 1) query.set('seite', String(seite));
  return `/de/gemeinde/suche?${query.toString()}`;
}

/** The page numbers around the current one, the first and the last; null marks a gap. */
export function pageWindow(seite: number, seiten: number): (number | null)[] {
  const pages = new Set([1, seiten, seite - 1, seite, seite + 1].filter((n) => n >= 1 && n <= seiten));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]));
}

export function ResultPagination({ term, seite, seiten }: Props) {
  if (seiten <= 1) return null;
  return (
    <nav aria-label="Seiten der Suchergebnisse" className={styles.pagination}>
      <ul>
        {seite > 1 && (
          <li>
            <Link href={searchHref(term, seite - 1)} rel="prev" className={styles.step}>
              ← Vorherige Seite
            </Link>
          </li>
        )}
        {pageWindow(seite, seiten).map((n, i) =>
          n === null ? (
            <li key={`luecke-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link href={searchHref(term, n)} aria-current={n === seite ? 'page' : undefined} className={styles.number}>
                <span className="visually-hidden">Seite </span>
                {n}
              </Link>
            </li>
          ),
        )}
        {seite < seiten && (
          <li>
            <Link href={searchHref(term, seite + 1)} rel="next" className={styles.step}>
              Nächste Seite →
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
