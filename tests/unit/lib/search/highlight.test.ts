// The pure rules of the search: reading the query, where a hit leads, highlighting.
import { describe, expect, it } from 'vitest';
import { highlight, stemKey, termKeys } from '@/lib/search/highlight';
import { hitTarget, safeHref } from '@/lib/search/hit-target';
import { htmlToText, textOf } from '@/lib/search/plain-text';
import { readSearchRequest } from '@/lib/search/search-query';
import type { SearchHit } from '@/lib/search/types';

const marked = (text: string, term: string) =>
  highlight(text, term)
    .filter((s) => s.mark)
    .map((s) => s.text);

describe('highlight', () => {
  it("marks the stem's other forms: 'Lastenräder' marks 'Lastenrad' and 'Lastenrads'", () => {
    expect(marked('Das Lastenrad der Gemeinde; Ausleihe des Lastenrads.', 'Lastenräder')).toEqual([
      'Lastenrad',
      'Lastenrads',
    ]);
    expect(marked('Unsere Schule', 'Schulen')).toEqual(['Schule']);
    expect(marked('Alle Veranstaltungen', 'Veranstaltung')).toEqual(['Veranstaltungen']);
  });

  it('leaves compounds and unrelated words with the same beginning alone', () => {
    expect(marked('Schulleben, Schuljahr und Schule', 'Schule')).toEqual(['Schule']);
    expect(marked('Rathausplatz am Rathaus', 'Rathaus')).toEqual(['Rathaus']);
  });

  it('keeps the whole text, in order, with nothing invented', () => {
    const text = 'Tannbrunn: Lastenrad, Lastenrad – und <script>!';
    expect(
      highlight(text, 'lastenrad')
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(highlight(text, 'lastenrad').filter((s) => s.mark)).toHaveLength(2);
  });

  it('is case- and umlaut-insensitive and ignores operators, short words and excluded words', () => {
    expect(marked('BÜRGERBÜRO und Bürgerbüro', 'buergerbuero bürgerbüro')).toEqual(['BÜRGERBÜRO', 'Bürgerbüro']);
    expect(termKeys('Rathaus OR -Bauamt a "Öffnungszeiten"')).toEqual(['rathaus', 'offnungszeit']);
    expect(marked('Rathaus und Bauamt', 'Rathaus -Bauamt')).toEqual(['Rathaus']);
    expect(marked('nichts hier', '')).toEqual([]);
  });

  it('keeps short stems whole', () => {
    expect(stemKey('Rades')).toBe('rades');
    expect(stemKey('Häuser')).toBe('haus');
  });
});

describe('hit target', () => {
  const source = { titel: 'T' };
  it('is url for suche_webcontact and es_pfad + es_pfad_ext for wegweiser', () => {
    expect(hitTarget({ _type: 'suche_webcontact', url: '/de/rathaus', _source: source })).toBe('/de/rathaus');
    expect(
      hitTarget({ _type: 'wegweiser', es_pfad_ext: '#ausweis', _source: { ...source, es_pfad: '/de/wegweiser' } }),
    ).toBe('/de/wegweiser#ausweis');
    expect(hitTarget({ _type: 'wegweiser', _source: { ...source, es_pfad: '/de/wegweiser' } })).toBe('/de/wegweiser');
    expect(
      hitTarget({
        _type: 'wegweiser',
        es_pfad_ext: 'https://service-bw.example/leistung/1',
        _source: { ...source, es_pfad: '/de/x' },
      }),
    ).toBe('https://service-bw.example/leistung/1');
  });

  it('never leads to script, data or other hosts in disguise', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      '/\\evil.example',
      '',
      '   ',
      undefined,
    ])
      expect(safeHref(bad)).toBeNull();
    const hit: SearchHit = { _type: 'suche_webcontact', url: 'javascript:alert(1)', _source: source };
    expect(hitTarget(hit)).toBeNull();
    expect(hitTarget({ _type: 'wegweiser', _source: source })).toBeNull();
  });
});

describe('search query', () => {
  it('reads q and seite', () => {
    expect(readSearchRequest({ q: '  Lasten\trad  ', seite: '3' })).toEqual({
      kind: 'search',
      term: 'Lasten rad',
      page: 3,
    });
    expect(readSearchRequest({ q: ['Rathaus', 'x'], seite: ['0'] })).toEqual({
      kind: 'search',
      term: 'Rathaus',
      page: 1,
    });
    expect(readSearchRequest({ q: 'x', seite: 'abc' })).toMatchObject({ page: 1 });
    expect(readSearchRequest({ q: 'x', seite: '2.5' })).toMatchObject({ page: 1 });
  });

  it('tells an empty and a too long term apart', () => {
    expect(readSearchRequest({})).toEqual({ kind: 'empty' });
    expect(readSearchRequest({ q: ' \u0000 ' })).toEqual({ kind: 'empty' });
    expect(readSearchRequest({ q: 'a'.repeat(201) })).toMatchObject({ kind: 'tooLong' });
    expect(readSearchRequest({ q: 'a'.repeat(200) })).toMatchObject({ kind: 'search' });
  });
});

describe('indexed text', () => {
  it('turns HTML into readable pieces without tags and with entities decoded', () => {
    expect(
      htmlToText(
        '<h2>Unsere Partner</h2><p>Holzbau &amp; Hotel<br>am&nbsp;See.</p><ul><li>Eins</li><li>Zwei</li></ul>',
      ),
    ).toBe('Unsere Partner · Holzbau & Hotel · am See. Eins · Zwei');
    expect(htmlToText('<script>alert(1)</script>Text')).toBe('Text');
  });

  it('keeps only the words an editor wrote, never addresses, images, ids or dates', () => {
    const words = textOf({
      id: 7,
      titel: 'Sommerfest',
      detailURL: '/de/fest',
      bildupload: { bild: '/bilder/x.jpg', bildtext: 'Alt-Text' },
      datum_von: '2027-07-01',
      telefon: '07655 9310-0',
      text: '<p>Musik &amp; Tanz</p>',
      kontakt: { email: 'fest@tannbrunn.example', ort: 'Festhalle' },
    });
    expect(words).toEqual(['Sommerfest', 'Musik & Tanz', 'fest@tannbrunn.example', 'Festhalle']);
  });
});
