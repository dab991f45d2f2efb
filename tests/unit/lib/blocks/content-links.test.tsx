// The one reader of the links stored content renders (lib/blocks/content-links.ts), used by the link checks and by
// the media library's public files. Issue 41: "any string of stored JSON that looks like an address counts as a link,
// even a block id nobody sees". Now: fields a schema marks (`x-verweis`), and href/src of rich text as the sanitiser
// leaves it; never an id, a field no component shows, an attribute the sanitiser drops, or an address inside a text.
// And the marks are complete: every address a block example renders from its options is one the reader finds.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { isTag, type ChildNode } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { AS_PUBLISHED } from '@/lib/blocks/cms-html';
import { blockLinks, mediaIdsOf, mediumIdOf, menuLinks, pageLinks, type ContentLink } from '@/lib/blocks/content-links';
import { exampleCases, readBlockExamples } from '@/renderer/examples/block-examples';
import { renderBlockExample } from '../../support/render-block-example';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const FILE = `/api/medien/${ID}/plan.pdf`;

const ziele = (links: ContentLink[]) => links.map((link) => [link.pfad, link.ziel, link.art]);

describe('the links of a page', () => {
  it('reads marked fields, rich text after the sanitiser, title images; each with its field and block', () => {
    const links = pageLinks(
      {
        pageLayout: 'default',
        title: 'T',
        heroImages: [{ src: '/bilder/tannsee.jpg', alt: 'See' }],
        canonical: 'https://www.tannbrunn.example/de/t',
        breadcrumbs: [{ title: 'Start', href: '/de' }],
        content: [
          {
            id: 'blk-1',
            template: 'hero',
            slotName: 'hero',
            options: {
              titel: 'Kein /de/link im Satz, auch nicht https://example.org',
              link: '/de/a',
              bildupload: { bild: '/bilder/kurpark.svg', bildtext: 'Kurpark' },
            },
          },
          {
            id: 'blk-2',
            template: 'text',
            slotName: 'main',
            options: {
              text: '<p>Siehe <a href="/de/b">hier</a>, <a href="https://example.org/x">dort</a>, <a href="javascript:alert(1)">nie</a><img src="/bilder/a.png" alt=""></p>',
            },
          },
        ],
      },
      AS_PUBLISHED,
    );
    expect(ziele(links)).toEqual([
      ['/heroImages/0/src', '/bilder/tannsee.jpg', 'bild'],
      ['/content/0/options/link', '/de/a', 'link'],
      ['/content/0/options/bildupload/bild', '/bilder/kurpark.svg', 'bild'],
      ['/content/1/options/text', '/de/b', 'html'],
      ['/content/1/options/text', 'https://example.org/x', 'html'],
      ['/content/1/options/text', '/bilder/a.png', 'html'],
    ]);
    expect(links.map((link) => link.blockId)).toEqual([undefined, 'blk-1', 'blk-1', 'blk-2', 'blk-2', 'blk-2']);
  });

  it('takes no address from an id, an unknown or unshown field, a dropped attribute or a text', () => {
    const hidden = pageLinks(
      {
        pageLayout: 'default',
        title: FILE,
        description: FILE,
        content: [
          {
            id: FILE,
            template: 'text',
            slotName: 'main',
            context: { endpoint: '/api/cms/x', params: { datei: FILE } },
            options: {
              titel: { text: FILE, ebene: 2 },
              unbekannt: FILE,
              text: `<p title="${FILE}" data-src="${FILE}">${FILE}</p><img srcset="${FILE} 2x" alt=""><a data-href="${FILE}">x</a><script>location="${FILE}"</script><iframe src="${FILE}"></iframe><object data="${FILE}"></object>`,
            },
          },
          { id: 'x', template: 'gibt-es-nicht', slotName: 'main', options: { link: FILE } },
        ],
      },
      AS_PUBLISHED,
    );
    expect(hidden).toEqual([]);
  });

  it('reads a block stored in an older version in its current shape (bild-text v1 -> v2)', () => {
    const links = pageLinks(
      {
        pageLayout: 'default',
        title: 'T',
        content: [
          {
            id: 'alt',
            template: 'bild-text',
            slotName: 'main',
            options: {
              titel: 'Alt',
              text: '<p>x</p>',
              link: '/de/leben',
              linktext: 'Leben',
              bildupload: { bild: '/bilder/a.svg', bildtext: 'A' },
            },
          },
        ],
      },
      AS_PUBLISHED,
    );
    expect(ziele(links)).toEqual([
      ['/content/0/options/verweis/ziel', '/de/leben', 'link'],
      ['/content/0/options/bildupload/bild', '/bilder/a.svg', 'bild'],
    ]);
  });

  it('reads rich text as written when no sanitiser is given (the editor), and as visitors get it otherwise', () => {
    const options = { text: '<p><a href="javascript:alert(1)">x</a></p>' };
    expect(ziele(blockLinks('text', options, { sanitize: null }))).toEqual([['/text', 'javascript:alert(1)', 'html']]);
    expect(blockLinks('text', options, AS_PUBLISHED)).toEqual([]);
  });
});

