// @vitest-environment happy-dom
// What the sanitiser keeps, the editor keeps (issue 42, point 7): a field loaded into the Redaktion's rich-text
// editor and written back after one character typed at its end differs from the source only by that character,
// for every text field of the seeded pages and for any HTML built from the sanitiser's allow-list. "Differs" is
// judged by tests/unit/support/canonical-html.ts, which forgets exactly what is the same to readers (listed there).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import bundle from '@/codegen/out/block-schemas.json';
import { findHtmlPaths } from '@/codegen/html-paths';
import { ALLE_SAMMLUNGEN } from '@/lib/sammlungen/registry';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@/lib/blocks/sanitize-allow-list';
import { sanitizeCmsHtml } from '@/renderer/sanitize-html';
import { canonicalHtml } from '../../../../support/canonical-html';
import { loadIntoEditor, savedHtml, typeAtEnd } from '../../../../support/rich-text-editor';

/** The typed character: one no field contains, so it is found and taken out again exactly. */
const TYPED = '\uE000';

function roundTrip(html: string) {
  const editor = loadIntoEditor(html);
  const untouched = savedHtml(editor);
  const place = typeAtEnd(editor, TYPED);
  const typed = savedHtml(editor);
  editor.destroy();
  return { untouched, typed, place };
}

function expectKeptExceptTyped(html: string, where: string) {
  const { untouched, typed, place } = roundTrip(html);
  expect(canonicalHtml(untouched), `${where}: geladen und gespeichert`).toEqual(canonicalHtml(html));
  expect(typed.split(TYPED).length - 1, `${where}: das getippte Zeichen`).toBe(1);
  // Typed where no text can go, or into an empty field, the character is a new paragraph of its own: it goes with it.
  const ownParagraph = place === 'new-paragraph' || canonicalHtml(html).length === 0;
  const withoutTyped = (ownParagraph ? typed.replace(`<p>${TYPED}</p>`, '') : typed).replace(TYPED, '');
  expect(canonicalHtml(withoutTyped), `${where}: nach einem Zeichen am Ende`).toEqual(canonicalHtml(html));
  return typed;
}

describe('seeded pages', () => {
  const SEITEN = path.resolve('content/seiten');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.json')) files.push(file);
    }
  };
  walk(SEITEN);
  const valuesAt = (node: unknown, at: string[]): unknown[] => {
    if (!at.length) return [node];
    const [head, ...tail] = at;
    if (head === '*') return Array.isArray(node) ? node.flatMap((item) => valuesAt(item, tail)) : [];
    return node && typeof node === 'object' && head! in node
      ? valuesAt((node as Record<string, unknown>)[head!], tail)
      : [];
  };
  const fields = files.sort().flatMap((file) => {
    const seite = JSON.parse(readFileSync(file, 'utf8')) as { content: { template: string; options?: unknown }[] };
    return seite.content.flatMap((block, index) =>
      (blockMeta[block.template as keyof typeof blockMeta]?.htmlPaths ?? []).flatMap((htmlPath) =>
        valuesAt(block.options, htmlPath)
          .filter((value): value is string => typeof value === 'string')
          .map((html) => ({ where: `${path.relative(SEITEN, file)} Block ${index} ${htmlPath.join('.')}`, html })),
      ),
    );
  });

  // The collections' entries (news, the intranet's texts …) have rich text of their own, seeded from content/.
  const shared = new Map(Object.entries(bundle.shared as Record<string, Record<string, unknown>>));
  const entryFields = ALLE_SAMMLUNGEN.flatMap((s) => {
    if (!s.inhalte) return [];
    const answer = JSON.parse(readFileSync(path.resolve('content', s.inhalte), 'utf8')) as Record<string, unknown>;
    const items = (answer[s.liste ?? 'data'] ?? []) as unknown[];
    const htmlPaths = findHtmlPaths(shared.get(s.schemaId) ?? {}, shared);
    return items.flatMap((item, index) =>
      htmlPaths.flatMap((htmlPath) =>
        valuesAt(item, htmlPath)
          .filter((value): value is string => typeof value === 'string')
          .map((html) => ({ where: `${s.inhalte} Eintrag ${index} ${htmlPath.join('.')}`, html })),
      ),
    );
  });
  fields.push(...entryFields);

  it('finds every page, every entry and their text fields', () => {
    expect(files.length).toBeGreaterThan(75);
    expect(entryFields.length).toBeGreaterThan(20);
    expect(fields.length).toBeGreaterThan(100);
  });

  it('keeps every text field of every page and entry, with their 24 tables, when one character is typed at its end', () => {
    let tablesBefore = 0;
    let tablesAfter = 0;
    for (const { where, html } of fields) {
      const typed = expectKeptExceptTyped(html, where);
      tablesBefore += html.split('<table').length - 1;
      tablesAfter += typed.split('<table').length - 1;
    }
    expect(tablesBefore).toBe(24);
    expect(tablesAfter).toBe(24);
    // 138 fields through the editor take 15-40 s on these shared cores.
  }, 120_000);
});

