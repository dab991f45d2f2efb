// Title, description, breadcrumbs, canonical and pagination (spec section 4, DESIGN.md section 3 step 5).
import { describe, expect, it } from 'vitest';
import { deriveMeta, derivePagination, detailDescription, detailTitle } from '@/renderer/derive-meta';
import type { ContextResult } from '@/renderer/load-block-data';

const SITE = 'https://www.tannbrunn.de';
const ENVELOPE = {
  title: 'Veranstaltungen',
  description: 'Alle Termine in Tannbrunn',
  breadcrumbs: [
    { title: 'Startseite', href: '/de' },
    { title: 'Veranstaltungen', href: '/de/veranstaltungen' },
  ],
};

const result = (data: unknown, params: ContextResult['params'] = {}, status: number | null = 200): ContextResult => ({
  params,
  status,
  data,
});
/** The answer of a block that declares its data a detail (x-detail in its data.schema.json). */
const detailResult = (data: unknown): ContextResult => ({ ...result(data), detail: true });

describe('detailTitle', () => {
  it('prefers seo.title, then titel, then first and last name', () => {
    expect(detailTitle({ seo: { title: 'SEO-Titel' }, titel: 'Titel', vorname: 'Anna', nachname: 'Berg' })).toBe(
      'SEO-Titel',
    );
    expect(detailTitle({ seo: { title: '  ' }, titel: 'Titel', vorname: 'Anna' })).toBe('Titel');
    expect(detailTitle({ titel: '', vorname: 'Anna', nachname: 'Berg' })).toBe('Anna Berg');
    expect(detailTitle({ nachname: 'Berg' })).toBe('Berg');
    expect(detailTitle({ vorname: ' Anna ', nachname: ' Berg ' })).toBe('Anna Berg');
  });

  it('has no title for lists, primitives and objects without such fields', () => {
    expect(detailTitle([{ titel: 'x' }])).toBeUndefined();
    expect(detailTitle(null)).toBeUndefined();
    expect(detailTitle('Titel')).toBeUndefined();
    expect(detailTitle({ data: [{ titel: 'x' }] })).toBeUndefined();
    expect(detailTitle({ titel: 42 })).toBeUndefined();
  });

  it('reads the description from seo.description only', () => {
    expect(detailDescription({ seo: { description: ' Beschreibung ' } })).toBe('Beschreibung');
    expect(detailDescription({ beschreibung: 'x' })).toBeUndefined();
    expect(detailDescription(null)).toBeUndefined();
  });
});

