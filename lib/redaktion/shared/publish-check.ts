// The accessibility rules before publishing (EN 301 549 clause 11.8), judged on the HTML the real renderer makes of
// the version (its preview, every block marked with its id): an error refuses the publication on the server, as the
// editor already showed it; warnings never do.
import type { Seite } from '@/codegen/out/types';
import { blockingFindings, checkAccessibility, type Finding } from './accessibility-check';
import { RedaktionError, type Pruefmeldung } from './types';

export const CHECK_UNAVAILABLE =
  'Die Prüfung der Barrierefreiheit ist gerade nicht möglich. Bitte versuchen Sie das Veröffentlichen gleich noch einmal.';

const toFinding = (finding: Finding): Pruefmeldung => ({
  pfad: finding.pointer ?? '',
  meldung: finding.message,
  ...(finding.blockId ? { blockId: finding.blockId } : {}),
});

/** Throws the German refusal when the rendered version breaks a rule that blocks publishing. */
export function refuseInaccessible(html: string, envelope: Seite): void {
  const errors = blockingFindings(checkAccessibility(html, envelope));
  if (errors.length === 0) return;
  const count = errors.length === 1 ? 'ein Fehler' : `${errors.length} Fehler`;
  throw new RedaktionError(
    422,
    `Die Seite kann nicht veröffentlicht werden: ${count} der Barrierefreiheit. ${errors
      .slice(0, 3)
      .map((e) => e.message)
      .join(' ')}`.trim(),
    errors.map(toFinding),
  );
}
