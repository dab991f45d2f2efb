import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Opening PGlite takes seconds on a loaded 2-core machine.
    hookTimeout: 60_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
