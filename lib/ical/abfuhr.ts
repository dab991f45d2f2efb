// Waste collection dates per district and their iCal form.
import type { IcalEvent } from './calendar';

export interface Abfuhrtermin {
  datum: string;
  /** Kind of waste, e.g. 'Restmüll'. */
  art: string;
}

export interface Abfuhrbezirk {
  id: string;
  name: string;
  /** Streets or hamlets of the district, shown to find one's own. */
  gebiet?: string;
  termine: Abfuhrtermin[];
}

export interface Abfuhrkalender {
  jahr?: number;
  hinweis?: string;
  bezirke: Abfuhrbezirk[];
}

export function abfuhrZuIcal(bezirk: Abfuhrbezirk, art?: string): IcalEvent[] {
  return bezirk.termine
    .filter((t) => !art || t.art === art)
    .map((t) => ({
      uid: `abfuhr-${bezirk.id}-${t.datum}-${slug(t.art)}@tannbrunn.example`,
      summary: `${t.art} (${bezirk.name})`,
      startDate: t.datum,
      description: 'Bitte stellen Sie die Behälter bis 6 Uhr an den Straßenrand.',
      categories: ['Abfuhrtermin', t.art],
    }));
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-');
}
