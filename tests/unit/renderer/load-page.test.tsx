import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import { loadPage, type LoadPageResult } from '@/renderer/load-page';
import { addReportSink, type ReportEvent } from '@/lib/error-reporting';
import { CmsPageView, LAYOUTS } from '@/renderer/CmsPageView';
import { BlockErrorBoundary } from '@/renderer/BlockErrorBoundary';
import { fakeCms } from '../support/fake-cms';
import { preloadDynamic, renderWithRouter } from '../support/render-with-router';

const SITE = 'https://www.tannbrunn.example';
const envelope = (content: unknown[], extra: Record<string, unknown> = {}) => ({
  pageLayout: 'default',
  title: 'Wandern',
  breadcrumbs: [
    { title: 'Startseite', href: '/de' },
    { title: 'Wandern', href: '/de/wandern' },
  ],
  content,
  ...extra,
});
const text = (id: string, html: string, slotName = 'main') => ({
  id,
  template: 'text',
  slotName,
  options: { text: html },
});

beforeAll(() => preloadDynamic(...Object.values(LAYOUTS)));

let events: ReportEvent[] = [];
let removeSink = addReportSink((e) => events.push(e));
afterEach(() => {
  events = [];
  removeSink();
  removeSink = addReportSink((e) => events.push(e));
});

async function load(
  page: unknown,
  opts: {
    showNotices?: boolean;
    query?: Record<string, string | string[]>;
    endpoints?: Parameters<typeof fakeCms>[1];
  } = {},
) {
  const cms = fakeCms({ '/de/wandern': page }, opts.endpoints);
  const result = await loadPage(
    { path: '/de/wandern', query: opts.query ?? {}, showNotices: opts.showNotices ?? false },
    { cms, blockMeta, siteUrl: SITE },
  );
  return { result, cms };
}

function pageOf(result: LoadPageResult) {
  if (result.kind !== 'page') throw new Error('expected a page');
  return result.page;
}

