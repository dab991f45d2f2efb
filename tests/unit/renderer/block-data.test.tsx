// Issue 12.1: a CMS answer that is valid JSON but not what the block expects crashed the server render (500).
// For every block with data (found in the generated block-meta, so a new block needs no line here): an answer made
// from its own data examples with one value of the wrong type (tests/unit/support/hostile-cases.ts) goes through the real pipeline and
// the real component. The page is exactly the page of the answer without that entry (a detail: the block without
// data), which differs from the page of the whole answer, and the misfit is reported once with template, endpoint
// and instancePath. Below, named misfits of the demo content (a missing name, a null date, a nested list) on top.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import { blockComponents } from '@/codegen/out/registry';
import { addReportSink, type ReportEvent } from '@/lib/error-reporting';
import { CmsPageView, LAYOUTS } from '@/renderer/CmsPageView';
import { readBlockExamples } from '@/renderer/examples/block-examples';
import type { JsonAnswer } from '@/lib/http/fetch-json';
import { createEmbeddedCms } from '@/lib/redaktion/embedded/embedded-cms';
import { createHttpCms } from '@/lib/services/cms/http-cms';
import { loadPage } from '@/renderer/load-page';
import { fakeCms } from '../support/fake-cms';
import { startUpstream } from '../support/upstream-server';
import { preloadDynamic, renderWithRouter } from '../support/render-with-router';
import { blockHostileCandidates, type HostileCase } from '../support/hostile-cases';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

type Json = Record<string, unknown> & { data: Record<string, unknown>[] };
const CONTENT = path.join(PROJECT_ROOT, 'content/api/cms');
const demo = (file: string) => JSON.parse(readFileSync(path.join(CONTENT, `${file}.json`), 'utf8')) as Json;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface Case {
  template: string;
  options?: Record<string, unknown>;
  answer: unknown;
  /** Texts the page shows (the entries that fit). */
  shown: string[];
  /** Texts it must not show (the entry that does not fit). */
  gone: string[];
  /** ajv instancePath of the reported misfit. */
  instancePath: string;
}

function listCase(
  template: string,
  file: string,
  bad: (entry: Record<string, unknown>) => void,
  at: string,
  goneField = 'titel',
): Case {
  const answer = demo(file);
  answer.data = answer.data.slice(0, 3);
  const [good, wrong] = answer.data as Record<string, string>[];
  const gone = wrong![goneField]!;
  bad(answer.data[1]!);
  return { template, answer, shown: [good!.titel!], gone: [gone], instancePath: at };
}

const mitarbeiter = demo('mitarbeiter');
mitarbeiter.data = mitarbeiter.data.slice(0, 3);
const ohneNachname = mitarbeiter.data[1] as { vorname: string; nachname?: string; email: string };
delete ohneNachname.nachname;

const artikel = demo('artikel');
artikel.data = artikel.data.slice(0, 3);
const ohneDatum = artikel.data[1] as { titel: string; datum_von: unknown };
ohneDatum.datum_von = null;

const wegweiser = demo('wegweiser');
wegweiser.data = wegweiser.data.slice(1, 4);
const ohneTitel = wegweiser.data[1] as { titel?: string; text: string };
const wegweiserText = ohneTitel.text;
delete ohneTitel.titel;

const abfuhr = demo('abfuhrtermine') as unknown as { bezirke: { name: string; termine: unknown }[] };
abfuhr.bezirke[0]!.termine = 'wöchentlich';

const filter = demo('branchen/filter') as unknown as { rubriken: { rubrik: string; brancheneintraege: unknown }[] };
filter.rubriken[0]!.brancheneintraege = 'viele';

const portal = JSON.parse(readFileSync(path.join(CONTENT, 'portale', '9.json'), 'utf8')) as {
  slides?: { titel: string; bildupload: unknown }[];
}[];
const slides = portal.find((m) => m.slides)!.slides!;
slides[1]!.bildupload = '/bilder/schule.jpg';

const detail = (file: string, id: number): Record<string, unknown> => demo(file).data.find((e) => e.id === id)!;
const hotel = { ...detail('branchen', 101), interessengruppen: 'Familien' };
const amt: Record<string, unknown> = { ...detail('aemter', 1), aufgaben: 'Meldewesen' };
const person = { ...detail('mitarbeiter', 201), zustaendigkeiten: 'Leitung' };
const fest = { ...detail('veranstaltungen', 17), bild: '/bilder/tannsee.jpg' };
const meldung = { ...detail('artikel', 301), datum_von: 20261119 };

