// How each of the other forms is laid out in the browser: field groups, widgets and input hints.
// The schema says what is asked; this says how it is shown.
import type { UiSchema } from '@rjsf/utils';
import type { FormName } from '@/lib/forms/forms';
import type { FieldGroup } from '@/renderer/forms/theme/ObjectFieldTemplate';

export interface FormUi {
  groups: FieldGroup[];
  uiSchema: UiSchema;
  /** Date fields that take days from tomorrow on (the browser's date picker starts there). */
  futureDates?: string[];
  /** Date fields that take days up to today. */
  pastDates?: string[];
}

const PRIVACY_LINK = { href: '/de/rechtliches/datenschutz', text: 'Datenschutzerklärung lesen' };

const contactUi: UiSchema = {
  email: { 'ui:options': { inputType: 'email' } },
  telefon: { 'ui:options': { inputType: 'tel' } },
  datenschutz: { 'ui:options': { link: PRIVACY_LINK } },
};

const consent: FieldGroup = { title: 'Einwilligung', fields: ['datenschutz'] };

export const FORM_UI: Record<FormName, FormUi> = {
  kontakt: {
    groups: [
      { title: 'Ihr Anliegen', fields: ['betreff', 'nachricht'] },
      { title: 'Ihre Angaben', fields: ['name', 'email', 'telefon'], columns: true },
      consent,
    ],
    uiSchema: { ...contactUi, nachricht: { 'ui:widget': 'textarea' } },
  },
  schadensmeldung: {
    groups: [
      { title: 'Der Schaden', fields: ['art', 'ort_beschreibung', 'beschreibung', 'bemerkt_am', 'gefahr'] },
      { title: 'Ihre Angaben für Rückfragen', fields: ['rueckmeldung', 'name', 'email', 'telefon'] },
      consent,
    ],
    uiSchema: {
      ...contactUi,
      ort_beschreibung: { 'ui:widget': 'textarea' },
      beschreibung: { 'ui:widget': 'textarea' },
    },
    pastDates: ['bemerkt_am'],
  },
  vereinsanmeldung: {
    groups: [
      { title: 'Der Verein', fields: ['vereinsname', 'kategorie', 'beschreibung', 'internetseite'] },
      {
        title: 'Kontakt für das Verzeichnis',
        fields: ['ansprechperson', 'strasse', 'plz', 'ort', 'email', 'telefon'],
        columns: true,
      },
      { title: 'Einwilligungen', fields: ['veroeffentlichung', 'datenschutz'] },
    ],
    uiSchema: {
      ...contactUi,
      beschreibung: { 'ui:widget': 'textarea' },
      internetseite: { 'ui:options': { inputType: 'url' } },
      plz: { 'ui:options': { inputMode: 'numeric' } },
    },
  },
  'veranstaltung-melden': {
    groups: [
      { title: 'Die Veranstaltung', fields: ['titel', 'beschreibung'] },
      {
        title: 'Termin und Ort',
        fields: ['datum_von', 'zeit_von', 'datum_bis', 'zeit_bis', 'veranstaltungsort', 'eintritt', 'barrierefreiheit'],
        columns: true,
      },
      { title: 'Veranstalter und Ansprechperson', fields: ['veranstalter', 'name', 'email', 'telefon'], columns: true },
      consent,
    ],
    uiSchema: {
      ...contactUi,
      beschreibung: { 'ui:widget': 'textarea' },
      zeit_von: { 'ui:options': { inputType: 'time' } },
      zeit_bis: { 'ui:options': { inputType: 'time' } },
    },
    futureDates: ['datum_von', 'datum_bis'],
  },
  fuehrungsanfrage: {
    groups: [
      {
        title: 'Die Führung',
        fields: ['fuehrung', 'wunschtermin', 'uhrzeit', 'ausweichtermin', 'teilnehmende', 'sprache'],
        columns: true,
      },
      { title: 'Ihre Angaben', fields: ['gruppe', 'name', 'email', 'telefon'], columns: true },
      { title: 'Besondere Wünsche', fields: ['nachricht'] },
      consent,
    ],
    uiSchema: {
      ...contactUi,
      uhrzeit: { 'ui:options': { inputType: 'time' } },
      teilnehmende: { 'ui:options': { inputMode: 'numeric' } },
      nachricht: { 'ui:widget': 'textarea' },
    },
    futureDates: ['wunschtermin', 'ausweichtermin'],
  },
};
