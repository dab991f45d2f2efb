// The rules of the five other forms: required fields and their German messages, formats, and
// the date rules at their boundaries (today and tomorrow around midnight in Europe/Berlin).
import { describe, expect, it } from 'vitest';
import { forms } from '@/codegen/out/forms';
import { FORMULARNAMEN, formularTexts } from '@/codegen/out/form-names';
import type { Formularname } from '@/codegen/out/types';
import { validate_formular } from '@/codegen/out/validators';
import { fieldOrder } from '@/lib/forms/form-definition';
import { RULE_MESSAGES } from '@/lib/forms/rule-messages';
import { validateForm } from '@/lib/forms/validate-form';
import { TODAY, TOMORROW, VALID } from '../../support/valid-submissions';

// 2026-06-10 23:30 in Berlin (summer time) = 21:30 UTC: today is the 10th, tomorrow the 11th.
const NOW = new Date('2026-06-10T21:30:00Z');

const FORM_NAMES = FORMULARNAMEN;
const errors = (name: Formularname, data: unknown) => {
  const result = validateForm(forms[name], data, NOW);
  return result.ok ? {} : result.errors;
};

describe('the five forms', () => {
  it('the block offers exactly the five forms, each with texts and a layout naming only its fields', () => {
    expect([...FORM_NAMES].sort()).toEqual([
      'fuehrungsanfrage',
      'kontakt',
      'schadensmeldung',
      'veranstaltung-melden',
      'vereinsanmeldung',
    ]);
    for (const name of FORM_NAMES) {
      expect(validate_formular({ formular: name }), name).toBe(true);
      expect(formularTexts[name].successTitle).toMatch(/^Vielen Dank/);
      const fields = Object.keys(forms[name].schema.properties);
      expect(fieldOrder(forms[name].ui).sort(), name).toEqual([...fields].sort());
    }
    for (const other of ['ebike', 'umfrage']) expect(validate_formular({ formular: other }), other).toBe(false);
  });

  it.each(FORM_NAMES)('%s: a complete submission is valid', (name) => {
    expect(validateForm(forms[name], VALID[name], NOW)).toEqual({ ok: true, value: VALID[name] });
  });

  it.each(FORM_NAMES)(
    '%s: an empty submission names every required field with its German message, in form order',
    (name) => {
      const found = errors(name, {});
      const required = forms[name].schema.required ?? [];
      expect(Object.keys(found)).toEqual(fieldOrder(forms[name].ui).filter((f) => required.includes(f)));
      for (const message of Object.values(found)) expect(message).toMatch(/^(Bitte|Ihre|Der|Die)/);
    },
  );

  it.each(FORM_NAMES)('%s: unknown fields, blank required texts and a non-object are rejected', (name) => {
    expect(errors(name, { ...VALID[name], empfaenger: 'x@example.org' })).toEqual({
      '': 'Bitte überprüfen Sie Ihre Eingabe.',
    });
    expect(errors(name, null)).toEqual({ '': 'Bitte überprüfen Sie Ihre Eingabe.' });
    expect(errors(name, [VALID[name]])).toEqual({ '': 'Bitte überprüfen Sie Ihre Eingabe.' });
    // A blank optional text is left out; a blank required one is missing.
    const blankEmail = errors(name, { ...VALID[name], email: '   ' }).email;
    expect(blankEmail).toBe(
      (forms[name].schema.required ?? []).includes('email') ? 'Bitte geben Sie Ihre E-Mail Adresse an.' : undefined,
    );
    expect(errors(name, { ...VALID[name], datenschutz: false }).datenschutz).toBe(
      'Bitte stimmen Sie der Datenschutzerklärung zu.',
    );
  });

  it.each(FORM_NAMES)('%s: an invalid e-mail address gets the spec message', (name) => {
    expect(errors(name, { ...VALID[name], email: 'erika@' }).email).toBe('Bitte geben Sie Ihre E-Mail Adresse an.');
  });
});

describe('contact', () => {
  it('messages of subject and text; the text at most 5,000 characters', () => {
    const found = errors('kontakt', { ...VALID.kontakt, betreff: '', nachricht: ' \n ' });
    expect(found).toEqual({
      betreff: 'Bitte geben Sie einen Betreff an.',
      nachricht: 'Bitte geben Sie Ihre Nachricht ein.',
    });
    expect(errors('kontakt', { ...VALID.kontakt, nachricht: 'x'.repeat(5000) })).toEqual({});
    expect(errors('kontakt', { ...VALID.kontakt, nachricht: 'x'.repeat(5001) }).nachricht).toBe(
      'Ihre Nachricht darf höchstens 5.000 Zeichen lang sein.',
    );
  });
  it('the phone number is optional, but only digits and + ( ) / - when given', () => {
    expect(errors('kontakt', { ...VALID.kontakt, telefon: '+49 (7655) 931-0' })).toEqual({});
    expect(errors('kontakt', { ...VALID.kontakt, telefon: 'ruf mich an' }).telefon).toBe(
      'Bitte geben Sie eine gültige Telefonnummer an.',
    );
  });
});

