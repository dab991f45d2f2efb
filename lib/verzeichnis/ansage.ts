// What the directory list announces to screen readers after a filter change.
import type { FilterAuswahl } from './types';

export const LADEFEHLER = 'Das Verzeichnis kann gerade nicht geladen werden. Bitte versuchen Sie es später erneut.';

/** '12 Einträge gefunden', '1 Eintrag gefunden', 'Keine Einträge gefunden'; without an answer, the load error. */
export function ergebnisAnsage(gesamt: number | null): string {
  if (gesamt === null) return LADEFEHLER;
  if (gesamt === 0) return 'Keine Einträge gefunden';
  return `${gesamt} ${gesamt === 1 ? 'Eintrag' : 'Einträge'} gefunden`;
}

/** The same selection gives the same key, whatever the order of the ticks. */
export function auswahlSchluessel(auswahl: FilterAuswahl): string {
  const sorted = <T>(values: T[]) => [...values].map(String).sort().join(',');
  return [sorted(auswahl.rubrikIds), sorted(auswahl.orte), sorted(auswahl.interessengruppenIds)].join('|');
}
