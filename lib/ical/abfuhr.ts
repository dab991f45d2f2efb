// Waste collection dates per district (the generated types of schemas/entities/abfuhrkalender) and their
// iCal form.
import type { Abfuhrbezirk } from '@/codegen/out/types';
import type { IcalEvent } from './calendar';

export type { Abfuhrbezirk, Abfuhrkalender, Abfuhrtermin } from '@/codegen/out/types';

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