describe('deriveMeta', () => {
  it('uses the envelope when no call answers a detail', () => {
    const meta = deriveMeta(ENVELOPE, [null, result({ data: [{ titel: 'Listeneintrag' }] })], {
      path: '/de/veranstaltungen',
      siteUrl: SITE,
    });
    expect(meta).toEqual({
      title: 'Veranstaltungen',
      description: 'Alle Termine in Tannbrunn',
      breadcrumbs: ENVELOPE.breadcrumbs,
      canonical: 'https://www.tannbrunn.de/de/veranstaltungen',
      pagination: null,
    });
  });

  it('takes title and description from a detail answer and appends it to the breadcrumbs', () => {
    const detail = detailResult({ titel: 'Dorffest', seo: { description: 'Das Fest im Juli' } });
    const meta = deriveMeta(ENVELOPE, [null, detail], { path: '/de/veranstaltungen/dorffest', siteUrl: SITE });
    expect(meta.title).toBe('Dorffest');
    expect(meta.description).toBe('Das Fest im Juli');
    expect(meta.breadcrumbs).toEqual([
      ...ENVELOPE.breadcrumbs,
      { title: 'Dorffest', href: '/de/veranstaltungen/dorffest' },
    ]);
  });

  it('names a person by first and last name', () => {
    const meta = deriveMeta(ENVELOPE, [detailResult({ vorname: 'Anna', nachname: 'Berg' })], {
      path: '/de/rat/7',
      siteUrl: SITE,
    });
    expect(meta.title).toBe('Anna Berg');
    expect(meta.breadcrumbs.at(-1)).toEqual({ title: 'Anna Berg', href: '/de/rat/7' });
  });

  it('takes no title from an answer whose block is not a detail by declaration', () => {
    // A list entry, a teaser's answer or anything else with a `titel` must not rename the page.
    const meta = deriveMeta(ENVELOPE, [result({ titel: 'Listeneintrag', seo: { title: 'SEO', description: 'D' } })], {
      path: '/de/veranstaltungen',
      siteUrl: SITE,
    });
    expect(meta.title).toBe('Veranstaltungen');
    expect(meta.description).toBe('Alle Termine in Tannbrunn');
    expect(meta.breadcrumbs).toEqual(ENVELOPE.breadcrumbs);
    expect(
      deriveMeta(ENVELOPE, [result({ titel: 'Liste' }), detailResult({ titel: 'Dorffest' })], {
        path: '/de/x',
        siteUrl: SITE,
      }).title,
    ).toBe('Dorffest');
  });

  it('keeps the envelope description when the detail has none, and null when neither has one', () => {
    expect(
      deriveMeta(ENVELOPE, [detailResult({ titel: 'Dorffest' })], { path: '/de/x', siteUrl: SITE }).description,
    ).toBe('Alle Termine in Tannbrunn');
    expect(deriveMeta({ title: 'T' }, [], { path: '/de/x', siteUrl: SITE }).description).toBeNull();
  });

  it('does not append the detail twice when the envelope already ends with this path', () => {
    const envelope = {
      ...ENVELOPE,
      breadcrumbs: [...ENVELOPE.breadcrumbs, { title: 'Dorffest', href: '/de/veranstaltungen/dorffest' }],
    };
    const meta = deriveMeta(envelope, [detailResult({ titel: 'Dorffest 2025' })], {
      path: '/de/veranstaltungen/dorffest',
      siteUrl: SITE,
    });
    expect(meta.breadcrumbs).toHaveLength(3);
  });

  it('does not change the envelope breadcrumbs', () => {
    const envelope = { title: 'T', breadcrumbs: [{ title: 'Start', href: '/de' }] };
    deriveMeta(envelope, [detailResult({ titel: 'Detail' })], { path: '/de/d', siteUrl: SITE });
    expect(envelope.breadcrumbs).toEqual([{ title: 'Start', href: '/de' }]);
  });

  it('makes the canonical absolute: the envelope canonical, or the path', () => {
    expect(deriveMeta({ title: 'T' }, [], { path: '/de/tourismus', siteUrl: SITE }).canonical).toBe(
      'https://www.tannbrunn.de/de/tourismus',
    );
    expect(
      deriveMeta({ title: 'T', canonical: '/de/urlaub' }, [], { path: '/de/tourismus', siteUrl: SITE }).canonical,
    ).toBe('https://www.tannbrunn.de/de/urlaub');
    expect(
      deriveMeta({ title: 'T', canonical: 'https://andere.example/x' }, [], { path: '/de/tourismus', siteUrl: SITE })
        .canonical,
    ).toBe('https://andere.example/x');
  });

  it('derives the pagination from the calls', () => {
    const meta = deriveMeta(ENVELOPE, [result({ data: [], seiten: 5 }, { seite: '2' })], {
      path: '/de/veranstaltungen',
      siteUrl: SITE,
    });
    expect(meta.pagination).toEqual({ page: 2, pages: 5 });
  });
});

describe('derivePagination', () => {
  it('exists only when a call has a seite query', () => {
    expect(derivePagination([])).toBeNull();
    expect(derivePagination([null, result({ data: [], seiten: 4 }, { pro_seite: 10 })])).toBeNull();
  });

  it('takes page from seite and pages from seiten', () => {
    expect(derivePagination([result({ seiten: 7 }, { seite: 3 })])).toEqual({ page: 3, pages: 7 });
    expect(derivePagination([result({ seiten: '7' }, { seite: ['4', '5'] })])).toEqual({ page: 4, pages: 7 });
  });

  it('uses page 1 when seite is not a positive number, pages 1 when seiten is missing', () => {
    expect(derivePagination([result({ seiten: 3 }, { seite: '' })])).toEqual({ page: 1, pages: 3 });
    expect(derivePagination([result({ seiten: 3 }, { seite: 'abc' })])).toEqual({ page: 1, pages: 3 });
    expect(derivePagination([result({ seiten: 3 }, { seite: 0 })])).toEqual({ page: 1, pages: 3 });
    expect(derivePagination([result({ data: [] }, { seite: 2 })])).toEqual({ page: 2, pages: 1 });
    expect(derivePagination([result(null, { seite: 2 }, null)])).toEqual({ page: 2, pages: 1 });
    expect(derivePagination([result({ seiten: 0 }, { seite: 2 })])).toEqual({ page: 2, pages: 1 });
  });

  it('uses the first call that has a seite query', () => {
    expect(
      derivePagination([
        null,
        result({ seiten: 9 }),
        result({ seiten: 2 }, { seite: 1 }),
        result({ seiten: 8 }, { seite: 5 }),
      ]),
    ).toEqual({ page: 1, pages: 2 });
  });
});
