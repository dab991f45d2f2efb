// Article detail pages (Aktuelle Meldungen): every article of the list has its own page, loaded
// through the real pipeline from the demo content, and the block shows date, image, text and the way back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import { loadPage } from '@/renderer/load-page';
import { sanitizeAtPaths } from '@/renderer/sanitize-html';
import { createEmbeddedCms } from '@/lib/redaktion/embedded/embedded-cms';
import ArtikelDetailBlock from '@/blocks/artikel-detail/ArtikelDetailBlock';
import type { ArtikelDetail } from '@/codegen/out/types';
import { renderWithRouter } from '../../support/render-with-router';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const CONTENT = path.join(PROJECT_ROOT, 'content');
const LISTE = '/de/leben/aktuelle-meldungen';

interface Artikel {
  id: number;
  titel: string;
  datum_von: string;
  kurztext: string;
  detailURL: string;
  bild?: { src: string; alt: string; copyright?: string };
}

const artikel = (JSON.parse(readFileSync(path.join(CONTENT, 'api/cms/artikel.json'), 'utf8')) as { data: Artikel[] })
  .data;
const cms = createEmbeddedCms(CONTENT);
const seite = { path: '/de/beispiel', query: {}, pagination: null };

function render(options: ArtikelDetail, data: unknown) {
  const content = sanitizeAtPaths(options, blockMeta['artikel-detail']!.htmlPaths);
  return text(renderWithRouter(<ArtikelDetailBlock content={content} data={data as never} page={seite} />));
}

/** React's server output separates neighbouring text with empty comments; they are not part of the text. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('Detailseiten der Aktuellen Meldungen', () => {
  it('there are articles, each with its own detail page below the list', () => {
    expect(artikel.length).toBeGreaterThanOrEqual(8);
    const urls = artikel.map((a) => a.detailURL);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^\/de\/leben\/aktuelle-meldungen\/[a-z0-9-]+$/);
  });

  it.each(artikel.map((a) => [a.titel, a] as const))('%s', async (_titel, a) => {
    const result = await loadPage(
      { path: a.detailURL, query: {}, showNotices: false },
      { cms, blockMeta, siteUrl: 'https://www.tannbrunn.example' },
    );
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    const page = result.page;
    expect(page.title).toBe(a.titel);
    expect(page.breadcrumbs).toEqual([
      { title: 'Startseite', href: '/de' },
      { title: 'Leben in Tannbrunn', href: '/de/leben' },
      { title: 'Aktuelle Meldungen', href: LISTE },
      { title: a.titel, href: a.detailURL },
    ]);
    expect(page.canonical).toBe(`https://www.tannbrunn.example${a.detailURL}`);
    expect(page.blocks.map((b) => `${b.slotName}:${b.template}`)).toEqual([
      'main:artikel-detail',
      'sidebar:sidebar-leben',
    ]);

    // The block shows the same article the list links from (its call answers that article).
    const block = page.blocks[0]!;
    expect((block.data as Artikel).id).toBe(a.id);
    const options = block.options as ArtikelDetail;
    // The page made from the news item's entry shows the entry's text (the block's own options are empty).
    const volltext = options.text ?? (block.data as { text?: string }).text ?? '';
    const absaetze = volltext.match(/<p>/g)?.length ?? 0;
    expect(absaetze, 'Absätze im Volltext').toBeGreaterThanOrEqual(3);
    expect(absaetze, 'Absätze im Volltext').toBeLessThanOrEqual(6);

    const html = text(
      renderWithRouter(
        <ArtikelDetailBlock
          content={options}
          data={block.data as never}
          page={{ path: a.detailURL, query: {}, pagination: null }}
        />,
      ),
    );
    const [y, m, d] = a.datum_von.split('-');
    expect(html).toContain(`Veröffentlicht am <time dateTime="${a.datum_von}">${d}.${m}.${y}</time>`);
    if (a.bild?.copyright) expect(html).toContain(`© ${a.bild.copyright}`);
    expect(html).toContain(`href="${LISTE}"`);
    expect(html).toContain('Zurück zu den Aktuellen Meldungen');
  });
});

describe('Block artikel-detail', () => {
  const daten: Artikel = {
    id: 1,
    titel: 'Haushalt 2027 beschlossen',
    datum_von: '2026-12-03',
    kurztext: 'Der Gemeinderat investiert in Schule und Straßen.',
    detailURL: '/de/leben/aktuelle-meldungen/haushalt',
    bild: { src: '/bilder/rathaus.jpg', alt: 'Das Rathaus', copyright: 'Gemeinde Tannbrunn' },
  };

  it('shows date, lead, image with copyright, text, downloads, links and structured data', () => {
    const html = render(
      {
        text: '<p>Erster Absatz.</p><p>Zweiter Absatz.</p>',
        downloads: [{ titel: 'Haushaltsplan', href: '/downloads/haushalt.pdf', info: 'PDF, 2 MB' }],
        links: [{ link: 'https://www.landkreis.example', linktext: 'Landkreis' }],
        zurueck: '/de/rathaus',
      },
      daten,
    );
    expect(html).toContain('03.12.2026');
    expect(html).toContain('Der Gemeinderat investiert in Schule und Straßen.');
    expect(html).toContain('© Gemeinde Tannbrunn');
    expect(html).toContain('<p>Zweiter Absatz.</p>');
    expect(html).toMatch(/<h2[^>]*>Downloads<\/h2>/);
    expect(html).toContain('href="/downloads/haushalt.pdf"');
    expect(html).toContain('(PDF, 2 MB)');
    expect(html).toMatch(/<h2[^>]*>Weiterführende Links<\/h2>/);
    expect(html).toContain('(externer Link)');
    expect(html).toContain('href="/de/rathaus"');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'NewsArticle',
      headline: daten.titel,
      datePublished: '2026-12-03',
      image: ['/bilder/rathaus.jpg'],
    });
  });

  it('removes scripts and event handlers from the text (sanitised by the pipeline)', () => {
    const html = render(
      { text: '<p onclick="alert(2)">Sicher.</p><script>alert(1)</script><img src="x" onerror="alert(3)">' },
      daten,
    );
    expect(html).toContain('Sicher.');
    expect(html).not.toMatch(/alert\(|onclick|onerror/);
  });

  it('without the call answer still shows the text and the way back, without date and structured data', () => {
    const html = render({ text: '<p>Text bleibt lesbar.</p>' }, null);
    expect(html).toContain('Text bleibt lesbar.');
    expect(html).toContain('href="/de/leben/aktuelle-meldungen"');
    expect(html).not.toContain('Veröffentlicht am');
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toMatch(/<h2[^>]*>Downloads/);
  });
});
