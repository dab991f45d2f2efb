// Figures of the block migrations (README „Blöcke ändern“), measured on demand only (timings on a shared machine are
// no pass/fail test): `BENCH_MIGRATIONS=1 npx vitest run -c tests/bench/vitest.config.mts`.
// 1. render time of a page whose 30 text blocks all need a migration (stored in version 1) against the same page
//    already current (median of 200 runs each, interleaved, after a warm-up);
// 2. the Inhaltsprüfung's run time on a store of 10 000 stored page versions (PGlite in memory, seeded from
//    content/ and filled with copies of the seeded versions).
import { describe, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { blockMeta } from '@/codegen/out/block-meta';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite-database';
import { seedContent } from '@/lib/redaktion/store/seed';
import { contentReport } from '@/lib/redaktion/store/content-report';
import { CmsPageView, LAYOUTS } from '@/renderer/CmsPageView';
import { loadPage } from '@/renderer/load-page';
import { fakeCms } from '../unit/support/fake-cms';
import { preloadDynamic, renderWithRouter } from '../unit/support/render-with-router';

const RUNS = 200;
const VERSIONS = 10_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function page(current: boolean) {
  const content = Array.from({ length: 30 }, (_, i) => ({
    id: `t${i}`,
    template: 'text',
    slotName: 'main',
    ...(current
      ? {
          version: 2,
          options: { titel: { text: `Abschnitt ${i}`, ebene: 2 }, text: `<p>Absatz ${i} über Tannbrunn.</p>` },
        }
      : { options: { titel: `Abschnitt ${i}`, text: `<p>Absatz ${i} über Tannbrunn.</p>` } }),
  }));
  return { pageLayout: 'default', title: 'Dreißig Abschnitte', content };
}

async function renderOnce(envelope: unknown): Promise<number> {
  const started = performance.now();
  const result = await loadPage(
    { path: '/de/abschnitte', query: {}, showNotices: false },
    { cms: fakeCms({ '/de/abschnitte': envelope }), blockMeta, siteUrl: 'https://www.tannbrunn.example' },
  );
  if (result.kind !== 'page') throw new Error(result.kind);
  const html = renderWithRouter(<CmsPageView page={result.page} layoutData={{ menus: {}, weather: null }} />);
  if (!html.includes('Abschnitt 29')) throw new Error('Seite unvollständig');
  return performance.now() - started;
}

async function renderFigures() {
  await preloadDynamic(...Object.values(LAYOUTS));
  const stored = page(false);
  const current = page(true);
  for (let i = 0; i < 50; i++) await Promise.all([renderOnce(stored), renderOnce(current)]);
  const times = { migriert: [] as number[], aktuell: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    // Interleaved, alternating the order, so drift on a shared machine hits both alike.
    if (i % 2) {
      times.migriert.push(await renderOnce(stored));
      times.aktuell.push(await renderOnce(current));
    } else {
      times.aktuell.push(await renderOnce(current));
      times.migriert.push(await renderOnce(stored));
    }
  }
  const a = median(times.aktuell);
  const m = median(times.migriert);
  console.log(
    `Seite mit 30 Textblöcken: aktuell ${a.toFixed(3)} ms, alle migriert ${m.toFixed(3)} ms (Median von ${RUNS}), Unterschied ${(((m - a) / a) * 100).toFixed(1)} %`,
  );
}

async function reportFigures() {
  const db = await openPglite(undefined);
  await migrate(db);
  await seedContent(db, path.resolve(__dirname, '..', '..', '..', 'content'));
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokument_versionen');
  const seeded = rows[0]!.n;
  const copies = Math.ceil((VERSIONS - seeded) / seeded);
  // Older drafts of every page: copies of its seeded version, as many saves would leave them.
  await db.query(
    `INSERT INTO dokument_versionen (dokument_id, nummer, inhalt, autor_id, autor_name)
     SELECT v.dokument_id, v.nummer + g, v.inhalt, 'r-1', 'Rita Redaktion'
     FROM dokument_versionen v, generate_series(1, $1) g`,
    [copies],
  );
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokument_versionen')).rows[0]!.n;
  const started = performance.now();
  const report = await contentReport(db);
  const ms = performance.now() - started;
  console.log(
    `Inhaltsprüfung: ${total} gespeicherte Fassungen, ${report.bloecke} Blöcke, ${report.befunde.length} Befunde: ${Math.round(ms)} ms`,
  );
  await db.close();
}

describe.runIf(process.env.BENCH_MIGRATIONS === '1')('figures of the block migrations', () => {
  it('render time: 30 blocks migrated vs. current', renderFigures, 600_000);
  it('Inhaltsprüfung on 10 000 stored versions', reportFigures, 600_000);
});
