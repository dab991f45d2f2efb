// A page withdrawn with a public note in the Redaktion answers 410 (DESIGN.md section 7). A generated page (ISR)
// cannot set a status, so its getStaticProps throws this error: Next renders the error page (pages/_error.tsx),
// which takes the status and the note from it, and stores nothing, so the next request asks the store again. The
// cache handler drops the page rendered before (lib/revalidation/withdrawn-pages.js). Cost: only withdrawn paths
// are rendered per request (one cached lookup of the store); every other page is served as before.
import type { Zurueckgezogen } from '@/lib/redaktion/shared/withdrawal';

export class WithdrawnPageError extends Error {
  declare readonly statusCode: 410;
  declare readonly zurueckgezogen: Zurueckgezogen;

  constructor(path: string, zurueckgezogen: Zurueckgezogen) {
    super(`Die Seite ${path} wurde zurückgezogen (410)`);
    this.name = 'WithdrawnPageError';
    // Next logs every error it renders an error page for: one line (no stack, no fields) for a page that is gone.
    this.stack = `${this.name}: ${this.message}`;
    Object.defineProperties(this, {
      statusCode: { value: 410, enumerable: false },
      zurueckgezogen: { value: zurueckgezogen, enumerable: false },
    });
  }
}

/** The note of a withdrawn page the error page was rendered for, else undefined (by shape: bundles differ). */
export function withdrawalOfError(err: unknown): Zurueckgezogen | undefined {
  if (!err || typeof err !== 'object' || (err as { statusCode?: unknown }).statusCode !== 410) return undefined;
  const notice = (err as { zurueckgezogen?: Zurueckgezogen }).zurueckgezogen;
  return notice && typeof notice.hinweis === 'string' ? notice : undefined;
}