// The allow-list, sorted by how HTML nests it. A tag added to the sanitiser fails here until it is placed (and so
// generated below, and kept by the editor).
const MARKS = ['a', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'abbr', 'span', 'q', 'cite', 'code'];
const PLACED = [
  ...MARKS,
  'br',
  'img',
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
];

const VALUES: Record<string, string[]> = {
  href: [
    '/de/rathaus',
    'https://example.org/a?b=1&c=2',
    'mailto:rathaus@tannbrunn.example',
    'tel:+4976559310',
    '#abschnitt',
    'seite.html',
  ],
  title: ['Titel', '007', 'true', 'a "b" & c', ''],
  target: ['_blank', '_self', 'fenster'],
  rel: ['noopener noreferrer', 'nofollow'],
  hreflang: ['en', 'fr-CH'],
  lang: ['en', 'fr', 'de-CH'],
  scope: ['col', 'row', 'colgroup', 'rowgroup'],
  src: ['/bilder/rathaus.jpg', 'https://example.org/b.png'],
  alt: ['', 'Rathaus am Kirchplatz', '0'],
  width: ['640', '10%'],
  height: ['480'],
  loading: ['lazy', 'eager'],
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const attributesOf = (tag: string) =>
  fc
    .subarray([...(ALLOWED_ATTRIBUTES[tag as keyof typeof ALLOWED_ATTRIBUTES] ?? [])].filter((name) => name in VALUES))
    .chain((names) =>
      fc.tuple(...names.map((name) => fc.constantFrom(...VALUES[name]!).map((value) => [name, value] as const))),
    )
    .map((pairs) => pairs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join(''));

const element = (tag: string, content: fc.Arbitrary<string>, attributes = attributesOf(tag)) =>
  fc.tuple(attributes, content).map(([attrs, inner]) => `<${tag}${attrs}>${inner}</${tag}>`);

const text = fc
  .array(fc.constantFrom('Tannbrunn', 'Öffnungszeiten', 'a & b', '1 < 2', '„Zitat“', ' ', '  ', '\u00a0', 'x', '\n'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => escapeText(parts.join('')));

const { phrasing } = fc.letrec<{ phrasing: string; inline: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.constant('<br>'),
    attributesOf('img').map((attrs) => `<img${attrs}>`),
    fc.constantFrom(...MARKS).chain((tag) =>
      // A link inside a link is split by every HTML parser: never written so.
      element(
        tag,
        tie('phrasing').filter((inner) => tag !== 'a' || !inner.includes('<a')),
      ),
    ),
  ),
  phrasing: fc.array(tie('inline'), { maxLength: 3 }).map((parts) => parts.join('')),
}));

/** A row group of `columns` columns: rows of cells whose spans fill them, sometimes a pair joined by a rowspan. */
function rowGroup(columns: number, cell: fc.Arbitrary<string>) {
  const cells = (width: number) =>
    fc.array(fc.integer({ min: 1, max: width }), { minLength: 1, maxLength: width }).chain((spans) => {
      const fitted: number[] = [];
      let left = width;
      for (const span of spans) {
        if (left === 0) break;
        fitted.push(Math.min(span, left));
        left -= Math.min(span, left);
      }
      if (left > 0) fitted.push(left);
      return fc.tuple(...fitted.map((span) => cellWith(span, 1)));
    });
  const cellWith = (colspan: number, rowspan: number) =>
    fc.tuple(fc.constantFrom('td', 'th'), cell, fc.boolean()).chain(([tag, inner, spell]) =>
      attributesOf(tag).map((attrs) => {
        const spans = `${colspan > 1 || spell ? ` colspan="${colspan}"` : ''}${rowspan > 1 || spell ? ` rowspan="${rowspan}"` : ''}`;
        return `<${tag}${attrs.replace(/ (colspan|rowspan)="[^"]*"/g, '')}${spans}>${inner}</${tag}>`;
      }),
    );
  const single = cells(columns).map((row) => [`<tr>${row.join('')}</tr>`]);
  const joined =
    columns > 1
      ? fc
          .tuple(cellWith(1, 2), cells(columns - 1), cells(columns - 1))
          .map(([first, top, bottom]) => [`<tr>${first}${top.join('')}</tr>`, `<tr>${bottom.join('')}</tr>`])
      : single;
  return fc.array(fc.oneof(single, joined), { minLength: 1, maxLength: 2 }).map((blocks) => blocks.flat().join(''));
}

