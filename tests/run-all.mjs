// `npm test`: installs what is missing (npm packages, Debian's Chromium), then runs every check:
// codegen --check, the folder loop check, type check, lint (with the layers of lib/), formatting (Prettier), unit
// tests (vitest), production build, end-to-end tests in headless Chromium with axe-core, the several-instances test. Ends with one line `N passed, N failed` over all suites.
// On two cores every stage is bound by work, so what runs beside what decides the wall time: the unit tests (one vitest
// worker per core) beside the production build, which every server of the end-to-end and several-instances tests then
// shares. The static checks (ESLint beside codegen --check, the type check and Prettier) run at the lowest priority
// from the start, the two-builds test's newer release from the build on: they take only what the other stages leave
// idle (most of it while the several-instances test waits for its instances), not a minute of their own up front.
// Each stage's wall time and the CPU seconds of each phase are printed at the end (tests/support/stages.mjs).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ROOT, run } from '../scripts/ensure-installed.mjs';
import { formatClock, runAsync, startClock } from './support/stages.mjs';

const TMP = path.join(ROOT, 'tests', '.tmp');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function aptInstall(pkg) {
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  return apt(['update', '-qq']) === 0 && apt(['install', '-y', '-qq', pkg]) === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  console.log('› Chromium fehlt: apt-get install chromium …');
  return aptInstall('chromium') && existsSync(CHROMIUM);
}

// The booking race test also runs against a real PostgreSQL: Debian's `postgresql`, installed
// when missing and started here (initdb + pg_ctl as user postgres, on 127.0.0.1, inside tests/.tmp).
function postgresBin() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return version && existsSync(path.join(base, version, 'bin', 'pg_ctl')) ? path.join(base, version, 'bin') : null;
}

