// Which blocks hydrate is decided from the source (codegen/needs-browser.ts): these are its rules.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserReason, needsBrowser } from '@/codegen/needs-browser';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const ROOT = PROJECT_ROOT;

describe('browserReason: what makes a module need the browser', () => {
  it.each([
    ['state', `const [open, setOpen] = useState(false);`, 'ruft useState auf'],
    ['an effect', `useEffect(() => {}, []);`, 'ruft useEffect auf'],
    ['a hook with a type argument', `const ref = useRef<HTMLDivElement>(null);`, 'ruft useRef auf'],
    ['a hook of its own', `const announce = useErgebnisAnsage(list);`, 'ruft useErgebnisAnsage auf'],
    ['an event handler', `return <button onClick={() => go()}>Los</button>;`, 'hat einen Event-Handler'],
    ['a lazy import', `const Form = dynamic(() => import('./Form'));`, 'lädt Code nach'],
    ['a browser package', `import { Swiper } from 'swiper/react';`, 'importiert swiper/react'],
    ['next/head', `import Head from 'next/head';`, 'importiert next/head'],
  ])('%s', (_, source, reason) => {
    expect(browserReason(source)).toBe(reason);
  });

  it.each([
    ['plain markup', `export default function T({ content }) { return <p>{content.text}</p>; }`],
    ['pure hooks', `const id = useId(); const list = useMemo(() => sort(items), [items]);`],
    [
      'links, images and dates',
      `import Link from 'next/link';\nimport Image from 'next/image';\nimport dayjs from 'dayjs';`,
    ],
    ['type imports of any package', `import type { Swiper } from 'swiper';`],
    // Styles, no code: the sliders' markup is Swiper's, and their island of the site script starts Swiper on it.
    ['a stylesheet of a package', `import 'swiper/css';\nimport 'swiper/css/a11y';`],
    ['a hook named in a comment only', `// no useState here: the server renders it\n/* useEffect neither */`],
    ['an attribute that is no handler', `<a href="/de" data-onClick="x">`],
  ])('%s does not', (_, source) => {
    expect(browserReason(source)).toBeNull();
  });
});

describe('needsBrowser: the whole tree below a block', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  function tree(files: Record<string, string>): string {
    dir = mkdtempSync(path.join(os.tmpdir(), 'needs-browser-'));
    for (const [name, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), source);
    }
    return dir;
  }

  it('finds a hook two imports deep, through the @/ alias, and names the module', () => {
    const root = tree({
      'blocks/probe/ProbeBlock.tsx': `import { Teaser } from './Teaser';\nimport styles from './Probe.module.css';`,
      'blocks/probe/Teaser.tsx': `import { Toggle } from '@/renderer/ui/Toggle';`,
      'renderer/ui/Toggle.tsx': `export function Toggle() { const [on, set] = useState(false); }`,
    });
    expect(needsBrowser(root, 'blocks/probe/ProbeBlock.tsx')).toEqual({
      module: path.join('renderer', 'ui', 'Toggle.tsx'),
      reason: 'ruft useState auf',
    });
  });

  it('a tree of plain markup, styles and JSON renders on the server alone', () => {
    const root = tree({
      'blocks/probe/ProbeBlock.tsx': `import data from './labels.json';\nimport { Row } from './Row';\nimport './x.css';`,
      'blocks/probe/Row.tsx': `import { formatDate } from '@/lib/format/date';\nexport const Row = () => <li />;`,
      'lib/format/date.ts': `import dayjs from 'dayjs';\nexport const formatDate = (d) => dayjs(d).format('D.M.');`,
    });
    expect(needsBrowser(root, 'blocks/probe/ProbeBlock.tsx')).toBeNull();
  });

  it('type-only imports are not followed (they run nowhere)', () => {
    const root = tree({
      'blocks/probe/ProbeBlock.tsx': `import type { Props } from './Interactive';\nexport default () => null;`,
      'blocks/probe/Interactive.tsx': `export function I() { useEffect(() => {}); }`,
    });
    expect(needsBrowser(root, 'blocks/probe/ProbeBlock.tsx')).toBeNull();
  });
});

describe('the generated registry', () => {
  const registry = readFileSync(path.join(ROOT, 'codegen/out/registry.ts'), 'utf8');
  const kind = (block: string) =>
    new RegExp(`"${block}": staticIsland<`).test(registry)
      ? 'server-html'
      : new RegExp(`"${block}": reactIsland\\(dynamic<`).test(registry)
        ? 'react-island'
        : 'missing';

  it('makes the forms React islands: their pages load React when one comes near', () => {
    for (const block of ['formular', 'raumreservierung']) expect(kind(block), block).toBe('react-island');
  });

  it('keeps the blocks that an island of the site script enhances as server HTML', () => {
    // Their HTML says data-insel; plain browser code runs them (renderer/islands/browser-islands.ts).
    for (const block of ['hero-slider', 'schule-hero-slider', 'branchen-filter', 'panoramabild-panoramateaser'])
      expect(kind(block), block).toBe('server-html');
  });

  it('keeps the blocks that only show content as server HTML', () => {
    for (const block of ['text', 'bild-text', 'kurzinfo-icons', 'veranstaltungen', 'aktuelle-meldungen', 'hero'])
      expect(kind(block), block).toBe('server-html');
  });
});
