// What differs between the three booking forms in the browser: which fields show when, the
// default return date, the offered slots and the conflict check against the loaded calendar.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import ebikeSchema from '@/schemas/forms/ebike.schema.json';
import lastenradSchema from '@/schemas/forms/lastenrad.schema.json';
import raumSchema from '@/schemas/forms/raum.schema.json';
import { lastenradConflict, ebikeConflict, raumConflict } from '@/lib/buchungen/availability';
import { isIsoDay } from '@/lib/format/kalendertag';
import { lastenradReturnSlots, earliestReturnDate } from '@/lib/buchungen/slots';
import type { RadReservation, Buchungsart, RaumReservation } from '@/lib/buchungen/types';
import type { FieldGroup } from './theme/ObjectFieldTemplate';

export type FormData = Record<string, unknown>;

export interface BookingDefinition {
  kind: Buchungsart;
  schema: RJSFSchema;
  groups: FieldGroup[];
  /** The fields shown for the data entered so far. */
  visible(data: FormData): string[];
  /** Follows a change (e.g. the return date defaults to the pickup day, or the next day). */
  adjust(previous: FormData, next: FormData): FormData;
  /** The offered choices of a field, when they depend on other fields. */
  enumFor?(field: string, data: FormData): unknown[] | undefined;
  conflict(reservations: unknown[], data: FormData): boolean;
  uiSchema: UiSchema;
}

const PERSON = ['name', 'strasse', 'hausnummer', 'plz', 'ort', 'email', 'telefon'];
const PRIVACY_LINK = { href: '/de/rechtliches/datenschutz', text: 'Datenschutzerklärung lesen' };
const TERMS_LINK = { href: '#nutzungsbestimmungen', text: 'Nutzungsbestimmungen lesen' };
const SIZE_LABELS = { '47': '47 (Körpergröße ca. 160–175 cm)', '51': '51 (Körpergröße ca. 175–190 cm)' };

const personUi: UiSchema = {
  plz: { 'ui:options': { inputMode: 'numeric' } },
  email: { 'ui:options': { inputType: 'email' } },
  telefon: { 'ui:options': { inputType: 'tel' } },
  datenschutz: { 'ui:options': { link: PRIVACY_LINK } },
};

function hasPickup(data: FormData): boolean {
  return isIsoDay(data.datum_von) && typeof data.zeit_von === 'string';
}

/** Return fields appear only after pickup date and time (spec section 4). */
function bikeVisible(fields: string[]) {
  return (data: FormData) => fields.filter((f) => hasPickup(data) || (f !== 'datum_bis' && f !== 'zeit_bis'));
}

/** The return date defaults to, and is at least, the earliest return day. */
function adjustReturn(previous: FormData, next: FormData): FormData {
  if (!hasPickup(next)) return next;
  const earliest = earliestReturnDate(next.datum_von as string, next.zeit_von as string);
  const pickupChanged = previous.datum_von !== next.datum_von || previous.zeit_von !== next.zeit_von;
  if (
    next.datum_bis === undefined ||
    (pickupChanged && typeof next.datum_bis === 'string' && next.datum_bis < earliest)
  ) {
    return { ...next, datum_bis: earliest };
  }
  return next;
}

const ebikeFields = [
  'datum_von',
  'zeit_von',
  'datum_bis',
  'zeit_bis',
  'anzahl',
  'groesse_0',
  'groesse_1',
  'groesse_2',
  'groesse_3',
  'schwarzwaldcard',
  ...PERSON,
  'geburtsdatum',
  'datenschutz',
  'nutzungsbestimmungen',
];

