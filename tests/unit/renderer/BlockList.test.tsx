// The Redaktion's preview marks each block with its id (click to edit, the accessibility findings); the public page
// is rendered without markers and must be byte for byte what it was: the preview's HTML is the public HTML with
// nothing but the marker wrappers (and the notices' attribute) added.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockList, type ComponentMap } from '@/renderer/BlockList';
import type { RenderedBlock } from '@/renderer/page-types';

function Absatz({ content }: { content: { text: string } }) {
  return (
    <section>
      <h2>Überschrift</h2>
      <p>{content.text}</p>
    </section>
  );
}
const components = { absatz: Absatz } as unknown as ComponentMap;
const page = { path: '/de/test', query: {}, pagination: null };

const blocks: RenderedBlock[] = [
  { key: 'a-1', template: 'absatz', slotName: 'main', options: { text: 'Erster Absatz' }, data: null },
  { key: 'b-2', template: 'absatz', slotName: 'main', options: { text: 'Zweiter <Absatz>' }, data: null },
  { key: 'c-3', template: 'absatz', slotName: 'main', options: null, data: null, notice: 'Der Block ist ungültig.' },
];

const render = (list: RenderedBlock[]) =>
  renderToStaticMarkup(<BlockList blocks={list} components={components} page={page} />);

describe('the preview markers', () => {
  const publicHtml = render(blocks);
  const previewHtml = render(blocks.map((block) => ({ ...block, marker: block.key })));

  it('are not in the public HTML', () => {
    expect(publicHtml).not.toContain('data-redaktion-block');
  });

  it('wrap each block of the preview around exactly the public HTML of that block', () => {
    const expected = blocks
      .map((block) => {
        const own = render([block]);
        if (block.notice) return own.replace('role="note"', `role="note" data-redaktion-block="${block.key}"`);
        return `<div data-redaktion-block="${block.key}" class="${markedClass()}">${own}</div>`;
      })
      .join('');
    expect(previewHtml).toBe(expected);
    expect(publicHtml).toBe(blocks.map((block) => render([block])).join(''));
  });
});

function markedClass(): string {
  const html = render([{ ...blocks[0]!, marker: 'x' }]);
  return /^<div data-redaktion-block="x" class="([^"]*)">/.exec(html)?.[1] ?? 'unbekannt';
}
