// Version diffs and the accessibility checks before publishing, as rules without a browser.
import { describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import { blockSchemas, schemaLookup, sharedSchemas } from '@/lib/blocks/site-schemas';
import { diffPages } from '@/lib/redaktion/shared/version-diff';
import { checkAccessibility, blockingFindings } from '@/lib/redaktion/shared/accessibility-check';

const schemas = { page: sharedSchemas.seite!, blocks: blockSchemas, lookup: schemaLookup };

const base: Seite = {
  pageLayout: 'default',
  title: 'Rathaus',
  content: [
    { id: 'h', template: 'hero', slotName: 'hero', options: { titel: 'Rathaus' } },
    { id: 't1', template: 'text', slotName: 'main', options: { titel: 'Öffnungszeiten', text: '<p>Mo bis Fr</p>' } },
    { id: 't2', template: 'text', slotName: 'main', options: { text: '<p>Kontakt</p>' } },
  ],
};

describe('per-block diff between versions', () => {
  it('shows a moved block as a move, with its changed fields, HTML as text', () => {
    const after: Seite = {
      ...base,
      content: [
        base.content[0]!,
        { ...base.content[2]!, options: { text: '<p>Kontakt &amp; <strong>Anfahrt</strong></p>' } },
        base.content[1]!,
      ],
    };
    const diff = diffPages(base, after, schemas);
    // Two blocks swapped places: one of them moved, and nothing was deleted or added.
    expect(diff.blocks.filter((b) => b.kind === 'verschoben')).toHaveLength(1);
    expect(diff.blocks.some((b) => b.kind === 'hinzugefuegt' || b.kind === 'entfernt')).toBe(false);
    const t2 = diff.blocks.find((b) => b.id === 't2');
    expect(t2 && 'fields' in t2 && t2.fields).toEqual([
      { pointer: '/text', label: 'Text', before: 'Kontakt', after: 'Kontakt & Anfahrt' },
    ]);
  });

  it('shows a block that went to another slot as moved, not deleted and added', () => {
    const after: Seite = {
      ...base,
      content: [base.content[0]!, base.content[1]!, { ...base.content[2]!, slotName: 'sidebar' }],
    };
    expect(diffPages(base, after, schemas).blocks).toEqual([
      {
        kind: 'verschoben',
        id: 't2',
        template: 'text',
        from: { slot: 'main', position: 2 },
        to: { slot: 'sidebar', position: 1 },
        fields: [],
      },
    ]);
  });

  it('lists added, removed and changed blocks and page fields with old and new value', () => {
    const after: Seite = {
      ...base,
      title: 'Rathaus Tannbrunn',
      content: [
        base.content[0]!,
        { ...base.content[1]!, options: { titel: 'Sprechzeiten', text: '<p>Mo bis Fr</p>' } },
        { id: 'neu', template: 'text', slotName: 'sidebar', options: { text: '<p>Neu</p>' } },
      ],
    };
    const diff = diffPages(base, after, schemas);
    expect(diff.page).toEqual([
      { pointer: '/title', label: 'Seitentitel', before: 'Rathaus', after: 'Rathaus Tannbrunn' },
    ]);
    expect(diff.blocks.map((b) => [b.kind, b.id])).toEqual(
      expect.arrayContaining([
        ['geaendert', 't1'],
        ['hinzugefuegt', 'neu'],
        ['entfernt', 't2'],
      ]),
    );
    // Both sides are version 1 text blocks (no `version`), compared in the current shape: the heading's text.
    const changed = diff.blocks.find((b) => b.id === 't1');
    expect(changed?.kind === 'geaendert' && changed.fields[0]).toMatchObject({
      pointer: '/titel/text',
      label: 'Überschrift › Text',
      before: 'Öffnungszeiten',
      after: 'Sprechzeiten',
    });
  });
});

const wrap = (id: string, html: string) => `<div data-redaktion-block="${id}">${html}</div>`;

describe('accessibility checks on the rendered page', () => {
  it('accepts a page with one h1, ordered headings, described images and clear links', () => {
    const html = `<header><img src="/logo.svg" alt="Tannbrunn"></header><main>${wrap('h', '<h1>Rathaus</h1>')}${wrap(
      't1',
      '<h2>Öffnungszeiten</h2><p><a href="/de/rathaus/kontakt">Kontakt zum Rathaus</a></p><table><tr><th>Tag</th><td>Mo</td></tr></table>',
    )}</main>`;
    expect(checkAccessibility(html, base)).toEqual([]);
  });

  it('refuses two h1, a skipped level and an empty heading, naming block and field', () => {
    const html = `<main>${wrap('h', '<h1>Rathaus</h1>')}${wrap('t1', '<h1>Öffnungszeiten</h1><h4>Mo bis Fr</h4><h2></h2>')}</main>`;
    const findings = checkAccessibility(html, base);
    expect(findings.map((f) => f.rule)).toEqual(['ueberschrift-h1', 'ueberschrift-sprung', 'ueberschrift-leer']);
    expect(findings[0]).toMatchObject({ level: 'fehler', blockId: 't1', pointer: '/titel' });
    expect(findings[1]).toMatchObject({ blockId: 't1', pointer: '/text' });
  });

  it('refuses an image without alt text unless it is marked decorative, and vague or empty link texts', () => {
    const page: Seite = {
      ...base,
      content: [
        {
          id: 'b',
          template: 'bild-text',
          slotName: 'main',
          options: { bildupload: { bild: '/bilder/kurpark.jpg', bildtext: '' } },
        },
        {
          id: 'd',
          template: 'bild-text',
          slotName: 'main',
          options: { bildupload: { bild: '/bilder/winter.jpg', bildtext: '', dekorativ: true } },
        },
        {
          id: 'r',
          template: 'text',
          slotName: 'main',
          options: {
            text: '<p><img src="/bilder/tannsee.jpg"> <a href="/de/x">hier</a> <a href="/de/y"></a> <a href="https://example.org">https://example.org</a></p>',
          },
        },
      ],
    };
    const html = `<main><h1>T</h1>${wrap('b', '<img src="/_next/image?url=%2Fbilder%2Fkurpark.jpg&amp;w=640" alt="">')}${wrap(
      'd',
      '<img src="/_next/image?url=%2Fbilder%2Fwinter.jpg&amp;w=640" alt="">',
    )}${wrap('r', '<p><img src="/bilder/tannsee.jpg" alt=""> <a href="/de/x">hier</a> <a href="/de/y"></a> <a href="https://example.org">https://example.org</a></p>')}</main>`;
    const findings = checkAccessibility(html, page);
    expect(findings.filter((f) => f.rule === 'bild-alt').map((f) => [f.blockId, f.pointer])).toEqual([
      ['b', '/bildupload/bild'],
      ['r', '/text'],
    ]);
    expect(findings.filter((f) => f.rule.startsWith('link')).map((f) => [f.rule, f.level])).toEqual([
      ['link-text', 'fehler'],
      ['link-leer', 'fehler'],
      ['link-text', 'warnung'],
    ]);
    expect(blockingFindings(findings)).toHaveLength(4);
  });

  it('refuses a table without header cells', () => {
    const html = `<main><h1>T</h1>${wrap('t1', '<table><tr><td>Mo</td><td>8 Uhr</td></tr></table>')}</main>`;
    expect(checkAccessibility(html, base).map((f) => f.rule)).toEqual(['tabelle-kopf']);
  });
});
