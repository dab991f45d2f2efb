// Which site paths an editor may give a page: `/de` and below, lower-case words joined by hyphens, and none that a
// route of the application itself answers (the CMS page would never be shown there).
import { RedaktionError } from './types';

const SEGMENT = /^[a-z0-9äöüß][a-z0-9äöüß_-]*$/;
const MAX_SEGMENT = 120;
const MAX_PATH = 300;

/** Whole sections that are routes of their own (staff areas). */
const RESERVED_SECTIONS = ['/de/intranet', '/de/ratsinfo'];

/** Single pages that are routes of their own (pages/de/…): bookings, cancellations, the site search. */
export const RESERVED_PATHS = [
  '/de/e-bike-leihen',
  '/de/e-bike-leihen/stornieren',
  '/de/lastenrad-leihen',
  '/de/lastenrad-leihen/stornieren',
  '/de/raumreservierung/stornieren',
  '/de/gemeinde/suche',
];

export function isReservedPath(path: string): boolean {
  return (
    RESERVED_PATHS.includes(path) ||
    RESERVED_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`))
  );
}

/** The path as stored (no trailing slash), or a German refusal. */
export function checkSitePath(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim())
    throw new RedaktionError(400, 'Bitte geben Sie einen Pfad an, z. B. /de/rathaus/neue-seite.', [], 'pfad');
  const path = raw.trim().length > 3 ? raw.trim().replace(/\/+$/, '') : raw.trim();
  if (path.length > MAX_PATH)
    throw new RedaktionError(400, `Der Pfad ist zu lang (höchstens ${MAX_PATH} Zeichen).`, [], 'pfad');
  if (path !== '/de' && !path.startsWith('/de/'))
    throw new RedaktionError(
      400,
      `Der Pfad „${path}“ muss mit /de beginnen, z. B. /de/rathaus/neue-seite.`,
      [],
      'pfad',
    );
  for (const segment of path.split('/').slice(2)) {
    if (segment.length > MAX_SEGMENT || !SEGMENT.test(segment)) {
      throw new RedaktionError(
        400,
        `Der Pfadteil „${segment}“ ist nicht erlaubt: nur Kleinbuchstaben, Ziffern, Bindestrich und Unterstrich, am Anfang ein Buchstabe oder eine Ziffer.`,
        [],
        'pfad',
      );
    }
  }
  if (isReservedPath(path))
    throw new RedaktionError(
      409,
      `Unter „${path}“ steht eine feste Seite der Website; bitte wählen Sie einen anderen Pfad.`,
      [],
      'pfad',
    );
  return path;
}

/** The parent paths of a site path, nearest last: `/de/a/b` -> [`/de`, `/de/a`]. */
export function ancestorPaths(path: string): string[] {
  const segments = path.split('/').slice(2);
  return segments.map((_, i) => ['/de', ...segments.slice(0, i)].join('/'));
}