describe('damage report', () => {
  it('kind, place and description are required; name and e-mail are not', () => {
    expect(errors('schadensmeldung', { datenschutz: true })).toEqual({
      art: 'Bitte wählen Sie die Art des Schadens aus.',
      ort_beschreibung: 'Bitte beschreiben Sie, wo sich der Schaden befindet.',
      beschreibung: 'Bitte beschreiben Sie den Schaden.',
    });
    expect(errors('schadensmeldung', { ...VALID.schadensmeldung, art: 'Ufo' }).art).toBe(
      'Bitte wählen Sie die Art des Schadens aus.',
    );
  });
  it('noticed today at the latest (Berlin), not tomorrow', () => {
    expect(errors('schadensmeldung', { ...VALID.schadensmeldung, bemerkt_am: TODAY })).toEqual({});
    expect(errors('schadensmeldung', { ...VALID.schadensmeldung, bemerkt_am: TOMORROW }).bemerkt_am).toBe(
      RULE_MESSAGES.notInFuture,
    );
  });
  it('feedback wanted needs an e-mail address', () => {
    expect(errors('schadensmeldung', { ...VALID.schadensmeldung, rueckmeldung: true }).email).toBe(
      RULE_MESSAGES.emailForFeedback,
    );
    expect(errors('schadensmeldung', { ...VALID.schadensmeldung, rueckmeldung: true, email: 'a@example.org' })).toEqual(
      {},
    );
    expect(errors('schadensmeldung', { ...VALID.schadensmeldung, rueckmeldung: true, email: 'kaputt' }).email).toBe(
      'Bitte geben Sie Ihre E-Mail Adresse an.',
    );
  });
});

describe('club registration', () => {
  it('publication consent, postcode of five digits, a web address starting with http(s)', () => {
    expect(errors('vereinsanmeldung', { ...VALID.vereinsanmeldung, veroeffentlichung: false }).veroeffentlichung).toBe(
      'Bitte stimmen Sie der Veröffentlichung im Vereinsverzeichnis zu.',
    );
    expect(errors('vereinsanmeldung', { ...VALID.vereinsanmeldung, plz: '7987' }).plz).toBe(
      'Bitte geben Sie eine korrekte Postleitzahl ein.',
    );
    expect(errors('vereinsanmeldung', { ...VALID.vereinsanmeldung, plz: '79877' })).toEqual({});
    expect(
      errors('vereinsanmeldung', { ...VALID.vereinsanmeldung, internetseite: 'javascript:alert(1)' }).internetseite,
    ).toBe('Bitte geben Sie eine Internetadresse an, die mit https:// beginnt.');
    expect(errors('vereinsanmeldung', { ...VALID.vereinsanmeldung, internetseite: 'https://alphorn.example' })).toEqual(
      {},
    );
    expect(errors('vereinsanmeldung', { ...VALID.vereinsanmeldung, beschreibung: 'x'.repeat(601) }).beschreibung).toBe(
      'Die Kurzbeschreibung darf höchstens 600 Zeichen lang sein.',
    );
  });
});

describe('event registration', () => {
  const event = VALID['veranstaltung-melden'];
  it('first day at least tomorrow in Berlin, at most a year ahead', () => {
    expect(errors('veranstaltung-melden', { ...event, datum_von: TODAY }).datum_von).toBe(
      'Bitte wählen Sie ein Termin in der Zukunft aus',
    );
    expect(errors('veranstaltung-melden', { ...event, datum_von: TOMORROW })).toEqual({});
    expect(errors('veranstaltung-melden', { ...event, datum_von: '2027-06-12' }).datum_von).toBe(
      RULE_MESSAGES.tooFarAhead,
    );
    expect(errors('veranstaltung-melden', { ...event, datum_von: '2026-02-30' }).datum_von).toBe(
      'Bitte wählen Sie ein Termin in der Zukunft aus',
    );
  });
  it('the last day not before the first; on one day the end after the start', () => {
    expect(errors('veranstaltung-melden', { ...event, datum_von: '2026-06-12', datum_bis: TOMORROW }).datum_bis).toBe(
      RULE_MESSAGES.endBeforeStart,
    );
    expect(errors('veranstaltung-melden', { ...event, zeit_bis: '19:30' }).zeit_bis).toBe(
      RULE_MESSAGES.endTimeBeforeStart,
    );
    expect(errors('veranstaltung-melden', { ...event, zeit_bis: '22:00' })).toEqual({});
    expect(errors('veranstaltung-melden', { ...event, datum_bis: '2026-06-12', zeit_bis: '01:00' })).toEqual({});
    expect(errors('veranstaltung-melden', { ...event, zeit_von: '25:00' }).zeit_von).toBe(
      'Bitte geben Sie an, wann die Veranstaltung beginnt.',
    );
  });
  it('phone is required here', () => {
    expect(errors('veranstaltung-melden', { ...event, telefon: undefined }).telefon).toBe(
      'Bitte geben Sie Ihre Telefonnummer an.',
    );
  });
});

describe('guided tour enquiry', () => {
  const tour = VALID.fuehrungsanfrage;
  it('wished and alternative day at least tomorrow, and different days', () => {
    expect(errors('fuehrungsanfrage', { ...tour, wunschtermin: TODAY }).wunschtermin).toBe(
      'Bitte wählen Sie ein Termin in der Zukunft aus',
    );
    expect(errors('fuehrungsanfrage', { ...tour, ausweichtermin: TODAY }).ausweichtermin).toBe(
      'Bitte wählen Sie ein Termin in der Zukunft aus',
    );
    expect(errors('fuehrungsanfrage', { ...tour, ausweichtermin: TOMORROW }).ausweichtermin).toBe(
      RULE_MESSAGES.alternativeSameDay,
    );
    expect(errors('fuehrungsanfrage', { ...tour, ausweichtermin: '2026-06-12' })).toEqual({});
  });
  it('1 to 60 participants, whole numbers', () => {
    const message = 'Bitte geben Sie die Anzahl der Teilnehmenden an (1 bis 60).';
    for (const bad of [0, 61, 2.5, '12', 'viele'])
      expect(errors('fuehrungsanfrage', { ...tour, teilnehmende: bad }).teilnehmende).toBe(message);
    for (const good of [1, 60]) expect(errors('fuehrungsanfrage', { ...tour, teilnehmende: good })).toEqual({});
  });
});
