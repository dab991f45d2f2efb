import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { libLayers } from './scripts/eslint-rules/lib-layers.mjs';
import { noFixedSleep } from './scripts/eslint-rules/no-fixed-sleep.mjs';

/** Modules that only run on the server: the database, the Redaktion's store and its API machinery, Node's own. */
const SERVER_ONLY = ['@/lib/db', '@/lib/db/*', '@/lib/redaktion/store/*', '@/lib/redaktion/actions/*', 'node:*', 'pg'];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'node_modules/**',
      'codegen/out/**',
      'tests/.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // Next.js reads its config as CommonJS.
    files: ['next.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // lib/ holds domain logic without React (DESIGN.md section 2).
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'react/*', 'next/*', '@/blocks/*', '@/pages/*', '@/renderer/*'] },
      ],
    },
  },
  {
    // The rooms of lib/ import along their layers (scripts/eslint-rules/lib-layers.mjs, the README's table).
    files: ['lib/**/*.{ts,tsx,js,mjs}'],
    plugins: { house: { rules: { 'lib-layers': libLayers } } },
    rules: { 'house/lib-layers': 'error' },
  },
  {
    // Blocks receive validated content and loaded data as props; they never reach for pages or services.
    files: ['blocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/pages/*', '@/lib/services/*', ...SERVER_ONLY] }],
    },
  },
  {
    // Browser-safe rooms: the Redaktion's shared words and rules, and the block schemas with their checks. The editor
    // runs them in the browser, so they never reach for the database, the store or Node's modules.
    files: ['lib/redaktion/shared/**/*.ts', 'lib/blocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            'react/*',
            'next/*',
            '@/blocks/*',
            '@/pages/*',
            '@/renderer/*',
            ...SERVER_ONLY,
          ],
        },
      ],
    },
  },
  {
    // Components run in the browser: server code reaches them only as props (getServerSideProps in pages/ and the
    // renderer's *-props.ts files).
    files: ['renderer/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: SERVER_ONLY }],
    },
  },
  {
    // The browser tests wait for events, not for time (scripts/eslint-rules/no-fixed-sleep.mjs).
    files: ['tests/e2e/**/*.ts'],
    plugins: { tests: { rules: { 'no-fixed-sleep': noFixedSleep } } },
    rules: { 'tests/no-fixed-sleep': 'error' },
  },
];

export default config;
