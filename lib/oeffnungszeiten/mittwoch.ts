// Spec section 4: if Monday, Tuesday, Thursday and Friday all have times and Wednesday has none,
// Wednesday is shown as 'geschlossen'.
import type { Wochentag } from './types';

const NACHBARN: Wochentag[] = ['MONTAG', 'DIENSTAG', 'DONNERSTAG', 'FREITAG'];

export function mittwochGeschlossen(tageMitZeiten: ReadonlySet<Wochentag>): boolean {
  return NACHBARN.every((tag) => tageMitZeiten.has(tag)) && !tageMitZeiten.has('MITTWOCH');
}
