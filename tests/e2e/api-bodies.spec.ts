// Every API route of the production server with a broken or oversized body (issue 12.7): Next's
// own parser answered '400 Invalid JSON' and '413 Body exceeded 16kb limit' in English, as plain
// text without Cache-Control, and after a 413 for 300 kB the next request on the same keep-alive
// connection was reset. Now: German JSON with no-store where a route reads the body, the body
// ignored where it does not, and the connection always carries the next request.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { overOneConnection, type Answer } from '../http-keep-alive';

// One request per API route file; a test below fails when a route file has no entry here.
const ROUTES: Record<string, { method: 'GET' | 'POST'; url: string; errorKey?: 'fehler' | 'message' }> = {
  'buchungen/[art]/status.ts': { method: 'GET', url: '/api/buchungen/ebike/status' },
  // The desk, the collections and the change packages (without a session each answers 401).
  'redaktion/auskunft/[aktion].ts': { method: 'POST', url: '/api/redaktion/auskunft/suchen' },
  'redaktion/buchungen/[uuid]/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/buchungen/00000000-0000-4000-8000-000000000000/entscheiden',
  },
  'redaktion/buchungen/index.ts': { method: 'POST', url: '/api/redaktion/buchungen' },
  'redaktion/eingaenge/[id]/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/eingaenge/00000000-0000-4000-8000-000000000000/notiz',
  },
  'redaktion/eingaenge/export.ts': { method: 'GET', url: '/api/redaktion/eingaenge/export' },
  'redaktion/eingangsarten/[art]/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/eingangsarten/kontakt/speichern',
  },
  'redaktion/pakete/[id]/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/pakete/00000000-0000-4000-8000-000000000000/bearbeiten',
  },
  'redaktion/pakete/index.ts': { method: 'POST', url: '/api/redaktion/pakete' },
  'redaktion/sammlungen/[sammlung]/[id]/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/sammlungen/veranstaltungen/00000000-0000-4000-8000-000000000000/versionen',
  },
  'redaktion/sammlungen/[sammlung]/alle/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/sammlungen/veranstaltungen/alle/archivieren',
  },
  'redaktion/sammlungen/[sammlung]/export.ts': {
    method: 'GET',
    url: '/api/redaktion/sammlungen/veranstaltungen/export',
  },
  'redaktion/sammlungen/[sammlung]/import.ts': {
    method: 'POST',
    url: '/api/redaktion/sammlungen/veranstaltungen/import?format=csv',
  },
  'redaktion/sammlungen/[sammlung]/index.ts': { method: 'POST', url: '/api/redaktion/sammlungen/veranstaltungen' },
  'bloecke/schemas.json.ts': { method: 'GET', url: '/api/bloecke/schemas.json' },
  'buchungen/[art]/index.ts': { method: 'POST', url: '/api/buchungen/ebike', errorKey: 'fehler' },
  'buchungen/[art]/stornieren.ts': { method: 'POST', url: '/api/buchungen/raum/stornieren', errorKey: 'fehler' },
  'buchungen/[art]/verfuegbarkeit.ts': { method: 'GET', url: '/api/buchungen/lastenrad/verfuegbarkeit' },
  'buchungen/raumsuche.ts': { method: 'GET', url: '/api/buchungen/raumsuche?branchenId=buergersaal' },
  'formulare/[formular].ts': { method: 'POST', url: '/api/formulare/kontakt', errorKey: 'fehler' },
  'health.ts': { method: 'GET', url: '/api/health' },
  'ical/abfuhrtermine.ts': { method: 'GET', url: '/api/ical/abfuhrtermine?ortsteil=tannbrunn' },
  'ical/veranstaltungen/[id].ts': { method: 'GET', url: '/api/ical/veranstaltungen/1' },
  'intranet/abmelden.ts': { method: 'POST', url: '/api/intranet/abmelden', errorKey: 'message' },
  'intranet/anmelden.ts': { method: 'POST', url: '/api/intranet/anmelden', errorKey: 'message' },
  'intranet/dokumente/[id].ts': { method: 'GET', url: '/api/intranet/dokumente/1' },
  'ratsinfo/abmelden.ts': { method: 'POST', url: '/api/ratsinfo/abmelden', errorKey: 'message' },
  'ratsinfo/anmelden.ts': { method: 'POST', url: '/api/ratsinfo/anmelden', errorKey: 'message' },
  'ratsinfo/dokumente/[id].ts': { method: 'GET', url: '/api/ratsinfo/dokumente/1' },
  'ratsinfo/kalender.ics.ts': { method: 'GET', url: '/api/ratsinfo/kalender.ics' },
  'ratsinfo/kalenderadresse.ts': { method: 'POST', url: '/api/ratsinfo/kalenderadresse', errorKey: 'message' },
  'redaktion/abmelden.ts': { method: 'POST', url: '/api/redaktion/abmelden', errorKey: 'message' },
  'redaktion/anmelden.ts': { method: 'POST', url: '/api/redaktion/anmelden', errorKey: 'message' },
  'redaktion/einstellungen.ts': { method: 'POST', url: '/api/redaktion/einstellungen' },
  'medien/[id]/[name].ts': { method: 'GET', url: '/api/medien/00000000-0000-4000-8000-000000000000/bild.jpg' },
  // The media library takes a file of up to 20 MB as its raw body (and, without a session, answers 401).
  'redaktion/konten/[id]/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/konten/00000000-0000-4000-8000-000000000000/bereich',
  },
  'redaktion/medien/index.ts': { method: 'POST', url: '/api/redaktion/medien?name=bild.jpg' },
  'redaktion/medien/[id]/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/medien/00000000-0000-4000-8000-000000000000/angaben',
  },
  'redaktion/medien/[id]/vorschaubild.ts': {
    method: 'GET',
    url: '/api/redaktion/medien/00000000-0000-4000-8000-000000000000/vorschaubild',
  },
  'redaktion/menues/[name]/[aktion].ts': { method: 'POST', url: '/api/redaktion/menues/Footer/versionen' },
  'redaktion/pruefskript.ts': { method: 'GET', url: '/api/redaktion/pruefskript' },
  'redaktion/passwort.ts': { method: 'POST', url: '/api/redaktion/passwort', errorKey: 'message' },
  'redaktion/protokoll.ts': { method: 'GET', url: '/api/redaktion/protokoll' },
  'redaktion/vorschauzugang.ts': { method: 'POST', url: '/api/redaktion/vorschauzugang' },
  // A page envelope may be 2 MB: these two take the large bodies (and, without a session, answer 401).
  'redaktion/seiten/index.ts': { method: 'POST', url: '/api/redaktion/seiten' },
  'redaktion/seiten/[id]/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/seiten/00000000-0000-4000-8000-000000000000/versionen',
  },
  'redaktion/warnmeldungen/index.ts': { method: 'POST', url: '/api/redaktion/warnmeldungen' },
  'redaktion/warnmeldungen/[id]/[aktion].ts': {
    method: 'POST',
    url: '/api/redaktion/warnmeldungen/00000000-0000-4000-8000-000000000000/speichern',
  },
  'ratsinfo/passwort.ts': { method: 'POST', url: '/api/ratsinfo/passwort', errorKey: 'message' },
  'revalidate.ts': { method: 'POST', url: '/api/revalidate', errorKey: 'fehler' },
  'vorschau.ts': { method: 'GET', url: '/api/vorschau' },
};

