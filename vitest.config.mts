import { defineConfig, type Plugin } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * The server's half of staticIsland() (renderer/islands/static-island.tsx) is a relative `require` that webpack
 * bundles; under vitest the repository's modules are ESM, so such a require becomes the same import, hoisted.
 */
function relativeRequireAsImport(): Plugin {
  const REQUIRE = /\brequire\((['"])(\.{1,2}\/[^'"]+)\1\)/g;
  return {
    name: 'relative-require-as-import',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(tsx?|jsx?)$/.test(id) || !code.includes('require(')) return null;
      const imports: string[] = [];
      const body = code.replace(REQUIRE, (_, __, specifier: string) => {
        const name = `__required_${imports.length}`;
        imports.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
        return name;
      });
      return { code: `${imports.join('\n')}\n${body}`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [relativeRequireAsImport()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts'],
    environment: 'node',
    // One worker per core: vitest's own default leaves one core free (one worker on a 2-core machine), which after
    // the production build beside it (tests/run-all.mjs) left a core idle for most of the unit tests.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    // Opening PGlite takes seconds on a loaded 2-core machine.
    hookTimeout: 60_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
