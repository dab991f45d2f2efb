// A complete, valid submission of each form, dated relative to 2026-06-10 (Europe/Berlin).
import type { FormName } from '@/lib/forms/forms';

export const TODAY = '2026-06-10';
export const TOMORROW = '2026-06-11';

const contact = { name: 'Erika Mustermann', email: 'erika@example.org', datenschutz: true };

export const VALID: Record<FormName, Record<string, unknown>> = {
  kontakt: { betreff: 'Frage zur Hundesteuer', nachricht: 'Wann wird die Hundesteuer fällig?', ...contact },
  schadensmeldung: {
    art: 'Straßenbeleuchtung',
    ort_beschreibung: 'Talstraße vor Nr. 12, Laterne 34',
    beschreibung: 'Die Laterne flackert seit Tagen.',
    datenschutz: true,
  },
  vereinsanmeldung: {
    vereinsname: 'Tannbrunner Alphornbläser e. V.',
    kategorie: 'Musik und Gesang',
    beschreibung: 'Wir spielen Alphorn.',
    ansprechperson: 'Erika Mustermann',
    email: 'alphorn@example.org',
    veroeffentlichung: true,
    datenschutz: true,
  },
  'veranstaltung-melden': {
    titel: 'Frühjahrskonzert',
    beschreibung: 'Der Musikverein spielt.',
    datum_von: TOMORROW,
    zeit_von: '19:30',
    veranstaltungsort: 'Festhalle, Schulstraße 5',
    veranstalter: 'Musikverein Tannbrunn',
    ...contact,
    telefon: '07655 123',
  },
  fuehrungsanfrage: {
    fuehrung: 'Ortsführung durch Tannbrunn',
    wunschtermin: TOMORROW,
    teilnehmende: 12,
    ...contact,
    telefon: '07655 123',
  },
};