const API_DIR = path.join(__dirname, '..', '..', 'pages', 'api');
function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : [path.relative(API_DIR, full).split(path.sep).join('/')];
  });
}

const GERMAN = /[äöüß]|\b(die|der|Anfrage|Bitte)\b/;
const ENGLISH = /Invalid JSON|Invalid body|Body exceeded|Internal Server Error/;

test('every API route file is covered here', () => {
  expect(routeFiles().sort()).toEqual(Object.keys(ROUTES).sort());
});

test.describe('broken and oversized bodies', () => {
  // The first request of a fresh server opens and seeds its database: that may take a while.
  test.describe.configure({ timeout: 120_000 });
  for (const [file, route] of Object.entries(ROUTES)) {
    test(`${route.method} ${route.url} (${file})`, async ({ baseURL }) => {
      const headers = { 'content-type': 'application/json', origin: baseURL! };
      const send = (body: string | Buffer) => ({ method: route.method, path: route.url, headers, body });
      const next = { method: 'GET', path: '/api/buchungen/ebike/verfuegbarkeit' };
      const answers = await overOneConnection(
        baseURL!,
        [
          send('{"nachricht": "a'),
          next,
          send(Buffer.alloc(300 * 1024, 'a')),
          next,
          send(`{"x": "${'a'.repeat(1024 * 1024)}"}`),
          next,
        ],
        60_000,
      );
      const [invalid, , large, , huge] = answers as [Answer, Answer, Answer, Answer, Answer, Answer];
      for (const answer of [invalid, large, huge]) {
        expect(answer.status, answer.body.slice(0, 200)).toBeLessThan(500);
        expect(answer.body).not.toMatch(ENGLISH);
      }
      if (route.errorKey) {
        // A route that reads the body refuses it in German, as JSON, never stored by anyone.
        expect(invalid.status).toBe(400);
        for (const [answer, status] of [
          [invalid, 400],
          [large, 413],
          [huge, 413],
        ] as const) {
          expect(answer.status).toBe(status);
          expect(answer.headers['content-type']).toMatch(/^application\/json/);
          expect(answer.headers['cache-control']).toMatch(/\bno-store\b/);
          const message = (JSON.parse(answer.body) as Record<string, unknown>)[route.errorKey];
          expect(message).toMatch(GERMAN);
        }
      }
      // The connection carried every request: nothing was reset after a large body.
      for (const answer of answers.filter((_, i) => i % 2 === 1)) {
        expect(answer).toMatchObject({ status: 200, reusedSocket: true });
      }
    });
  }
});
