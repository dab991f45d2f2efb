import { SmartLink } from '@/renderer/ui/SmartLink';
import type { Pagination as PaginationInfo } from '@/renderer/block-props';
import styles from './Pagination.module.css';

interface Props {
  pagination: PaginationInfo | null;
  path: string;
  /** The page's query: filters stay when paging. */
  query: Record<string, string | string[]>;
  /** What is paged, for screen readers: 'Veranstaltungen'. */
  label: string;
}

/** Page numbers to show: first, last, and two around the current one, with gaps as null. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

export function pageHref(path: string, query: Record<string, string | string[]>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'seite' || key === 'slug') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  if (page > 1) params.set('seite', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Paging of a list (spec section 4: `seite` and `seiten`); renders nothing for a single page. */
export function Pagination({ pagination, path, query, label }: Props) {
  if (!pagination || pagination.pages <= 1) return null;
  const { page, pages } = pagination;
  return (
    <nav className={styles.pagination} aria-label={`Seiten: ${label}`}>
      <p className={styles.status}>
        Seite {page} von {pages}
      </p>
      <ul>
        {page > 1 && (
          <li>
            <SmartLink href={pageHref(path, query, page - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">←</span> Vorherige Seite
            </SmartLink>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className={styles.current} aria-current="page">
                  <span className="visually-hidden">Seite </span>
                  {n}
                </span>
              ) : (
                <SmartLink href={pageHref(path, query, n)} className={styles.number}>
                  <span className="visually-hidden">Seite </span>
                  {n}
                </SmartLink>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <SmartLink href={pageHref(path, query, page + 1)} className={styles.step} rel="next">
              Nächste Seite <span aria-hidden="true">→</span>
            </SmartLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
