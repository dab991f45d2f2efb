// Which blocks need their code in the browser. A block whose component, and every module of this repository it
// imports, renders from its props alone – no hook but the pure ones, no event handler, no lazy import, no package
// that works in the browser – is kept as the server rendered it (renderer/islands/static-island.tsx). Decided from
// the source, so a block cannot be marked wrongly by hand: the first hook or handler anywhere below it makes it
// hydrate again.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Hooks that only compute from props during render: nothing of theirs runs after the page has loaded. */
const PURE_HOOKS = new Set(['useId', 'useMemo', 'useContext']);
/** Packages that render to HTML and nothing else (links and images work as plain HTML, see renderer/islands/static-island.tsx). */
const SERVER_RENDERABLE = /^(react|next\/link|next\/image|dayjs(\/.*)?)$/;
/** A package's stylesheet (`import 'swiper/css'`): styles, no code. */
const STYLESHEET = /\.css$|(^|\/)css(\/|$)/;

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const LAZY_IMPORT = /\bimport\(|\bdynamic\(/;
const HANDLER = /\son[A-Z][A-Za-z]*=\{/;
const HOOK_CALL = /\b(use[A-Z][A-Za-z0-9]*)\s*(?:<[^>()]*>)?\s*\(/g;

/** Why a module needs the browser, or null when it renders on the server alone. */
export function browserReason(source: string): string | null {
  const code = source.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
  for (const [, hook] of code.matchAll(HOOK_CALL)) if (!PURE_HOOKS.has(hook!)) return `ruft ${hook} auf`;
  if (HANDLER.test(code)) return 'hat einen Event-Handler';
  if (LAZY_IMPORT.test(code)) return 'lädt Code nach';
  for (const [, specifier] of code.matchAll(IMPORT)) {
    const own = specifier!.startsWith('.') || specifier!.startsWith('@/');
    if (!own && !SERVER_RENDERABLE.test(specifier!) && !STYLESHEET.test(specifier!)) return `importiert ${specifier}`;
  }
  return null;
}

function resolveModule(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null;
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}.js`, `${base}/index.tsx`, `${base}/index.ts`])
    if (/\.(tsx?|js)$/.test(candidate) && existsSync(candidate)) return candidate;
  return null; // styles, JSON: nothing that runs
}

/**
 * The first module (relative to `root`) under `entry` that needs the browser, with the reason; null when the whole
 * tree renders on the server alone.
 */
export function needsBrowser(root: string, entry: string): { module: string; reason: string } | null {
  const seen = new Set<string>();
  const queue = [path.resolve(root, entry)];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const reason = browserReason(source);
    if (reason) return { module: path.relative(root, file), reason };
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const next = resolveModule(root, file, specifier!);
      if (next) queue.push(next);
    }
  }
  return null;
}
