// The events of a list answer (spec section 3: datum_von, datum_bis, titel, rubriken[0].detailURL).
import { listItems } from '../schule-berichte/berichte';

export interface Veranstaltung {
  titel: string;
  datum_von?: string;
  datum_bis?: string;
  /** The link of the event: the detail page of its first category. */
  detailURL?: string;
}

export function veranstaltungenOf(answer: unknown): Veranstaltung[] {
  return listItems(answer).flatMap((raw): Veranstaltung[] => {
    const item = raw as Record<string, unknown> | null;
    if (!item || typeof item.titel !== 'string' || !item.titel.trim()) return [];
    const rubrik = Array.isArray(item.rubriken) ? (item.rubriken[0] as Record<string, unknown> | undefined) : undefined;
    const detailURL = typeof rubrik?.detailURL === 'string' && rubrik.detailURL.trim() ? rubrik.detailURL : undefined;
    return [
      {
        titel: item.titel,
        ...(typeof item.datum_von === 'string' ? { datum_von: item.datum_von } : {}),
        ...(typeof item.datum_bis === 'string' ? { datum_bis: item.datum_bis } : {}),
        ...(detailURL ? { detailURL } : {}),
      },
    ];
  });
}
