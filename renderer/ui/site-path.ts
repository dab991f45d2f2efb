// The site's addresses compared and written one way: without a trailing slash (as the pages are served).

/** Path of a menu href or router path without query, hash and trailing slash, for comparisons. */
export function normalizePath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** `/de/seite/` → `/de/seite`, query and fragment kept: the address a link writes. */
export function withoutTrailingSlash(href: string): string {
  const rest = /[?#]/.exec(href);
  return rest ? normalizePath(href) + href.slice(rest.index) : normalizePath(href);
}
