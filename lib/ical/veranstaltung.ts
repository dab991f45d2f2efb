// Events as the CMS sends them (spec section 3) and their iCal form.
import type { IcalEvent } from './calendar';

export interface VeranstaltungRubrik {
  id: number;
  rubrik: string;
  detailURL?: string;
}

export interface VeranstaltungBild {
  src: string;
  alt: string;
  copyright?: string;
}

export interface Veranstaltung {
  id: number;
  titel: string;
  kurztext?: string;
  /** Plain text; blank lines separate paragraphs. */
  beschreibung?: string;
  /** First and last day (YYYY-MM-DD), for lists and filters. */
  datum_von: string;
  datum_bis?: string;
  dateFrom: string;
  dateTo?: string;
  timeFrom?: string;
  timeTo?: string;
  location?: string;
  street?: string;
  zip?: string;
  city?: string;
  veranstalter?: string;
  /** Admission in euro; 0 = free. */
  eintritt?: number;
  bild?: VeranstaltungBild;
  rubriken?: VeranstaltungRubrik[];
  seo?: { title?: string; description?: string };
}

export function adresseVon(v: Pick<Veranstaltung, 'location' | 'street' | 'zip' | 'city'>): string {
  const ort = [v.zip, v.city].filter(Boolean).join(' ');
  return [v.location, v.street, ort].filter(Boolean).join(', ');
}

export function veranstaltungZuIcal(v: Veranstaltung, siteUrl: string): IcalEvent {
  const url = v.rubriken?.[0]?.detailURL;
  return {
    uid: `veranstaltung-${v.id}@tannbrunn.example`,
    summary: v.titel,
    startDate: v.dateFrom,
    ...(v.timeFrom && v.timeFrom !== '00:00' ? { startTime: v.timeFrom.slice(0, 5) } : {}),
    ...(v.dateTo ? { endDate: v.dateTo } : {}),
    ...(v.timeTo && v.timeTo !== '00:00' && v.timeFrom && v.timeFrom !== '00:00'
      ? { endTime: v.timeTo.slice(0, 5) }
      : {}),
    ...(v.kurztext || v.beschreibung ? { description: v.beschreibung ?? v.kurztext } : {}),
    ...(adresseVon(v) ? { location: adresseVon(v) } : {}),
    ...(url ? { url: /^https?:/.test(url) ? url : siteUrl + url } : {}),
    ...(v.rubriken?.length ? { categories: v.rubriken.map((r) => r.rubrik) } : {}),
  };
}