export const ebikeDefinition: BookingDefinition = {
  kind: 'ebike',
  schema: ebikeSchema as RJSFSchema,
  groups: [
    { title: 'Abholung und Rückgabe', fields: ['datum_von', 'zeit_von', 'datum_bis', 'zeit_bis'], columns: true },
    {
      title: 'E-Bikes',
      fields: ['anzahl', 'groesse_0', 'groesse_1', 'groesse_2', 'groesse_3', 'schwarzwaldcard'],
      columns: true,
    },
    { title: 'Ihre Angaben', fields: [...PERSON, 'geburtsdatum'], columns: true },
    { title: 'Einwilligungen', fields: ['datenschutz', 'nutzungsbestimmungen'] },
  ],
  visible: (data) => {
    const count = typeof data.anzahl === 'number' ? data.anzahl : 0;
    return bikeVisible(ebikeFields)(data).filter((f) => !f.startsWith('groesse_') || Number(f.slice(8)) < count);
  },
  adjust: adjustReturn,
  conflict: (reservations, data) =>
    isIsoDay(data.datum_von) &&
    isIsoDay(data.datum_bis) &&
    ebikeConflict(reservations as RadReservation[], data.datum_von, data.datum_bis, Number(data.anzahl) || 1),
  uiSchema: {
    ...personUi,
    groesse_0: { 'ui:options': { labels: SIZE_LABELS } },
    groesse_1: { 'ui:options': { labels: SIZE_LABELS } },
    groesse_2: { 'ui:options': { labels: SIZE_LABELS } },
    groesse_3: { 'ui:options': { labels: SIZE_LABELS } },
    nutzungsbestimmungen: { 'ui:options': { link: TERMS_LINK } },
  },
};

const cargoFields = [
  'datum_von',
  'zeit_von',
  'datum_bis',
  'zeit_bis',
  ...PERSON,
  'geburtsdatum',
  'datenschutz',
  'nutzungsbestimmungen',
];

export const lastenradDefinition: BookingDefinition = {
  kind: 'lastenrad',
  schema: lastenradSchema as RJSFSchema,
  groups: [
    { title: 'Abholung und Rückgabe', fields: ['datum_von', 'zeit_von', 'datum_bis', 'zeit_bis'], columns: true },
    { title: 'Ihre Angaben', fields: [...PERSON, 'geburtsdatum'], columns: true },
    { title: 'Einwilligungen', fields: ['datenschutz', 'nutzungsbestimmungen'] },
  ],
  visible: bikeVisible(cargoFields),
  adjust: (previous, next) => {
    const adjusted = adjustReturn(previous, next);
    // A same-day return offers no slot before 11:00: drop a time that is no longer offered.
    const slots = lastenradReturnSlots(
      adjusted.datum_von as string | undefined,
      adjusted.datum_bis as string | undefined,
    );
    return typeof adjusted.zeit_bis === 'string' && !slots.includes(adjusted.zeit_bis)
      ? { ...adjusted, zeit_bis: undefined }
      : adjusted;
  },
  enumFor: (field, data) =>
    field === 'zeit_bis'
      ? lastenradReturnSlots(data.datum_von as string | undefined, data.datum_bis as string | undefined)
      : undefined,
  conflict: (reservations, data) =>
    isIsoDay(data.datum_von) &&
    isIsoDay(data.datum_bis) &&
    lastenradConflict(reservations as RadReservation[], data.datum_von, data.datum_bis),
  uiSchema: { ...personUi, nutzungsbestimmungen: { 'ui:options': { link: TERMS_LINK } } },
};

const roomFields = [
  'raum',
  'datum',
  'veranstalter',
  'name_veranstalter',
  'veranstaltung',
  'abweichender_nutzer',
  'kueche',
  'vor_nachbereitung',
  ...PERSON,
  'datenschutz',
];

export const raumDefinition: BookingDefinition = {
  kind: 'raum',
  schema: raumSchema as RJSFSchema,
  groups: [
    {
      title: 'Veranstaltung',
      fields: [
        'raum',
        'datum',
        'veranstalter',
        'name_veranstalter',
        'veranstaltung',
        'abweichender_nutzer',
        'kueche',
        'vor_nachbereitung',
      ],
      columns: true,
    },
    { title: 'Ihre Angaben', fields: PERSON, columns: true },
    { title: 'Einwilligung', fields: ['datenschutz'] },
  ],
  // The organiser's name is asked only for 'Gewerblich, Verein, Kirche'.
  visible: (data) =>
    roomFields.filter((f) => f !== 'name_veranstalter' || data.veranstalter === 'Gewerblich, Verein, Kirche'),
  adjust: (_previous, next) => next,
  conflict: (reservations, data) => isIsoDay(data.datum) && raumConflict(reservations as RaumReservation[], data.datum),
  uiSchema: {
    ...personUi,
    raum: { 'ui:widget': 'hidden' },
    veranstaltung: { 'ui:widget': 'textarea' },
  },
};
