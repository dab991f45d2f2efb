// Events as the CMS sends them (spec section 3; the generated type of schemas/entities/veranstaltung) and
// their iCal form.
import type { Veranstaltung } from '@/codegen/out/types';
import type { IcalEvent } from './calendar';

export type { Veranstaltung, Veranstaltungsrubrik } from '@/codegen/out/types';

export function adresseVon(v: Pick<Veranstaltung, 'location' | 'street' | 'zip' | 'city'>): string {
  const ort = [v.zip, v.city].filter(Boolean).join(' ');
  return [v.location, v.street, ort].filter(Boolean).join(', ');
}

export function veranstaltungZuIcal(v: Veranstaltung, siteUrl: string): IcalEvent {
  const url = v.rubriken?.[0]?.detailURL;
  const categories = (v.rubriken ?? []).flatMap((r) => (r.rubrik ? [r.rubrik] : []));
  return {
    uid: `veranstaltung-${v.id}@tannbrunn.example`,
    summary: v.titel,
    startDate: v.dateFrom ?? v.datum_von,
    ...(v.timeFrom && v.timeFrom !== '00:00' ? { startTime: v.timeFrom.slice(0, 5) } : {}),
    ...(v.dateTo ? { endDate: v.dateTo } : {}),
    ...(v.timeTo && v.timeTo !== '00:00' && v.timeFrom && v.timeFrom !== '00:00'
      ? { endTime: v.timeTo.slice(0, 5) }
      : {}),
    ...(v.kurztext || v.beschreibung ? { description: v.beschreibung ?? v.kurztext } : {}),
    ...(adresseVon(v) ? { location: adresseVon(v) } : {}),
    ...(url ? { url: /^https?:/.test(url) ? url : siteUrl + url } : {}),
    ...(categories.length ? { categories } : {}),
  };
}
