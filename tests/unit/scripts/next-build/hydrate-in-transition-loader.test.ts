import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NEXT_CLIENT_START, hydrateInTransition } from '@/scripts/next-build/hydrate-in-transition-loader.js';

const require = createRequire(import.meta.url);
// Both builds of Next's client start that webpack may take (CommonJS and ESM), as installed.
const installed = ['next/dist/client/index.js', 'next/dist/esm/client/index.js'].map((file) => require.resolve(file));

describe('hydrate in a transition', () => {
  it.each(installed)('wraps the first hydrateRoot of %s in startTransition, and nothing else', (file) => {
    const source = readFileSync(file, 'utf8');
    const out = hydrateInTransition(source);
    const wrapped =
      /[\w$.]+\.startTransition\(\(\) => \{ (reactRoot = [\w$.]+\.hydrateRoot\(domEl, reactEl, \{[^}]*\}\);) \}\);/;
    expect(out).toMatch(wrapped);
    // Only the one statement changed: without its wrapper the file is Next's own again, byte for byte.
    expect(out.replace(wrapped, '$1')).toBe(source);
    expect(NEXT_CLIENT_START.test(file)).toBe(true);
  });

  it('fails loudly when Next changes the shape of its client start', () => {
    expect(() => hydrateInTransition('root = ReactDOM.hydrateRoot(el, app);')).toThrow(/no longer matches/);
    expect(NEXT_CLIENT_START.test('/x/node_modules/next/dist/client/router.js')).toBe(false);
  });
});