describe('the links of a menu', () => {
  it('reads every entry target at every level, and nothing else', () => {
    const menu = {
      menuItems: [
        { title: FILE, href: '/de/a', menuItems: [{ title: 'B', href: 'https://example.org/b', extra: FILE }] },
      ],
    };
    expect(ziele(menuLinks(menu, AS_PUBLISHED))).toEqual([
      ['/menuItems/0/href', '/de/a', 'link'],
      ['/menuItems/0/menuItems/0/href', 'https://example.org/b', 'link'],
    ]);
  });
});

describe("a file's address", () => {
  it('names a file only in the library form, never inside another address', () => {
    expect(mediumIdOf(FILE)).toBe(ID);
    expect(mediumIdOf(`${FILE}?download=1#seite=2`)).toBe(ID);
    for (const other of [
      `https://evil.example/?u=${FILE}`,
      `https://www.tannbrunn.example${FILE}`,
      `/de/seite?datei=${FILE}`,
      `/api/medien/${ID}`,
      `/api/medien/${ID}/`,
      `/api/medien/${ID}/a/b.pdf`,
      `/api/medien/${ID.slice(0, -1)}/plan.pdf`,
      `/api/medien/${ID.toUpperCase()}/plan.pdf`,
      FILE.toUpperCase(),
      ` ${FILE}`,
    ])
      expect(mediumIdOf(other), other).toBeNull();
    expect(mediaIdsOf(blockLinks('hero', { titel: 'x', link: FILE }, AS_PUBLISHED))).toEqual([ID]);
  });
});

/** The addresses of links and images in rendered HTML (next/image's own address gives the image's source). */
function renderedAddresses(html: string): Set<string> {
  const found = new Set<string>();
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const value = node.name === 'a' ? node.attribs.href : node.name === 'img' ? node.attribs.src : undefined;
      if (value) {
        found.add(value);
        if (value.startsWith('/_next/image?')) found.add(new URL(value, 'http://x').searchParams.get('url') ?? '');
      }
      visit(node.children);
    }
  };
  visit(parseDocument(html, { decodeEntities: true }).children);
  return found;
}

/** Every string of a value with its JSON pointer. */
function strings(value: unknown, pointer = ''): [string, string][] {
  if (typeof value === 'string') return [[pointer, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${pointer}/${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${pointer}/${key}`));
  return [];
}

const ROOT = PROJECT_ROOT;
const folders = readdirSync(path.join(ROOT, 'blocks')).filter((name) =>
  existsSync(path.join(ROOT, 'blocks', name, 'schema.json')),
);

describe.each(folders)('the links block %s renders', (template) => {
  const examples = readBlockExamples(ROOT, template) ?? { valid: {}, invalid: {} };
  it.each(exampleCases(examples).map((c) => [c.content, c.data ?? 'ohne Daten', c] as const))(
    'are the ones the reader finds: "%s" with "%s"',
    async (_content, _data, { content, data }) => {
      const options = examples.valid[content];
      const html = await renderBlockExample(template, examples, { content, data });
      const rendered = renderedAddresses(html);
      const read = blockLinks(template, options, AS_PUBLISHED);
      const readFields = new Set(read.map((link) => link.pfad));
      const shown = (ziel: string) => rendered.has(ziel) || rendered.has(ziel.replace(/\/+$/, ''));
      // Every option shown as a link's or an image's address is a field the reader takes links from ...
      for (const [pointer, value] of strings(options))
        if (value && rendered.has(value)) expect(readFields, `${template} ${pointer} = ${value}`).toContain(pointer);
      // ... and every link the reader takes from a marked field or rich text is shown as one.
      for (const link of read) expect(shown(link.ziel), `${template} ${link.pfad} = ${link.ziel}`).toBe(true);
    },
  );
});
