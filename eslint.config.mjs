import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
    // Blocks receive validated content and loaded data as props; they never reach for pages or services.
    files: ['blocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/pages/*', '@/lib/services/*'] }],
    },
  },
];

export default config;
