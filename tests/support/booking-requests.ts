// Booking requests of the tests that race for the last e-bike (store, several instances): one resident, a weekday
// the demo reservations never touch.
import { addDays, todayInBerlin } from '@/lib/format/kalendertag';

export const PERSON = {
  name: 'Erika Muster',
  strasse: 'Talweg',
  hausnummer: '3',
  plz: '79877',
  ort: 'Tannbrunn',
  email: 'erika@example.org',
  telefon: '07655 1',
};

/** A weekday far enough ahead that the demo reservations never touch it. */
export function weekdayAhead(days: number): string {
  let day = addDays(todayInBerlin(), days);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

/** An e-bike request for `anzahl` bikes on one day, 9 to 16 o'clock. */
export const ebikeRequest = (day: string, anzahl: number) => ({
  datum_von: day,
  zeit_von: '09:00',
  datum_bis: day,
  zeit_bis: '16:00',
  anzahl,
  ...Object.fromEntries(Array.from({ length: anzahl }, (_, i) => [`groesse_${i}`, i < 2 ? 47 : 51])),
  schwarzwaldcard: false,
  ...PERSON,
  geburtsdatum: '1980-01-01',
  datenschutz: true,
  nutzungsbestimmungen: true,
});
