// The bench of a collection's import: a CSV of N events (default 5 000, one in ten with a German date, times and a
// place) read and checked as the Redaktion's preview, then confirmed (read again, stored as drafts in one
// transaction through createEntries) on a fresh in-memory store. Prints the time of each step and the process's RSS
// growth over each. Usage: `npx tsx tests/bench/import-csv.ts [rows]`; prints `IMPORT_JSON {…}` last.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPglite } from '@/lib/db/pglite-database';
import { migrate } from '@/lib/db/migrate';
import { seedContent } from '@/lib/redaktion/store/seed';
import { confirmImport, previewImport } from '@/lib/redaktion/store/entry-transfer';
import { sammlung } from '@/lib/sammlungen/registry';
import type { Actor } from '@/lib/redaktion/shared/types';

const rows = Number(process.argv[2] ?? 5000);
const actor: Actor = { id: 'bench-1', name: 'Bench Redaktion', role: 'redaktion' };
const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

function eventsCsv(n: number): Buffer {
  const lines = ['Titel;Erster Tag;Beginn (Uhrzeit);Ende (Uhrzeit);Ort;Eintritt;Kurztext'];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2027, 0, 1 + (i % 700)));
    const german = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
    const date = i % 10 === 0 ? german : day.toISOString().slice(0, 10);
    lines.push(
      `Veranstaltung ${i + 1};${date};${10 + (i % 8)}:00;${12 + (i % 8)}:30;Festhalle ${i % 12};${i % 5},50;Kurztext der Veranstaltung ${i + 1}`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

async function main() {
  const db = await openPglite(undefined);
  await migrate(db);
  await seedContent(db, path.join(process.cwd(), 'content'));
  const s = sammlung('veranstaltungen');
  const file = eventsCsv(rows);
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const vorschau = await previewImport(db, actor, s, 'csv', file);
  const t1 = performance.now();
  const rss1 = process.memoryUsage().rss;
  if (vorschau.fehler) throw new Error(`preview has ${vorschau.fehler} faults`);
  const { ids } = await confirmImport(db, actor, s, 'csv', file, 'bench.csv');
  const t2 = performance.now();
  const rss2 = process.memoryUsage().rss;
  const result = {
    rows,
    fileMB: mb(file.byteLength),
    previewMs: Math.round(t1 - t0),
    confirmMs: Math.round(t2 - t1),
    totalMs: Math.round(t2 - t0),
    created: ids.length,
    rssBeforeMB: mb(rss0),
    rssDeltaPreviewMB: mb(rss1 - rss0),
    rssDeltaTotalMB: mb(rss2 - rss0),
    previewJsonMB: mb(Buffer.byteLength(JSON.stringify({ vorschau }))),
  };
  console.log(
    `CSV-Import ${rows} Veranstaltungen (${result.fileMB} MB): Vorschau ${result.previewMs} ms, Bestätigung ${result.confirmMs} ms, RSS +${result.rssDeltaTotalMB} MB`,
  );
  console.log(`IMPORT_JSON ${JSON.stringify(result)}`);
  await db.close();
}

void main();