const CASES: Case[] = [
  {
    template: 'mitarbeiter',
    answer: mitarbeiter,
    shown: [String(mitarbeiter.data[0]!.nachname), String(mitarbeiter.data[2]!.nachname)],
    gone: [ohneNachname.email],
    instancePath: '/data/1',
  },
  {
    template: 'aktuelle-meldungen',
    answer: artikel,
    shown: [String(artikel.data[0]!.titel)],
    gone: [ohneDatum.titel],
    instancePath: '/data/1',
  },
  {
    template: 'was-erledige-ich-wo',
    answer: wegweiser,
    shown: [String(wegweiser.data[0]!.titel)],
    gone: [wegweiserText],
    instancePath: '/data/1',
  },
  {
    template: 'abfuhrtermine',
    answer: abfuhr,
    shown: [abfuhr.bezirke[1]!.name],
    gone: [abfuhr.bezirke[0]!.name],
    instancePath: '/bezirke/0/termine',
  },
  {
    template: 'branchen-filter',
    answer: filter,
    shown: [filter.rubriken[1]!.rubrik],
    gone: [`>${filter.rubriken[0]!.rubrik}<`],
    instancePath: '/rubriken/0/brancheneintraege',
  },
  {
    template: 'schule-hero-slider',
    options: { titel: 'Gemeinschaftsschule' },
    answer: portal,
    shown: [slides[0]!.titel],
    gone: [slides[1]!.titel],
    instancePath: '/0/slides/1/bildupload',
  },
  listCase('veranstaltungen', 'veranstaltungen', (e) => (e.titel = { de: 'Fest' }), '/data/1/titel'),
  listCase('branchenverzeichnis', 'branchen', (e) => (e.interessengruppen = 'Familien'), '/data/1/interessengruppen'),
  listCase('ausschreibungen', 'ausschreibungen', (e) => (e.kontakt = 'Bauamt'), '/data/1/kontakt'),
  listCase('baugebiete', 'baugebiete', (e) => (e.bild = '/bilder/kirche.jpg'), '/data/1/bild'),
  listCase('pinnwand', 'pinnwand', (e) => (e.kategorie = { name: 'Biete' }), '/data/1/kategorie'),
  listCase('serviceportal', 'serviceportal', (e) => (e.kategorie = 5), '/data/1/kategorie'),
  listCase('aemter', 'aemter', (e) => (e.telefon = 765593100), '/data/1/telefon', 'email'),
  listCase('schule-berichte', 'schule/berichte', (e) => (e.titel = ['Bericht']), '/data/1/titel'),
  listCase('schule-veranstaltungen', 'schule/veranstaltungen', (e) => (e.rubriken = 'Schule'), '/data/1/rubriken'),
  {
    template: 'branchen-detail',
    answer: hotel,
    shown: ['Dieser Eintrag kann gerade nicht angezeigt werden', 'Zum Branchenverzeichnis'],
    gone: ['Kurhausstraße 9'],
    instancePath: '/interessengruppen',
  },
  {
    template: 'amt-detail',
    answer: amt,
    shown: ['Dieses Amt kann gerade nicht angezeigt werden'],
    gone: [String(amt['kurztext'])],
    instancePath: '/aufgaben',
  },
  {
    template: 'mitarbeiter-detail',
    answer: person,
    shown: ['Diese Kontaktdaten können gerade nicht angezeigt werden'],
    gone: ['Bürgermeisterin'],
    instancePath: '/zustaendigkeiten',
  },
  {
    template: 'veranstaltung-detail',
    answer: fest,
    shown: ['Diese Veranstaltung kann gerade nicht angezeigt werden'],
    gone: ['In meinen Kalender eintragen'],
    instancePath: '/bild',
  },
  {
    template: 'artikel-detail',
    options: { text: '<p>Der Text der Meldung steht im Block.</p>' },
    answer: meldung,
    shown: ['Der Text der Meldung steht im Block.'],
    gone: ['Veröffentlicht am'],
    instancePath: '/datum_von',
  },
];

let events: ReportEvent[] = [];
let removeSink: () => void;
beforeAll(async () => {
  removeSink = addReportSink((e) => events.push(e));
  await preloadDynamic(...Object.values(blockComponents), ...Object.values(LAYOUTS));
});
afterAll(() => removeSink());

const ROOT = PROJECT_ROOT;
const WITH_DATA = Object.keys(blockMeta)
  .filter((t) => blockMeta[t]!.data)
  .sort();

/** The page with one block of `template` whose context call answers `answer` (null: the call fails). */
async function renderBlockPage(template: string, answer: unknown, endpoint: string): Promise<string> {
  const examples = readBlockExamples(ROOT, template)!;
  const options = Object.values(examples.valid)[0] ?? {};
  const reply = (): JsonAnswer => (answer === null ? { status: 502, body: null } : { status: 200, body: answer });
  const cms = fakeCms(
    {
      '/de/probe': {
        pageLayout: examples.pageLayout ?? 'default',
        title: 'Probe',
        content: [
          { id: 'vorher', template: 'text', slotName: 'main', options: { text: '<p>Vor dem Block</p>' } },
          { id: 'b', template, slotName: examples.slotName ?? 'main', options, context: { endpoint } },
        ],
      },
    },
    { [endpoint]: reply },
  );
  const result = await loadPage({ path: '/de/probe', query: {}, showNotices: false }, { cms, blockMeta, siteUrl: '' });
  if (result.kind !== 'page') throw new Error('expected a page');
  return renderWithRouter(<CmsPageView page={result.page} layoutData={{ menus: {}, weather: null }} />);
}