const { flow } = fc.letrec<{ flow: string; block: string }>((tie) => {
  const cellContent = fc.oneof(phrasing, tie('flow'));
  return {
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      element('p', phrasing),
      fc.constantFrom('h2', 'h3', 'h4', 'h5', 'h6').chain((tag) => element(tag, phrasing)),
      fc.constant('<hr>'),
      phrasing,
      fc.constantFrom('ul', 'ol').chain((tag) =>
        element(
          tag,
          fc.array(element('li', cellContent), { minLength: 1, maxLength: 3 }).map((items) => items.join('')),
        ),
      ),
      element(
        'dl',
        fc
          .array(fc.oneof(element('dt', phrasing), element('dd', cellContent)), { minLength: 1, maxLength: 3 })
          .map((items) => items.join('')),
      ),
      element('blockquote', cellContent),
      // A line break right after <pre> is not content (HTML drops it): never written first.
      element(
        'pre',
        phrasing.map((inner) => inner.replace(/^\n+/, '')),
      ),
      fc
        .integer({ min: 1, max: 3 })
        .chain((columns) =>
          fc
            .tuple(
              fc.option(element('caption', phrasing), { nil: '' }),
              fc.option(element('thead', rowGroup(columns, cellContent)), { nil: '' }),
              fc.array(element('tbody', rowGroup(columns, cellContent)), { minLength: 1, maxLength: 2 }),
              fc.option(element('tfoot', rowGroup(columns, cellContent)), { nil: '' }),
            )
            .map(([caption, head, bodies, foot]) => `<table>${caption}${head}${bodies.join('')}${foot}</table>`),
        ),
      fc
        .tuple(
          fc.option(element('figcaption', phrasing), { nil: '' }),
          fc.oneof(
            attributesOf('img').map((attrs) => `<img${attrs}>`),
            tie('flow'),
          ),
          fc.option(element('figcaption', phrasing), { nil: '' }),
        )
        .map(([before, content, after]) => `<figure>${before}${content}${before ? '' : after}</figure>`),
    ),
    flow: fc.array(tie('block'), { minLength: 1, maxLength: 3 }).map((blocks) => blocks.join('')),
  };
});

describe('the allow-list', () => {
  it('places every element the sanitiser keeps', () => {
    expect([...PLACED].sort()).toEqual([...ALLOWED_TAGS].sort());
  });

  it('survives the editor unchanged, element by element and attribute by attribute (property)', () => {
    const seenTags = new Set<string>();
    const seenAttributes = new Set<string>();
    fc.assert(
      fc.property(flow, (source) => {
        const html = sanitizeCmsHtml(source);
        for (const [, tag, attrs] of html.matchAll(/<([a-z0-9]+)([^>]*)>/g)) {
          seenTags.add(tag!);
          for (const [, name] of attrs!.matchAll(/ ([a-z]+)=/g)) seenAttributes.add(`${tag}@${name}`);
        }
        expectKeptExceptTyped(html, html);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The runs met every element and every attribute of the allow-list.
    expect([...seenTags].sort()).toEqual([...ALLOWED_TAGS].sort());
    const allowed = Object.entries(ALLOWED_ATTRIBUTES).flatMap(([tag, names]) =>
      names!.map((name) => `${tag}@${name}`),
    );
    expect(allowed.filter((name) => !seenAttributes.has(name))).toEqual([]);
  }, 240_000);
});

/** Runs of the property; a fixed seed, so a failure is found again (FC_SEED overrides it to explore). */
const RUNS = Number(process.env.FC_RUNS ?? 300);
const SEED = Number(process.env.FC_SEED ?? 20261128);
