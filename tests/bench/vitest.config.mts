// The benchmarks that measure through vitest (tests/bench/*.test.tsx): the unit tests' set-up, run on demand only
// (`npx vitest run -c tests/bench/vitest.config.mts`), never by `npm test`: timings on a shared machine are no pass/fail.
import path from 'node:path';
import unit from '../../vitest.config.mjs';

const bench = {
  ...unit,
  test: {
    ...unit.test,
    root: path.resolve(import.meta.dirname, '..', '..'),
    include: ['tests/bench/**/*.test.{ts,tsx}'],
  },
};

export default bench;
