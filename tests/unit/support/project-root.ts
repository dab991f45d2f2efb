// The project's root folder, for tests that read its files (content/, schemas/, the README): one place that knows
// where the tests stand, so a test's own depth never decides what it reads.
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');
