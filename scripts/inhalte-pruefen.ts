// `npm run inhalte:pruefen` (README „Blöcke ändern“): the impact report of this release's block migrations on the
// store (PGlite under DATA_DIR, or DATABASE_URL). Exit 0: nothing published or scheduled breaks; 1: something
// would; 2: the store could not be read. `--json` prints the report as JSON.
import { performance } from 'node:perf_hooks';
import { closeDatabase } from '@/lib/db';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { contentReport } from '@/lib/redaktion/store/content-report';
import { BERICHT_ZUSTAENDE, ZUSTAND_TEXT, type Inhaltsbericht } from '@/lib/redaktion/shared/content-report';

const pad = (value: string | number, width: number) => String(value).padStart(width);

export function reportText(report: Inhaltsbericht, ms: number): string {
  const head = [
    'Block'.padEnd(28),
    'Version',
    ...BERICHT_ZUSTAENDE.map((z) => pad(ZUSTAND_TEXT[z], 15)),
    pad('sauber', 8),
    pad('fehlerhaft', 11),
  ];
  const lines = [
    `Inhaltsprüfung: ${report.fassungen} gespeicherte Fassungen, ${report.bloecke} Blöcke, ${Math.round(ms)} ms`,
    head.join(' '),
    ...report.zeilen.map((z) =>
      [
        z.template.padEnd(28),
        pad(`v${z.version}`, 7),
        ...BERICHT_ZUSTAENDE.map((s) => pad(z.anzahl[s], 15)),
        pad(z.sauber, 8),
        pad(z.fehlerhaft, 11),
      ].join(' '),
    ),
  ];
  if (report.befunde.length) {
    lines.push('', `Befunde nach der Migration (${report.befunde.length}):`);
    for (const b of report.befunde) {
      lines.push(
        `  ${b.pfad}, Version ${b.nummer} (${ZUSTAND_TEXT[b.zustand]}), Block ${b.blockIndex + 1} „${b.template}“ v${b.blockVersion}, Feld ${b.feld || '/'}: ${b.meldung}`,
      );
    }
  }
  lines.push(
    '',
    report.bricht
      ? 'Ergebnis: veröffentlichte oder geplante Inhalte wären nach der Migration ungültig.'
      : 'Ergebnis: alle veröffentlichten und geplanten Inhalte bleiben gültig.',
  );
  return lines.join('\n');
}

async function main(): Promise<number> {
  try {
    const db = await redaktionStore();
    const started = performance.now();
    const report = await contentReport(db);
    const ms = performance.now() - started;
    console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : reportText(report, ms));
    return report.bricht ? 1 : 0;
  } catch (error) {
    console.error('Inhaltsprüfung: der Speicher konnte nicht gelesen werden:', error);
    return 2;
  } finally {
    await closeDatabase();
  }
}

if (process.argv[1] && /inhalte-pruefen\.ts$/.test(process.argv[1])) {
  main().then((code) => process.exit(code));
}
