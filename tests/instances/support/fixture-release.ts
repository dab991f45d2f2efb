// The "newer release" of the two-build test (tests/instances/two-releases.test.ts): this checkout's sources copied
// aside with one block type at its next version (a new required field and the migration that fills it, as a real
// breaking change is made: README „Blöcke ändern“), code generated and built there with `npm run build`'s own
// script. node_modules is shared through a link.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './instance';

/** The block type the fixture release moves on, and the field its new version requires. */
export const FIXTURE_BLOCK = 'text';
export const FIXTURE_FIELD = 'ausrichtung';

export interface FixtureRelease {
  root: string;
  /** The version of FIXTURE_BLOCK the fixture writes (today's + 1). */
  version: number;
  /** Wall time of copying, code generation and the build, in ms. */
  timings: { kopieren: number; codegen: number; build: number };
}

function trackedFiles(): string[] {
  const list = (args: string[]) =>
    execFileSync('git', ['ls-files', '-z', ...args], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  return [...new Set([...list([]), ...list(['--others', '--exclude-standard'])])];
}

/** `reuse`: a fixture release already built at `target` is taken as it is. */
export function buildFixtureRelease(target: string, { reuse = false } = {}): FixtureRelease {
  const root = path.resolve(ROOT, target);
  const started = Date.now();
  if (reuse && existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    const schema = JSON.parse(readFileSync(path.join(root, 'blocks', FIXTURE_BLOCK, 'schema.json'), 'utf8'));
    return { root, version: schema['x-version'], timings: { kopieren: 0, codegen: 0, build: 0 } };
  }
  rmSync(root, { recursive: true, force: true });
  for (const file of trackedFiles()) {
    const from = path.join(ROOT, file);
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    try {
      // With their times: a lockfile newer than the shared node_modules would make the release's `npm start` run
      // `npm install` (scripts/ensure-installed.mjs) through the symlink below, 35 s of its first start.
      cpSync(from, path.join(root, file), { preserveTimestamps: true });
    } catch (error) {
      // A file deleted in the work tree but still tracked: the release does not have it either.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');

  // The next version of the block: one new required field, filled by the migration (idempotent, as every one).
  const schemaFile = path.join(root, 'blocks', FIXTURE_BLOCK, 'schema.json');
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown> & {
    required?: string[];
    properties: Record<string, unknown>;
  };
  const from = (schema['x-version'] as number | undefined) ?? 1;
  const version = from + 1;
  schema['x-version'] = version;
  schema.required = [...(schema.required ?? []), FIXTURE_FIELD];
  schema.properties[FIXTURE_FIELD] = {
    title: 'Ausrichtung',
    description: 'Wie der Text steht.',
    type: 'string',
    enum: ['links', 'zentriert'],
  };
  writeFileSync(schemaFile, JSON.stringify(schema, null, 2) + '\n');
  const title = schema.title as string;
  mkdirSync(path.join(root, 'blocks', FIXTURE_BLOCK, 'migrations'), { recursive: true });
  writeFileSync(
    path.join(root, 'blocks', FIXTURE_BLOCK, 'migrations', `v${from}-to-v${version}.ts`),
    `// Fixture release: text blocks before version ${version} stand left.
import type { ${title}V${from}, ${title}V${version} } from '@/codegen/out/shape-version-types';

export default function migrate(old: ${title}V${from} | ${title}V${version}): ${title}V${version} {
  return '${FIXTURE_FIELD}' in old ? (old as ${title}V${version}) : { ...old, ${FIXTURE_FIELD}: 'links' };
}
`,
  );
  const copied = Date.now();
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  execFileSync(process.execPath, [tsx, 'codegen/index.ts'], { cwd: root, stdio: 'pipe' });
  const generated = Date.now();
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, NEXT_DIST_DIR: '.next', NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const built = Date.now();
  return {
    root,
    version,
    timings: { kopieren: copied - started, codegen: generated - copied, build: built - generated },
  };
}
