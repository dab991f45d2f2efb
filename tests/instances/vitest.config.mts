// The several-instances test (tests/instances/instances.test.ts): its own run, after the production build.
import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '..', '..') } },
  test: {
    root: path.resolve(import.meta.dirname, '..', '..'),
    include: ['tests/instances/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