describe('page pipeline', () => {
  it('answers notFound for a missing page, invalid for an envelope that is no page (issue 12.3)', async () => {
    const cms = fakeCms({});
    expect(
      (await loadPage({ path: '/de/nichts', query: {}, showNotices: false }, { cms, blockMeta, siteUrl: SITE })).kind,
    ).toBe('notFound');
    const { result } = await load({ title: 'ohne Layout', content: [] });
    expect(result.kind).toBe('invalid');
    expect(events.some((e) => e.tags?.template === 'seite')).toBe(true);
  });

  it('ends a published page with "Zuletzt geändert" and its change note, after the content (issue 36)', async () => {
    const cms = {
      ...fakeCms({ '/de/wandern': envelope([text('t1', '<p>Touren</p>', 'bottom')]) }),
      pageStand: async () => ({ veroeffentlichtAm: '2026-03-31T22:30:00.000Z', aenderungshinweis: 'Neue Touren.' }),
    };
    const result = await loadPage(
      { path: '/de/wandern', query: {}, showNotices: false },
      { cms, blockMeta, siteUrl: SITE },
    );
    const html = renderWithRouter(
      <CmsPageView page={pageOf(result)} layoutData={{ menus: {}, weather: null }} />,
    ).replaceAll('<!-- -->', '');
    // The Berlin date of the publication, after the last slot's content.
    expect(html).toMatch(/Touren.*Zuletzt geändert: <time dateTime="2026-03-31T22:30:00.000Z">01.04.2026<\/time>/s);
    expect(html).toContain('Änderungshinweis: Neue Touren.');
    // A CMS that does not say (the upstream CMS, the golden seed pages): nothing.
    const { result: plain } = await load(envelope([]));
    expect(pageOf(plain).stand).toBeNull();
    const none = renderWithRouter(<CmsPageView page={pageOf(plain)} layoutData={{ menus: {}, weather: null }} />);
    expect(none).not.toContain('Zuletzt geändert');
  });

  it('drops an unknown template and reports it with its name', async () => {
    const { result } = await load(
      envelope([{ template: 'gibt-es-nicht-1', slotName: 'main', options: {} }, text('a', '<p>bleibt</p>')]),
    );
    const page = pageOf(result);
    expect(page.blocks.map((b) => b.template)).toEqual(['text']);
    expect(events).toContainEqual(expect.objectContaining({ tags: { template: 'gibt-es-nicht-1' } }));
  });

  it('drops an invalid block and reports template and instancePath', async () => {
    const bad = {
      id: 'h',
      template: 'hero',
      slotName: 'hero',
      options: { titel: 'Bild ohne Adresse', bildupload: { bild: '', bildtext: 'See' } },
    };
    const { result } = await load(envelope([bad, text('a', '<p>ok</p>')]));
    expect(pageOf(result).blocks.map((b) => b.key)).toEqual(['a']);
    const event = events.find((e) => e.tags?.template === 'hero');
    expect(event?.tags?.instancePath).toBe('/bildupload/bild');
  });

  it('drops a block whose own envelope is bad alone, and keeps the page (issue 12.3)', async () => {
    const page = envelope([
      { id: 'o', template: 'text', slotName: 'main', options: [] },
      { id: 's', template: 'text', slotName: 'nirgends', options: { text: '<p>x</p>' } },
      { id: 'c', template: 'text', slotName: 'main', options: { text: '<p>x</p>' }, context: 'kaputt' },
      'kein Block',
      null,
      text('a', '<p>bleibt</p>'),
    ]);
    const { result } = await load(page);
    expect(pageOf(result).blocks.map((b) => b.key)).toEqual(['a']);
    expect(events.filter((e) => e.message === 'Ungültiger Inhaltsblock')).toHaveLength(5);
    const { result: shown } = await load(page, { showNotices: true });
    expect(pageOf(shown).blocks.filter((b) => b.notice)).toHaveLength(5);
  });

  it('shows editors a German notice instead of the bad block only in preview', async () => {
    const bad = { id: 'x', template: 'text', slotName: 'main', options: { text: '' } };
    const { result } = await load(envelope([bad]), { showNotices: true });
    const [block] = pageOf(result).blocks;
    expect(block?.notice).toBe('Der Block „Text“ ist ungültig und wird nicht angezeigt: Bitte füllen Sie „Text“ aus.');
    const html = renderWithRouter(
      <CmsPageView page={pageOf(result)} layoutData={{ menus: {}, weather: null }} components={{}} />,
    );
    expect(html).toContain('Hinweis für die Redaktion');
  });

  it('sanitises CMS HTML before any component sees it', async () => {
    const { result } = await load(
      envelope([
        text(
          'a',
          '<h1>Titel</h1><p onclick="x()">Hallo<script>alert(1)</script> <a href="javascript:alert(1)">weg</a></p>',
        ),
      ]),
    );
    const options = pageOf(result).blocks[0]?.options as { text: string };
    expect(options.text).toBe('<h2>Titel</h2><p>Hallo <a>weg</a></p>');
  });

  it('runs context calls in parallel, forwards the query and derives title, breadcrumb and pagination', async () => {
    // Each call answers once both have started: calls made one after the other would each wait in vain (a second).
    let running = 0;
    let together = 0;
    let bothStarted!: () => void;
    const both = new Promise<void>((resolve) => (bothStarted = resolve));
    const slow = (body: unknown) => async () => {
      together = Math.max(together, ++running);
      if (running === 2) bothStarted();
      await Promise.race([both, new Promise((resolve) => setTimeout(resolve, 1000))]);
      running--;
      return { status: 200, body };
    };
    const page = envelope([
      {
        id: 'a',
        template: 'mitarbeiter-detail',
        slotName: 'main',
        options: {},
        context: { endpoint: '/api/cms/personen/7', params: {} },
      },
      {
        id: 'b',
        template: 'aktuelle-meldungen',
        slotName: 'main',
        options: {},
        context: { endpoint: '/api/cms/liste', params: { seite: 1 }, forwardQuery: true },
      },
    ]);
    const { result, cms } = await load(page, {
      query: { rubrik_id: ['3', '4'], seite: '2' },
      endpoints: {
        '/api/cms/personen/7': slow({ id: 7, vorname: 'Anna', nachname: 'Kienzler' }),
        '/api/cms/liste': slow({ data: [], seiten: 5 }),
      },
    });
    expect(together).toBe(2);
    expect(cms.calls[1]?.params).toEqual({ seite: '2', rubriken: ['3', '4'] });
    const p = pageOf(result);
    expect(p.title).toBe('Anna Kienzler');
    expect(p.breadcrumbs.at(-1)).toEqual({ title: 'Anna Kienzler', href: '/de/wandern' });
    expect(p.pagination).toEqual({ page: 2, pages: 5 });
    expect(p.canonical).toBe(`${SITE}/de/wandern`);
    expect(p.blocks[0]?.data).toEqual({ id: 7, vorname: 'Anna', nachname: 'Kienzler' });
  });

  it('keeps the page when a context call fails or answers 4xx', async () => {
    const { result } = await load(
      envelope([
        {
          id: 'a',
          template: 'text',
          slotName: 'main',
          options: { text: '<p>a</p>' },
          context: { endpoint: '/api/cms/kaputt' },
        },
      ]),
      { endpoints: { '/api/cms/kaputt': () => Promise.reject(new Error('Zeitüberschreitung')) } },
    );
    expect(pageOf(result).blocks[0]?.data).toBeNull();
    expect(pageOf(result).title).toBe('Wandern');
  });

  it('a block that throws in the browser disappears, the page around it stays', () => {
    const boundary = new BlockErrorBoundary({ template: 'boom', children: <p>Block</p> });
    expect(boundary.render()).toEqual(<p>Block</p>);
    boundary.state = BlockErrorBoundary.getDerivedStateFromError();
    expect(boundary.render()).toBeNull();
    boundary.componentDidCatch(new Error('kaputt'));
    expect(events).toContainEqual(expect.objectContaining({ tags: { template: 'boom' } }));
  });
});
