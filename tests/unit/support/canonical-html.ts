// HTML as a comparable tree that keeps everything a reader or a screen reader gets from it, and forgets only what
// is the same to both (README, "Rich text", lists each):
// 1. how it is written: attribute order, quoting, character references;
// 2. white space as CSS `white-space: normal` renders it: runs collapse to one space, none at the start or end of
//    a block or beside a `<br>`, none between blocks (inside `<pre>` every character counts);
// 3. how inline elements nest and split: each piece of text is compared with the set of inline elements around it
//    (`<em><strong>a</strong></em>` = `<strong><em>a</em></strong>`, `<b>a</b><b>b</b>` = `<b>ab</b>`), and an
//    inline element without text is nothing;
// 4. rows written directly in a `<table>` are in a `<tbody>`, as the HTML parser puts them;
// 5. colspan and rowspan as numbers, 1 (the default) as absent.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

const INLINE = new Set([
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'abbr',
  'span',
  'q',
  'cite',
  'code',
]);
const ATOMS = new Set(['br', 'img']);
const TEXTBLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'dt', 'caption', 'figcaption']);

type Run = { text: string; marks: string } | { atom: string; marks: string };
export type Canonical = { tag: string; attrs: string; children: Canonical[] } | { inline: Run[] };

const isElement = (node: ChildNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';
const hasBlockInside = (element: Element): boolean =>
  element.children.some(
    (child) => isElement(child) && (!(INLINE.has(child.name) || ATOMS.has(child.name)) || hasBlockInside(child)),
  );
const isInline = (node: ChildNode) =>
  node.type === 'text' ||
  (isElement(node) && (ATOMS.has(node.name) || (INLINE.has(node.name) && !hasBlockInside(node))));

function attributes(element: Element): string {
  const entries = Object.entries(element.attribs)
    .map(([name, value]): [string, string] => [
      name,
      name === 'colspan' || name === 'rowspan' ? String(Number(value)) : value,
    ])
    .filter(([name, value]) => !((name === 'colspan' || name === 'rowspan') && value === '1'))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

function runs(nodes: ChildNode[], preformatted: boolean): Run[] {
  const out: Run[] = [];
  const walk = (list: ChildNode[], marks: string[]) => {
    for (const node of list) {
      if (node.type === 'text') out.push({ text: node.data, marks: [...marks].sort().join('|') });
      else if (isElement(node) && ATOMS.has(node.name))
        out.push({ atom: `${node.name}${attributes(node)}`, marks: [...marks].sort().join('|') });
      else if (isElement(node)) walk(node.children, [...marks, `${node.name}${attributes(node)}`]);
    }
  };
  walk(nodes, []);
  if (!preformatted) {
    let atLineStart = true;
    for (const run of out) {
      if ('atom' in run) {
        atLineStart = run.atom.startsWith('br');
        continue;
      }
      run.text = run.text.replace(/[ \t\n\r\f]+/g, ' ');
      if (atLineStart) run.text = run.text.replace(/^ /, '');
      if (run.text) atLineStart = run.text.endsWith(' ');
    }
    // Trailing spaces before a line break and at the block's end.
    for (let i = out.length - 1, atLineEnd = true; i >= 0; i -= 1) {
      const run = out[i]!;
      if ('atom' in run) {
        atLineEnd = run.atom.startsWith('br');
        continue;
      }
      if (atLineEnd) run.text = run.text.replace(/ +$/, '');
      if (run.text) atLineEnd = false;
    }
  }
  const merged: Run[] = [];
  for (const run of out) {
    if ('text' in run && !run.text) continue;
    const last = merged[merged.length - 1];
    if (last && 'text' in last && 'text' in run && last.marks === run.marks) last.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}

function blocks(nodes: ChildNode[], parent: string): Canonical[] {
  const out: Canonical[] = [];
  let inline: ChildNode[] = [];
  let directRows: Canonical[] = [];
  const flushInline = () => {
    const content = runs(inline, false);
    if (content.length) out.push({ inline: content });
    inline = [];
  };
  const flushRows = () => {
    if (directRows.length) out.push({ tag: 'tbody', attrs: '[]', children: directRows });
    directRows = [];
  };
  for (const node of nodes) {
    if (node.type === 'comment' || node.type === 'directive') continue;
    if (isInline(node)) {
      flushRows();
      inline.push(node);
      continue;
    }
    flushInline();
    if (!isElement(node)) continue;
    const element: Canonical = {
      tag: node.name,
      attrs: attributes(node),
      children:
        TEXTBLOCKS.has(node.name) && !hasBlockInside(node)
          ? [{ inline: runs(node.children, node.name === 'pre') }]
          : blocks(node.children, node.name),
    };
    if (parent === 'table' && node.name === 'tr') directRows.push(element);
    else {
      flushRows();
      out.push(element);
    }
  }
  flushInline();
  flushRows();
  return out;
}

export function canonicalHtml(html: string): Canonical[] {
  return blocks(parseDocument(html).children, '');
}
