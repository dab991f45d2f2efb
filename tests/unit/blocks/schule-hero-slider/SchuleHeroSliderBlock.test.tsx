// The school home's blocks with data: slides from the portal answer, the two lists, their dates
// and their exact empty states. Answers reach the blocks through the data boundary, as on a page.
import { describe, expect, it } from 'vitest';
import SchuleBerichteBlock from '@/blocks/schule-berichte/SchuleBerichteBlock';
import { formatDatum } from '@/lib/format/datum';
import SchuleHeroSliderBlock from '@/blocks/schule-hero-slider/SchuleHeroSliderBlock';
import { slidesFromPortal } from '@/blocks/schule-hero-slider/portal-slides';
import SchuleVeranstaltungenBlock from '@/blocks/schule-veranstaltungen/SchuleVeranstaltungenBlock';
import { throughBoundary } from '../../support/block-data';
import { renderWithRouter } from '../../support/render-with-router';

const page = { path: '/de/gemeinschaftsschule', query: {}, pagination: null };
const slide = (titel: string) => ({ titel, bildupload: { bild: '/bilder/schule.jpg', bildtext: `Bild ${titel}` } });
const slidesOf = (answer: unknown) => slidesFromPortal(throughBoundary('schule-hero-slider', answer));
const berichte = (answer: unknown) => throughBoundary('schule-berichte', answer);
const termine = (answer: unknown) => throughBoundary('schule-veranstaltungen', answer);

describe('slidesFromPortal', () => {
  const portal = [
    { id: 1, modul: { name: 'headline-teaser' }, titel: 'Willkommen' },
    {
      id: 2,
      modul: { name: 'hero-slider' },
      slides: [slide('A'), { titel: 'ohne Bild' }, slide('B'), slide('C'), slide('D'), slide('E'), slide('F')],
    },
  ];

  it('takes the module named hero-slider, leaves malformed slides out and keeps at most five', () => {
    expect(slidesOf(portal).map((s) => s.titel)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(slidesOf({ data: portal }).map((s) => s.titel)).toHaveLength(5);
  });

  it('gives no slides for a missing module or a failed call', () => {
    expect(slidesOf([portal[0]])).toEqual([]);
    expect(slidesOf(null)).toEqual([]);
    expect(slidesOf({ message: 'Nicht gefunden' })).toEqual([]);
  });

  it('renders the page heading even without slides', () => {
    const html = renderWithRouter(
      <SchuleHeroSliderBlock content={{ titel: 'Gemeinschaftsschule Tannbrunn' }} data={null} page={page} />,
    );
    expect(html).toMatch(/<h1[^>]*>Gemeinschaftsschule Tannbrunn<\/h1>/);
    expect(html).not.toContain('Karussell');
  });

  it('renders the slides as a strip every slide of which is reachable without script, and a visible pause/play button', () => {
    const html = renderWithRouter(
      <SchuleHeroSliderBlock
        content={{ titel: 'Schule' }}
        data={throughBoundary('schule-hero-slider', portal)}
        page={page}
      />,
    );
    expect(html.match(/aria-roledescription="Folie"/g)).toHaveLength(5);
    // Only the island makes the other slides inert: without script the strip scrolls, and a link leads to each slide.
    expect(html).not.toContain('inert=""');
    expect(html.match(/<a href="#[^"]+"[^>]*ohne-skript/g)).toHaveLength(5);
    // The server does not know the motion preference: it renders the still state.
    expect(html).toContain('Abspielen');
    expect(html).toContain('Folie 1 von 5');
  });
});

describe('school lists', () => {
  it('formats dates as DD.MM.YYYY in Europe/Berlin', () => {
    expect(formatDatum('2027-03-12')).toBe('12.03.2027');
    expect(formatDatum('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatDatum('kein Datum')).toBe('');
    expect(formatDatum(undefined)).toBe('');
  });

  it('reads reports and events, linking events to their first category', () => {
    expect(
      berichte({ data: [{ titel: 'A', datum_von: '2026-11-13', detailURL: '/de/a' }, { titel: '' }, null] })?.data,
    ).toEqual([{ titel: 'A', datum_von: '2026-11-13', detailURL: '/de/a' }]);
    const fest = termine([
      {
        titel: 'Fest',
        datum_von: '2027-01-01',
        datum_bis: '2027-01-02',
        rubriken: [{ detailURL: '/de/termine' }, { detailURL: '/de/x' }],
      },
    ]);
    expect(fest?.data.map((t) => [t.titel, t.datum_von, t.datum_bis])).toEqual([['Fest', '2027-01-01', '2027-01-02']]);
    const html = renderWithRouter(<SchuleVeranstaltungenBlock content={{}} data={fest} page={page} />);
    expect(html).toContain('href="/de/termine"');
    expect(html).not.toContain('href="/de/x"');
  });

  it('show the exact empty states for an empty list and a failed call', () => {
    for (const data of [{ data: [] }, null]) {
      expect(renderWithRouter(<SchuleBerichteBlock content={{}} data={data} page={page} />)).toContain(
        '<p class="empty">Aktuell sind keine Berichte erfasst</p>',
      );
      expect(renderWithRouter(<SchuleVeranstaltungenBlock content={{}} data={data} page={page} />)).toContain(
        '<p class="empty">Aktuell sind keine Veranstaltungen erfasst</p>',
      );
    }
  });

  it('render date, title and link, limited to anzahl', () => {
    const data = {
      data: [1, 2, 3].map((n) => ({ titel: `Bericht ${n}`, datum_von: `2026-11-0${n}`, detailURL: `/de/b${n}` })),
    };
    const html = renderWithRouter(<SchuleBerichteBlock content={{ anzahl: 2 }} data={berichte(data)} page={page} />);
    expect(html).toContain('href="/de/b1"');
    expect(html).toContain('<time class="date" dateTime="2026-11-02">02.11.2026</time>');
    expect(html).not.toContain('Bericht 3');
    const events = renderWithRouter(
      <SchuleVeranstaltungenBlock
        content={{}}
        data={termine([
          { titel: 'Praktikum', datum_von: '2027-02-08', datum_bis: '2027-02-12', rubriken: [{ detailURL: '/de/p' }] },
        ])}
        page={page}
      />,
    );
    expect(events).toMatch(/08\.02\.2027<\/time>.*bis.*12\.02\.2027<\/time>/);
    expect(events).toContain('href="/de/p"');
  });
});
