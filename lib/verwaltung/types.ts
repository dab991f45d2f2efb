// Offices (Ämter) and staff (Mitarbeiter) as the CMS sends them: the generated types of
// schemas/entities/amt, mitarbeiter-eintrag and amtsverweis.
import type { Mitarbeiter } from '@/codegen/out/types';

export type { Amt, Amtsverweis, Mitarbeiter, MitarbeiterVerweis } from '@/codegen/out/types';

export function vollerName(m: Pick<Mitarbeiter, 'vorname' | 'nachname'>): string {
  return [m.vorname, m.nachname].filter(Boolean).join(' ');
}
