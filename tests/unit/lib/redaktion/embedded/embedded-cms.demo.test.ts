// Checks the demo content under content/: every page and block validates, every internal link
// leads somewhere, every image exists, and the legal and accessibility pages are present.
import { beforeAll, describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { blockMeta } from '@/codegen/out/block-meta';
import { migrateEnvelope } from '@/lib/blocks/migrate';
import { validate_seite, validate_menue, validate_wetter, validate_einstellungen } from '@/codegen/out/validators';
import type { ValidateFunction } from 'ajv';
import { createEmbeddedCms } from '@/lib/redaktion/embedded/embedded-cms';
import { reshapeAnswer } from '@/lib/validation/reshape-answer';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const ROOT = PROJECT_ROOT;
const CONTENT = path.join(ROOT, 'content');
const SEITEN = path.join(CONTENT, 'seiten');
const MENUES = path.join(CONTENT, 'menues');
const PUBLIC = path.join(ROOT, 'public');

/** The menus the CMS service reads (lib/redaktion/embedded/embedded-cms.ts, MENU_FILES). */
const MENU_FILES = [
  'hauptmenue',
  'hauptmenue-footer',
  'footer',
  'rechtliches',
  'downloads',
  'schule-hauptmenue',
  'schule-footer',
];

/** Routes that exist but are not CMS pages (booking pages, intranet, search). Static files
 * (downloads, images) are checked against public/ instead. */
const NON_CMS_ROUTES: RegExp[] = [
  /^\/de\/e-bike-leihen$/,
  /^\/de\/lastenrad-leihen$/,
  /^\/de\/(e-bike|lastenrad|raum)-stornieren$/,
  /^\/de\/intranet(\/.*)?$/,
  /^\/de\/gemeinde\/suche$/,
];

const LEGAL_PAGES = [
  '/de/rechtliches/impressum',
  '/de/rechtliches/datenschutz',
  '/de/barrierefreiheit/erklaerung',
  '/de/barrierefreiheit/leichte-sprache',
  '/de/barrierefreiheit/seitenbedienung',
  '/de/barrierefreiheit/fehler-melden',
];

type Json = Record<string, unknown>;
interface Block {
  id?: string | number;
  template: string;
  slotName: string;
  options?: Json;
}
interface Seite {
  pageLayout: string;
  title: string;
  description?: string;
  canonical?: string;
  breadcrumbs?: { title: string; href: string }[];
  heroImages?: { src: string; alt: string; copyright?: string }[];
  content: Block[];
}
interface MenuItem {
  title: string;
  href: string;
  menuItems?: MenuItem[];
}

function walkJsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walkJsonFiles(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** content/seiten/index.json -> /de, content/seiten/rathaus/kontakt.json -> /de/rathaus/kontakt */
function sitePathOf(file: string): string {
  const inner = path
    .relative(SEITEN, file)
    .replace(/\.json$/, '')
    .split(path.sep)
    .join('/');
  return inner === 'index' ? '/de' : `/de/${inner}`;
}

const pageFiles = walkJsonFiles(SEITEN).sort();
const pages = new Map<string, { file: string; seite: Seite }>(
  pageFiles.map((file) => [sitePathOf(file), { file, seite: readJson(file) as Seite }]),
);

function errorsOf(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
}

/** Normalises an internal href to a site path: no query, no fragment, no trailing slash. */
function normalise(href: string): string {
  const bare = href.split(/[?#]/)[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** Why an internal href does not resolve, or null when it does. */
function brokenReason(href: string): string | null {
  if (!isInternal(href)) return null;
  const target = normalise(href);
  if (pages.has(target)) return null;
  if (NON_CMS_ROUTES.some((re) => re.test(target))) return null;
  if (/^\/(bilder|logos|downloads)\//.test(target))
    return existsSync(path.join(PUBLIC, target)) ? null : 'Datei fehlt in public/';
  return 'keine Inhaltsseite und keine erlaubte Route';
}

const decode = (s: string) => s.replace(/&amp;/g, '&');

/** Every href and src attribute in an HTML string. */
function htmlUrls(html: string): { attr: string; url: string }[] {
  return [...html.matchAll(/\b(href|src)\s*=\s*(["'])(.*?)\2/gi)].map((m) => ({
    attr: m[1]!.toLowerCase(),
    url: decode(m[3]!),
  }));
}

/** Values at a path of the block's options ('*' = every item of an array). */
function valuesAt(node: unknown, at: string[]): unknown[] {
  if (!at.length) return [node];
  const [head, ...tail] = at;
  if (head === '*') return Array.isArray(node) ? node.flatMap((item) => valuesAt(item, tail)) : [];
  if (node && typeof node === 'object' && head! in (node as Json)) return valuesAt((node as Json)[head!], tail);
  return [];
}

/** Every string under a key named `link` or `href` and every image path (`bild`, `src`) in a JSON value. */
function collectRefs(node: unknown, where: string, out: { kind: 'link' | 'bild'; url: string; where: string }[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collectRefs(item, `${where}[${i}]`, out));
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Json)) {
    const here = `${where}.${key}`;
    if (typeof value === 'string' && (key === 'link' || key === 'href'))
      out.push({ kind: 'link', url: value, where: here });
    else if (typeof value === 'string' && (key === 'bild' || key === 'src' || key === 'logo'))
      out.push({ kind: 'bild', url: value, where: here });
    else collectRefs(value, here, out);
  }
}

function walkMenu(items: MenuItem[], visit: (item: MenuItem, trail: string) => void, trail = ''): void {
  for (const item of items) {
    const here = trail ? `${trail} › ${item.title}` : item.title;
    visit(item, here);
    walkMenu(item.menuItems ?? [], visit, here);
  }
}

describe('Antworten der Blockabrufe (content/api)', () => {
  const calls = [...pages.values()].flatMap(({ file, seite }) =>
    seite.content.flatMap((block) => {
      const context = (block as { context?: { endpoint: string; params?: Record<string, string | number> } }).context;
      return context && blockMeta[block.template]?.data
        ? [[`${rel(file)} ${block.template}`, block.template, context] as const]
        : [];
    }),
  );

  // The calls of the collections are answered from the process's store, seeded on first use: setup, not a call.
  beforeAll(() => createEmbeddedCms(CONTENT).call('/api/cms/aemter', {}), 120_000);

  it.each(calls)('%s: die Antwort passt ganz zum Datenschema des Blocks', async (_name, template, context) => {
    const answer = await createEmbeddedCms(CONTENT).call(context.endpoint, context.params ?? {});
    expect(answer.status, `${context.endpoint} antwortet ${answer.status}`).toBe(200);
    const reshaped = reshapeAnswer(blockMeta[template]!.data!.validate, answer.body);
    expect(reshaped.refused, JSON.stringify(reshaped.refused)).toBeNull();
    expect(reshaped.leftOut, JSON.stringify(reshaped.leftOut)).toEqual([]);
  });
});

describe('Inhaltsseiten (content/seiten)', () => {
  it('gibt es', () => {
    expect(pageFiles.length, 'content/seiten enthält keine Seiten').toBeGreaterThan(0);
  });

  it.each(pageFiles.map((f) => [rel(f), f]))('%s entspricht dem Seitenschema und den Blockschemas', (_name, file) => {
    const seite = readJson(file);
    expect(validate_seite(seite), `${rel(file)}: Seitenumschlag ungültig: ${errorsOf(validate_seite)}`).toBe(true);
    const problems: string[] = [];
    const ids = new Set<string>();
    // The seed is written in each block's version 1 (the specification's shape) and read as every store read is.
    for (const [i, block] of (migrateEnvelope(seite) as Seite).content.entries()) {
      const label = `Block ${i} (${block.id ?? 'ohne id'}, ${block.template})`;
      const meta = blockMeta[block.template];
      if (!meta) {
        problems.push(`${label}: unbekannte Vorlage`);
        continue;
      }
      if (!meta.validate(block.options ?? {})) problems.push(`${label}: ${errorsOf(meta.validate)}`);
      if (block.id !== undefined) {
        if (ids.has(String(block.id))) problems.push(`${label}: id doppelt`);
        ids.add(String(block.id));
      }
    }
    expect(problems, `${rel(file)}:\n${problems.join('\n')}`).toEqual([]);
  });

  it.each(pageFiles.map((f) => [rel(f), f]))('%s: Metadaten, Brotkrumen und Kanonische Adresse', (_name, file) => {
    const own = sitePathOf(file);
    const seite = readJson(file) as Seite;
    const problems: string[] = [];
    if (seite.canonical !== own) problems.push(`canonical ist ${seite.canonical}, erwartet ${own}`);
    const crumbs = seite.breadcrumbs ?? [];
    if (!crumbs.length) problems.push('keine Brotkrumen');
    else {
      if (crumbs[0]!.href !== '/de') problems.push(`erste Brotkrume führt zu ${crumbs[0]!.href}, erwartet /de`);
      const last = crumbs.at(-1)!;
      if (normalise(last.href) !== own)
        problems.push(`letzte Brotkrume führt zu ${last.href}, erwartet die Seite selbst (${own})`);
    }
    if (!seite.description) problems.push('description fehlt');
    else if (seite.description.length > 160)
      problems.push(`description hat ${seite.description.length} Zeichen (höchstens 160)`);
    const heroBlocks = seite.content.filter((b) => b.slotName === 'hero');
    if (heroBlocks.length > 1) problems.push(`${heroBlocks.length} Blöcke im Bereich hero, höchstens einer erlaubt`);
    if (own.startsWith('/de/gemeinschaftsschule') && seite.pageLayout !== 'schule')
      problems.push(`pageLayout ${seite.pageLayout}, erwartet schule`);
    expect(problems, `${rel(file)}:\n${problems.join('\n')}`).toEqual([]);
  });
});

describe('Menüs (content/menues)', () => {
  it.each(MENU_FILES)('%s.json entspricht dem Menüschema', (name) => {
    const file = path.join(MENUES, `${name}.json`);
    expect(existsSync(file), `${rel(file)} fehlt`).toBe(true);
    const menu = readJson(file);
    expect(validate_menue(menu), `${rel(file)}: ${errorsOf(validate_menue)}`).toBe(true);
    expect((menu as { menuItems: unknown[] }).menuItems.length, `${rel(file)}: keine Einträge`).toBeGreaterThan(0);
  });

  it('rechtliches.json enthält genau die rechtlichen und barrierefreien Links', () => {
    const file = path.join(MENUES, 'rechtliches.json');
    const hrefs = (readJson(file) as { menuItems: MenuItem[] }).menuItems.map((i) => i.href);
    expect(hrefs, rel(file)).toEqual([
      '/de/rechtliches/impressum',
      '/de/rechtliches/datenschutz',
      '/de/rathaus/kontakt',
      '/de/barrierefreiheit/erklaerung',
      '/de/barrierefreiheit/leichte-sprache',
      '/de/barrierefreiheit/seitenbedienung',
      '/de/barrierefreiheit/fehler-melden',
    ]);
  });
});

describe('Wetter und Einstellungen', () => {
  it('content/wetter.json entspricht dem Wetterschema', () => {
    const wetter = readJson(path.join(CONTENT, 'wetter.json'));
    expect(validate_wetter(wetter), `content/wetter.json: ${errorsOf(validate_wetter)}`).toBe(true);
  });

  it('content/einstellungen.json entspricht dem Einstellungsschema', () => {
    const einstellungen = readJson(path.join(CONTENT, 'einstellungen.json'));
    expect(
      validate_einstellungen(einstellungen),
      `content/einstellungen.json: ${errorsOf(validate_einstellungen)}`,
    ).toBe(true);
  });
});

describe('Verweise und Bilder', () => {
  it('jeder interne Link führt zu einer vorhandenen Seite oder erlaubten Route', () => {
    const broken: string[] = [];
    const check = (file: string, where: string, href: string) => {
      const reason = brokenReason(href);
      if (reason) broken.push(`${rel(file)} ${where}: ${href} (${reason})`);
    };

    for (const name of MENU_FILES) {
      const file = path.join(MENUES, `${name}.json`);
      if (!existsSync(file)) continue;
      walkMenu((readJson(file) as { menuItems: MenuItem[] }).menuItems ?? [], (item, trail) =>
        check(file, `Menü „${trail}“`, item.href),
      );
    }

    for (const [, { file, seite }] of pages) {
      for (const crumb of seite.breadcrumbs ?? []) check(file, `Brotkrume „${crumb.title}“`, crumb.href);
      for (const [i, block] of seite.content.entries()) {
        const label = `Block ${i} (${block.id ?? block.template})`;
        const refs: { kind: 'link' | 'bild'; url: string; where: string }[] = [];
        collectRefs(block.options ?? {}, label, refs);
        for (const ref of refs) if (ref.kind === 'link') check(file, ref.where, ref.url);
        for (const htmlPath of blockMeta[block.template]?.htmlPaths ?? []) {
          for (const html of valuesAt(block.options, htmlPath)) {
            if (typeof html !== 'string') continue;
            for (const { attr, url } of htmlUrls(html))
              if (attr === 'href') check(file, `${label} HTML ${htmlPath.join('.')}`, url);
          }
        }
      }
    }

    const settingsFile = path.join(CONTENT, 'einstellungen.json');
    const settingsRefs: { kind: 'link' | 'bild'; url: string; where: string }[] = [];
    collectRefs(readJson(settingsFile), 'einstellungen', settingsRefs);
    for (const ref of settingsRefs) if (ref.kind === 'link') check(settingsFile, ref.where, ref.url);

    expect(broken, `Verweise ohne Ziel:\n${broken.join('\n')}`).toEqual([]);
  });

  it('jedes Bild unter /bilder/ liegt in public/bilder/', () => {
    const missing: string[] = [];
    const check = (file: string, where: string, src: string) => {
      if (!src.startsWith('/bilder/')) return;
      if (!existsSync(path.join(PUBLIC, normalise(src))))
        missing.push(`${rel(file)} ${where}: ${src} fehlt in public/bilder/`);
    };
    for (const [, { file, seite }] of pages) {
      for (const [i, image] of (seite.heroImages ?? []).entries()) check(file, `heroImages[${i}]`, image.src);
      for (const [i, block] of seite.content.entries()) {
        const label = `Block ${i} (${block.id ?? block.template})`;
        const refs: { kind: 'link' | 'bild'; url: string; where: string }[] = [];
        collectRefs(block.options ?? {}, label, refs);
        for (const ref of refs) if (ref.kind === 'bild') check(file, ref.where, ref.url);
        for (const htmlPath of blockMeta[block.template]?.htmlPaths ?? []) {
          for (const html of valuesAt(block.options, htmlPath)) {
            if (typeof html !== 'string') continue;
            for (const { attr, url } of htmlUrls(html)) if (attr === 'src') check(file, `${label} HTML`, url);
          }
        }
      }
    }
    expect(missing, `Fehlende Bilder:\n${missing.join('\n')}`).toEqual([]);
  });

  it('jedes Bild hat einen Alternativtext', () => {
    const problems: string[] = [];
    for (const [, { file, seite }] of pages) {
      for (const [i, image] of (seite.heroImages ?? []).entries())
        if (!image.alt?.trim()) problems.push(`${rel(file)} heroImages[${i}]: alt leer`);
      const visit = (node: unknown, where: string): void => {
        if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${where}[${i}]`));
        if (!node || typeof node !== 'object') return;
        const obj = node as Json;
        if (typeof obj.bild === 'string' && !(typeof obj.bildtext === 'string' && obj.bildtext.trim()))
          problems.push(`${rel(file)} ${where}: bildtext leer`);
        for (const [key, value] of Object.entries(obj)) visit(value, `${where}.${key}`);
      };
      seite.content.forEach((block, i) => visit(block.options, `Block ${i} (${block.id ?? block.template})`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('Umfang', () => {
  it('es gibt mindestens 10 Inhaltsseiten neben den rechtlichen und barrierefreien Seiten', () => {
    const others = [...pages.keys()].filter((p) => !LEGAL_PAGES.includes(p));
    expect(others.length, `nur ${others.length} Inhaltsseiten: ${others.join(', ')}`).toBeGreaterThanOrEqual(10);
  });

  it.each(LEGAL_PAGES)('die Pflichtseite %s gibt es', (sitePath) => {
    expect(pages.has(sitePath), `content/seiten${sitePath.slice(3)}.json fehlt`).toBe(true);
  });

  it('die Startseite hat einen Hero, einen Headline-Teaser, zwei Bild-Text-Teaser und einen Textblock', () => {
    const start = pages.get('/de');
    expect(start, 'content/seiten/index.json fehlt').toBeDefined();
    const count = (template: string) => start!.seite.content.filter((b) => b.template === template).length;
    expect(
      start!.seite.content.some((b) => b.template === 'hero' && b.slotName === 'hero'),
      'content/seiten/index.json: kein hero im Bereich hero',
    ).toBe(true);
    expect(count('headline-teaser'), 'content/seiten/index.json: headline-teaser').toBeGreaterThanOrEqual(1);
    expect(count('bild-text-teaser-3x'), 'content/seiten/index.json: bild-text-teaser-3x').toBeGreaterThanOrEqual(2);
    expect(count('text'), 'content/seiten/index.json: text').toBeGreaterThanOrEqual(1);
  });
});
