import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'lib/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
