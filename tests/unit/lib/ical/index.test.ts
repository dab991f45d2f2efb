import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsFileName } from '@/lib/ical';
import { veranstaltungZuIcal, type Veranstaltung } from '@/lib/ical/veranstaltung';
import { abfuhrZuIcal } from '@/lib/ical/abfuhr';
import { abfuhrIcal, veranstaltungIcal } from '@/lib/ical/downloads';
import type { CmsService } from '@/lib/services/cms/cms-service';

const NOW = new Date('2026-11-21T08:15:30Z');

const fest: Veranstaltung = {
  id: 7,
  titel: 'Adventskonzert; Musikverein, Chor',
  datum_von: '2026-12-12',
  dateFrom: '2026-12-12',
  dateTo: '2026-12-12',
  timeFrom: '19:00',
  timeTo: '21:30',
  location: 'Pfarrkirche St. Georg',
  street: 'Kirchplatz 1',
  zip: '79868',
  city: 'Tannbrunn',
  beschreibung: 'Zeile eins\nZeile zwei mit Backslash \\',
  rubriken: [{ id: 3, rubrik: 'Konzerte', detailURL: '/de/veranstaltungen/adventskonzert' }],
};

describe('RFC 5545 text rules', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting UTF-8 characters', () => {
    const line = 'DESCRIPTION:' + 'Müllabfuhr '.repeat(20);
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Kurz')).toBe('SUMMARY:Kurz');
  });
});

describe('event calendar', () => {
  const ics = buildCalendar({
    name: fest.titel,
    events: [veranstaltungZuIcal(fest, 'https://www.tannbrunn.example')],
    now: NOW,
  });
  const lines = ics.split('\r\n');

  it('uses CRLF everywhere and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has the calendar frame, a stable UID and a UTC DTSTAMP', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('UID:veranstaltung-7@tannbrunn.example');
    expect(lines).toContain('DTSTAMP:20261121T081530Z');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('gives times in Europe/Berlin with a VTIMEZONE', () => {
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Berlin');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20261212T190000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20261212T213000');
  });

  it('escapes the summary and describes place and link', () => {
    expect(lines).toContain('SUMMARY:Adventskonzert\\; Musikverein\\, Chor');
    expect(ics).toContain('DESCRIPTION:Zeile eins\\nZeile zwei mit Backslash \\\\');
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:Pfarrkirche St. Georg\\, Kirchplatz 1\\, 79868 Tannbrunn');
    expect(lines).toContain('URL:https://www.tannbrunn.example/de/veranstaltungen/adventskonzert');
  });

  it('makes all-day events with an exclusive end date', () => {
    const markt = buildCalendar({
      name: 'Markt',
      events: [
        veranstaltungZuIcal(
          { ...fest, dateFrom: '2026-11-28', dateTo: '2026-11-29', timeFrom: '00:00', timeTo: '00:00' },
          '',
        ),
      ],
      now: NOW,
    });
    expect(markt).toContain('DTSTART;VALUE=DATE:20261128\r\n');
    expect(markt).toContain('DTEND;VALUE=DATE:20261130\r\n');
  });
});

const bezirk = {
  id: 'hinterwald',
  name: 'Hinterwald',
  termine: [
    { datum: '2027-01-07', art: 'Restmüll' },
    { datum: '2027-01-14', art: 'Papier' },
  ],
};

describe('waste calendar', () => {
  it('one all-day event per date, optionally one kind only', () => {
    expect(abfuhrZuIcal(bezirk)).toHaveLength(2);
    const rest = abfuhrZuIcal(bezirk, 'Restmüll');
    expect(rest).toEqual([
      expect.objectContaining({
        uid: 'abfuhr-hinterwald-2027-01-07-restmuell@tannbrunn.example',
        summary: 'Restmüll (Hinterwald)',
        startDate: '2027-01-07',
      }),
    ]);
  });
});

describe('downloads', () => {
  const cms = (answers: Record<string, { status: number; body: unknown } | Error>): CmsService => ({
    getPage: async () => null,
    getMenu: async () => ({ menuItems: [] }),
    call: async (endpoint) => {
      const a = answers[endpoint];
      if (a instanceof Error) throw a;
      return a ?? { status: 404, body: {} };
    },
  });

  it('builds an event file with a safe name', async () => {
    const result = await veranstaltungIcal(
      cms({ '/api/cms/veranstaltungen/7': { status: 200, body: fest } }),
      '7',
      'https://x.example',
      NOW,
    );
    expect(result.ok && result.fileName).toBe('adventskonzert-musikverein-chor.ics');
  });

  it('rejects bad ids, unknown events and upstream failures with German messages', async () => {
    expect(await veranstaltungIcal(cms({}), '../etc', '')).toEqual({
      ok: false,
      status: 400,
      message: 'Ungültige Veranstaltungsnummer.',
    });
    expect(await veranstaltungIcal(cms({}), '99', '')).toMatchObject({ ok: false, status: 404 });
    expect(await veranstaltungIcal(cms({ '/api/cms/veranstaltungen/1': new Error('timeout') }), '1', '')).toMatchObject(
      { ok: false, status: 502 },
    );
  });

  it('builds a district file and refuses unknown districts', async () => {
    const service = cms({ '/api/cms/abfuhrtermine': { status: 200, body: { bezirke: [bezirk] } } });
    const ok = await abfuhrIcal(service, 'hinterwald', undefined, NOW);
    expect(ok.ok && ok.body.match(/BEGIN:VEVENT/g)?.length).toBe(2);
    expect(await abfuhrIcal(service, 'nirgendwo', undefined)).toMatchObject({ ok: false, status: 404 });
  });

  it('file names are plain ASCII', () => {
    expect(icsFileName('Großer Fasnetsumzug der Tannenhexen')).toBe('grosser-fasnetsumzug-der-tannenhexen.ics');
    expect(icsFileName('!!!')).toBe('termine.ics');
  });
});