/** The first spoiling of the block's examples whose entry (or data) the page visibly shows. */
async function hostileCase(template: string): Promise<HostileCase | null> {
  const examples = readBlockExamples(ROOT, template);
  if (!examples) return null;
  const { validate, detail } = blockMeta[template]!.data!;
  const whole = new Map<string, string>();
  for (const candidate of blockHostileCandidates(validate, detail, examples)) {
    const endpoint = `/api/cms/probe/${template}/ganz`;
    if (!whole.has(candidate.example))
      whole.set(candidate.example, await renderBlockPage(template, examples.data![candidate.example], endpoint));
    const without = await renderBlockPage(template, candidate.expected, `/api/cms/probe/${template}/ohne`);
    if (without !== whole.get(candidate.example)) return candidate;
  }
  return null;
}

describe('a hostile answer made from each block with data', () => {
  it('finds the blocks with data by itself', () => {
    expect(WITH_DATA.length).toBeGreaterThan(0);
    expect(WITH_DATA).toContain('mitarbeiter');
  });

  it.each(WITH_DATA)('%s: the page is the page without the misfit', async (template) => {
    const c = await hostileCase(template);
    expect(
      c,
      `${template}: kein Datenbeispiel mit zwei sichtbaren Einträgen (oder, als Detail, sichtbaren Daten)`,
    ).not.toBeNull();
    events = [];
    const endpoint = `/api/cms/probe/${template}/feindlich`;
    const html = await renderBlockPage(template, c!.answer, endpoint);
    expect(html).toBe(await renderBlockPage(template, c!.expected, `/api/cms/probe/${template}/erwartet`));
    expect(events).toContainEqual(
      expect.objectContaining({ level: 'warning', tags: { template, endpoint, instancePath: c!.instancePath } }),
    );
  });
});

describe('named misfits of the demo content', () => {
  it.each(CASES.map((c) => [c.template, c] as const))('%s: the page renders without the misfit', async (_t, c) => {
    events = [];
    const endpoint = `/api/cms/probe/${c.template}`;
    const cms = fakeCms(
      {
        '/de/probe': {
          pageLayout: 'default',
          title: 'Probe',
          content: [
            { id: 'vorher', template: 'text', slotName: 'main', options: { text: '<p>Vor dem Block</p>' } },
            { id: 'b', template: c.template, slotName: 'main', options: c.options ?? {}, context: { endpoint } },
          ],
        },
      },
      { [endpoint]: () => ({ status: 200, body: c.answer }) },
    );
    const result = await loadPage(
      { path: '/de/probe', query: {}, showNotices: false },
      { cms, blockMeta, siteUrl: '' },
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    const html = renderWithRouter(<CmsPageView page={result.page} layoutData={{ menus: {}, weather: null }} />);
    expect(html).toContain('Vor dem Block');
    for (const text of c.shown) expect(html).toContain(escape(text));
    for (const text of c.gone) expect(html).not.toContain(escape(text));
    expect(events).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        tags: { template: c.template, endpoint, instancePath: c.instancePath },
      }),
    );
  });
});

describe('both CMS modes pass through the same boundary', () => {
  const staff = (page: { blocks: { template: string; data: unknown }[] }) =>
    (page.blocks.find((b) => b.template === 'mitarbeiter')!.data as { data: { nachname: string }[] }).data;

  it('http (CMS_URL): the upstream answer loses its misfit before any block sees it', async () => {
    const upstream = await startUpstream((r) => {
      if (r.pathname === '/api/cms/seite')
        return {
          json: {
            pageLayout: 'default',
            title: 'Mitarbeitende',
            content: [
              { template: 'mitarbeiter', slotName: 'main', options: {}, context: { endpoint: '/api/cms/mitarbeiter' } },
            ],
          },
        };
      if (r.pathname === '/api/cms/mitarbeiter') return { json: mitarbeiter };
      return { status: 404, json: {} };
    });
    try {
      const cms = createHttpCms({ baseUrl: upstream.url, timeoutMs: 2000, cacheSeconds: 30 });
      const result = await loadPage({ path: '/de/x', query: {}, showNotices: false }, { cms, blockMeta, siteUrl: '' });
      if (result.kind !== 'page') throw new Error('expected a page');
      expect(staff(result.page)).toHaveLength(2);
      // The cached upstream answer itself stays as it came: the next request is checked the same way.
      const again = await loadPage({ path: '/de/x', query: {}, showNotices: false }, { cms, blockMeta, siteUrl: '' });
      if (again.kind !== 'page') throw new Error('expected a page');
      expect(staff(again.page)).toHaveLength(2);
      expect(upstream.requests.filter((r) => r.pathname === '/api/cms/mitarbeiter')).toHaveLength(1);
    } finally {
      await upstream.close();
    }
  });

  it('embedded (content/): the demo staff list reaches the block whole', async () => {
    const cms = createEmbeddedCms(path.join(PROJECT_ROOT, 'content'));
    const result = await loadPage(
      { path: '/de/leben/mitarbeiter-aemter', query: {}, showNotices: false },
      { cms, blockMeta, siteUrl: '' },
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(staff(result.page)).toHaveLength(demo('mitarbeiter').data.length);
  });
});
