import { describe, expect, it } from 'vitest';
import {
  aktuelleAbweichungen,
  istAktuell,
  oeffnungszeitenAnzeige,
  strukturierteZeilen,
  tageLabel,
  textGruppen,
  type OeffnungszeitEintrag,
  type RegulaereZeit,
} from '@/lib/oeffnungszeiten';

const vormittag = (tagestyp: RegulaereZeit['tagestyp']): RegulaereZeit => ({
  tagestyp,
  beginn: '08:00',
  ende: '12:00',
});

describe('strukturierte Öffnungszeiten', () => {
  it('orders Monday to Sunday and joins several spans of a day', () => {
    const zeilen = strukturierteZeilen({
      regulaereZeiten: [
        { tagestyp: 'SAMSTAG', beginn: '09:00', ende: '12:00' },
        { tagestyp: 'DONNERSTAG', beginn: '14:00', ende: '18:00' },
        vormittag('DONNERSTAG'),
        vormittag('MONTAG'),
      ],
    });
    expect(zeilen).toEqual([
      { tage: 'Montag', zeiten: ['08:00 – 12:00 Uhr'], geschlossen: false },
      { tage: 'Donnerstag', zeiten: ['08:00 – 12:00 Uhr', '14:00 – 18:00 Uhr'], geschlossen: false },
      { tage: 'Samstag', zeiten: ['09:00 – 12:00 Uhr'], geschlossen: false },
    ]);
  });

  it("shows Wednesday 'geschlossen' when Mon, Tue, Thu and Fri have times and Wednesday none", () => {
    const zeilen = strukturierteZeilen({
      regulaereZeiten: ['MONTAG', 'DIENSTAG', 'DONNERSTAG', 'FREITAG'].map((t) =>
        vormittag(t as RegulaereZeit['tagestyp']),
      ),
    });
    expect(zeilen.map((z) => z.tage)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']);
    expect(zeilen[2]).toEqual({ tage: 'Mittwoch', zeiten: [], geschlossen: true });
  });

  it('does not invent a closed Wednesday when a neighbour day is missing', () => {
    const zeilen = strukturierteZeilen({
      regulaereZeiten: [vormittag('MONTAG'), vormittag('DIENSTAG'), vormittag('DONNERSTAG')],
    });
    expect(zeilen.some((z) => z.tage === 'Mittwoch')).toBe(false);
  });

  it('expands Monday to Friday to each workday', () => {
    const zeilen = strukturierteZeilen({ regulaereZeiten: [vormittag('ARBEITSTAG_MO_FR')] });
    expect(zeilen).toHaveLength(5);
    expect(zeilen.every((z) => !z.geschlossen)).toBe(true);
  });
});

describe('abweichende Zeiten (Europe/Berlin)', () => {
  const abweichung = { beginn: '2026-12-24', ende: '2027-01-06', zusatz: 'Zwischen den Jahren geschlossen' };

  it('are shown only while now is within their range', () => {
    expect(istAktuell(abweichung, new Date('2026-12-23T22:59:00Z'))).toBe(false); // 23:59 in Berlin
    expect(istAktuell(abweichung, new Date('2026-12-23T23:00:00Z'))).toBe(true); // 00:00 on the 24th
    expect(istAktuell(abweichung, new Date('2027-01-06T22:59:00Z'))).toBe(true); // the end day counts whole
    expect(istAktuell(abweichung, new Date('2027-01-06T23:00:00Z'))).toBe(false);
  });

  it('respect times of day in Berlin, not UTC', () => {
    const kurz = { beginn: '2027-07-24T12:00', ende: '2027-07-24T18:00' };
    expect(istAktuell(kurz, new Date('2027-07-24T09:59:00Z'))).toBe(false); // 11:59 CEST
    expect(istAktuell(kurz, new Date('2027-07-24T10:00:00Z'))).toBe(true);
  });

  it('are formatted as a date range with their note', () => {
    expect(aktuelleAbweichungen([abweichung], new Date('2026-12-28T10:00:00Z'))).toEqual([
      { zeitraum: '24.12.2026 – 06.01.2027', zusatz: 'Zwischen den Jahren geschlossen' },
    ]);
    expect(aktuelleAbweichungen([abweichung], new Date('2026-11-28T10:00:00Z'))).toEqual([]);
  });

  it('ignore broken ranges', () => {
    expect(istAktuell({ beginn: 'bald', ende: '2027-01-01' }, new Date('2026-12-28T10:00:00Z'))).toBe(false);
  });
});

describe('Öffnungszeiten als Text', () => {
  it("labels days; no days means 'Montag bis Samstag'", () => {
    expect(tageLabel(undefined)).toBe('Montag bis Samstag');
    expect(tageLabel([])).toBe('Montag bis Samstag');
    expect(tageLabel(['ARBEITSTAG_MO_FR'])).toBe('Montag bis Freitag');
    expect(tageLabel(['DONNERSTAG', 'DIENSTAG'])).toBe('Dienstag und Donnerstag');
    expect(tageLabel(['FREITAG', 'MONTAG', 'MITTWOCH'])).toBe('Montag, Mittwoch und Freitag');
  });

  it('groups by kind and orders entries Monday to Sunday', () => {
    const eintraege: OeffnungszeitEintrag[] = [
      {
        typ: 'TELEFONISCHE_ERREICHBARKEIT',
        tagestyp: ['ARBEITSTAG_MO_FR'],
        zeiten: [{ beginn: '08:00', ende: '16:00' }],
      },
      { typ: 'ALLGEMEINE_OEFFNUNGSZEIT', tagestyp: ['DONNERSTAG'], zeiten: [{ beginn: '14:00', ende: '18:00' }] },
      {
        typ: 'ALLGEMEINE_OEFFNUNGSZEIT',
        tagestyp: ['MONTAG', 'DIENSTAG', 'FREITAG'],
        zeiten: [{ beginn: '08:00', ende: '12:00' }],
        hinweisText: 'Termine nach Vereinbarung.',
      },
    ];
    const gruppen = textGruppen(eintraege);
    expect(gruppen.map((g) => g.titel)).toEqual(['Öffnungszeiten', 'Telefonische Erreichbarkeit']);
    expect(gruppen[0]!.hinweis).toBe('Termine nach Vereinbarung.');
    expect(gruppen[0]!.zeilen.map((z) => z.tage)).toEqual(['Montag, Dienstag und Freitag', 'Mittwoch', 'Donnerstag']);
    expect(gruppen[0]!.zeilen[1]).toEqual({ tage: 'Mittwoch', zeiten: [], geschlossen: true });
    expect(gruppen[1]!.zeilen).toEqual([
      { tage: 'Montag bis Freitag', zeiten: ['08:00 – 16:00 Uhr'], geschlossen: false },
    ]);
  });

  it('uses the default label for entries without days', () => {
    const [gruppe] = textGruppen([{ typ: 'SERVICEZEIT', zeiten: [{ beginn: '09:00', ende: '17:00' }] }]);
    expect(gruppe).toEqual({
      titel: 'Servicezeiten',
      zeilen: [{ tage: 'Montag bis Samstag', zeiten: ['09:00 – 17:00 Uhr'], geschlossen: false }],
    });
  });
});

describe('Anzeige', () => {
  it('combines structured and text hours and only current deviations', () => {
    const anzeige = oeffnungszeitenAnzeige(
      {
        oeffnungszeitenStrukturiert: {
          regulaereZeiten: [vormittag('MONTAG')],
          abweichendeZeiten: [
            { beginn: '2026-11-01', ende: '2026-11-30', zusatz: 'Im November nur vormittags' },
            { beginn: '2027-08-01', ende: '2027-08-15', zusatz: 'Sommerpause' },
          ],
        },
        oeffnungszeiten: [
          { typ: 'TELEFONISCHE_ERREICHBARKEIT', tagestyp: ['MONTAG'], zeiten: [{ beginn: '08:00', ende: '09:00' }] },
        ],
      },
      new Date('2026-11-21T08:00:00Z'),
    );
    expect(anzeige.gruppen.map((g) => g.titel)).toEqual(['Öffnungszeiten', 'Telefonische Erreichbarkeit']);
    expect(anzeige.abweichungen).toEqual([
      { zeitraum: '01.11.2026 – 30.11.2026', zusatz: 'Im November nur vormittags' },
    ]);
  });
});