/** Starts a throw-away PostgreSQL; returns its DATABASE_URL and a stop function, or null. */
function startPostgres() {
  let bin = postgresBin();
  if (!bin) {
    console.log('› PostgreSQL fehlt: apt-get install postgresql …');
    if (!aptInstall('postgresql')) return null;
    bin = postgresBin();
    if (!bin) return null;
  }
  const dir = path.join(TMP, 'postgres');
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  // initdb refuses to run as root: then the cluster belongs to user postgres.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const as = (cmd, args) =>
    spawnSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'inherit' })
      .status;
  const port = 55000 + Math.floor(Math.random() * 5000);
  if (
    as(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]) !== 0
  )
    return null;
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  if (as(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log.txt'), '-w', '-o', options, 'start']) !== 0)
    return null;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}

const results = [];
/** `first`: listed at the top of the summary (the static checks, which end last but are read first). */
function record(name, passed, failed, { first = false } = {}) {
  results.push({ name, passed, failed, first });
  console.log(`\n== ${name}: ${passed} bestanden, ${failed} fehlgeschlagen\n`);
}

const timings = [];
/** Runs `work` (sync or async) and keeps its wall time and CPU seconds for the closing table. */
async function timed(name, work) {
  const clock = startClock();
  const value = await work();
  timings.push({ name, ...clock() });
  return value;
}

const slug = (name) => name.replace(/\W+/g, '-');

/** A check whose output is kept in a file (checks side by side would mix their lines); `nice` as in runAsync. */
async function check(name, command, args, { nice } = {}) {
  const logFile = path.join(TMP, `${slug(name)}.log`);
  const status = await timed(name, () =>
    runAsync(command, args, { env: { NEXT_TELEMETRY_DISABLED: '1' }, logFile, nice }),
  );
  return { name, command: [command, ...args].join(' '), logFile, status };
}

/** Prints a finished check's output and records it in the summary; true when it passed. */
function recordCheck({ name, command, logFile, status }, options) {
  console.log(`\n== ${name}: ${command}`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1, options);
  return status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

ensureInstalled();
rmSync(TMP, { recursive: true, force: true });
mkdirSync(TMP, { recursive: true });

const total = startClock();

// The static checks in two lanes at the lowest priority, from the start to whenever the cores have time for them; they
// read the sources only. Their counts head the summary, in a fixed order.
const NICE = 19;
const staticChecks = timed('Phase: statische Prüfungen (niedrige Priorität, neben allem)', async () => {
  const lint = check('Lint', 'npx', ['eslint', '.', '--max-warnings=0'], { nice: NICE });
  const others = [];
  for (const [name, command, args] of [
    ['codegen --check', 'npx', ['tsx', 'codegen/index.ts', '--check']],
    ['Importschleifen', 'node', ['scripts/check-folder-loops.mjs']],
    ['Typprüfung', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['Formatierung', 'npx', ['prettier', '--check', '.']],
  ])
    others.push(await check(name, command, args, { nice: NICE }));
  return [...others, await lint];
});

// The throw-away PostgreSQL: booking race and ledger unit tests, several-instances test.
const postgres = await timed('PostgreSQL-Start', () => startPostgres());
if (!postgres) record('PostgreSQL für die Datenbanktests (nicht startbar)', 0, 1);

/** Runs vitest with a JSON report and records its counts. */
async function vitest(name, args, env = {}) {
  const out = path.join(TMP, `${slug(name)}.json`);
  console.log(`\n== ${name}: vitest run ${args.join(' ')}`);
  const status = await timed(name, () =>
    runAsync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
      env,
    }),
  );
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + (status !== 0 && !report?.numFailedTests ? 1 : 0);
  record(name, passed, failed);
}

// The unit tests beside the build of `npm run build` (scripts/build.mjs: build id from the sources, stamp for
// `npm start`): the three share the cores while the build runs, then both workers have them; no unit test reads the
// build folder.
const built = await timed('Phase: Unit-Tests und Produktions-Build', async () => {
  const building = check('Produktions-Build', process.execPath, ['scripts/build.mjs']);
  await vitest('Unit-Tests', [], postgres ? { DATABASE_URL: postgres.url } : {});
  return recordCheck(await building);
});

// The two-builds test's newer release is a second production build (85 s of the several-instances stage when built
// there). It is built from here on at the lowest priority: it takes only the time the end-to-end tests leave the
// cores (their waits for servers and pages) and, after them, the several-instances tests; the two-builds test then
// starts from it. If it fails, that test builds the release itself and shows why.
const FIXTURE_RELEASE_DIR = path.join(TMP, 'neue-version');
const fixtureRelease =
  built && postgres
    ? timed('Neue Version für den Zwei-Versionen-Test (niedrige Priorität)', () =>
        runAsync(
          process.execPath,
          [
            path.join('node_modules', 'tsx', 'dist', 'cli.mjs'),
            'tests/instances/build-fixture-release.ts',
            FIXTURE_RELEASE_DIR,
          ],
          { env: { NEXT_TELEMETRY_DISABLED: '1' }, logFile: path.join(TMP, 'neue-version.log'), nice: NICE },
        ),
      )
    : null;

if (!ensureChromium()) {
  record('End-to-End-Tests (Chromium nicht installierbar)', 0, 1);
} else if (!built) {
  record('End-to-End-Tests (kein Build)', 0, 1);
} else {
  const out = path.join(TMP, 'playwright.json');
  console.log('\n== End-to-End-Tests: playwright test');
  const status = await timed('End-to-End-Tests', () =>
    run('npx', ['playwright', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: process.env.CI ?? '' } }),
  );
  const stats = readJson(out)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (status !== 0 && !stats?.unexpected ? 1 : 0);
  record('End-to-End-Tests', passed, failed);
}

// Two instances of the build on the PostgreSQL behind a round-robin proxy (tests/instances), then two builds on it.
const TWO_RELEASES = 'tests/instances/two-releases.test.ts';
if (!built) record('Mehrere Instanzen (kein Build)', 0, 1);
else if (!postgres) record('Mehrere Instanzen (keine PostgreSQL)', 0, 1);
else {
  const instances = ['-c', 'tests/instances/vitest.config.mts'];
  await vitest('Mehrere Instanzen', [...instances, '--exclude', TWO_RELEASES], { DATABASE_URL: postgres.url });
  const releaseBuilt = (await fixtureRelease) === 0;
  if (!releaseBuilt) process.stdout.write(readFileSync(path.join(TMP, 'neue-version.log'), 'utf8'));
  await vitest('Zwei Versionen auf einer Datenbank', [...instances, TWO_RELEASES], {
    DATABASE_URL: postgres.url,
    ...(releaseBuilt ? { FIXTURE_RELEASE_DIR } : {}),
  });
}
postgres?.stop();
for (const finished of await staticChecks) recordCheck(finished, { first: true });

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
timings.push({ name: 'Gesamt', ...total() });
console.log(
  '\nZeiten (Wanduhr; CPU-Sekunden der in der Zeit beendeten Prozesse; die ganze Maschine in der Zeit und wie viele Kerne sie belegt hielt; bei parallelen Stufen je Phase lesen):',
);
for (const t of timings) console.log(`  ${t.name}: ${formatClock(t)}`);
console.log('\nZusammenfassung:');
for (const r of [...results.filter((r) => r.first), ...results.filter((r) => !r.first)])
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} bestanden, ${r.failed} fehlgeschlagen`);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
