// `npm run inhalte:pruefen` (README „Blöcke ändern“): the impact report of this release's migrations on the store
// (PGlite under DATA_DIR, or DATABASE_URL): every stored version of every page and menu, every finding. `--start`
// judges only what a release serves (the published, scheduled and newest versions; `npm start` runs it so).
// Exit 0: nothing published or scheduled breaks (content of a newer release is a warning); 1: something would;
// 2: the store could not be read. `--json` prints the report as JSON.
import { performance } from 'node:perf_hooks';
import { closeDatabase } from '@/lib/db';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { contentReport } from '@/lib/redaktion/store/content-report';
import {
  befundOrt,
  BERICHT_ZUSTAENDE,
  formText,
  ZUSTAND_TEXT,
  type Inhaltsbericht,
} from '@/lib/redaktion/shared/content-report';

const pad = (value: string | number, width: number) => String(value).padStart(width);

export function reportText(report: Inhaltsbericht, ms: number): string {
  const head = [
    'Form'.padEnd(32),
    'Version',
    ...BERICHT_ZUSTAENDE.map((z) => pad(ZUSTAND_TEXT[z], 15)),
    pad('sauber', 8),
    pad('fehlerhaft', 11),
  ];
  const scope =
    report.umfang === 'start' ? 'veröffentlichte, geplante und neueste Fassungen' : 'gespeicherte Fassungen';
  const lines = [
    `Inhaltsprüfung: ${report.fassungen} ${scope} (Seiten und Menüs), ${report.bloecke} Blöcke, ${Math.round(ms)} ms`,
    head.join(' '),
    ...report.zeilen.map((z) =>
      [
        formText(z.form).padEnd(32),
        pad(`v${z.version}`, 7),
        ...BERICHT_ZUSTAENDE.map((s) => pad(z.anzahl[s], 15)),
        pad(z.sauber, 8),
        pad(z.fehlerhaft, 11),
      ].join(' '),
    ),
  ];
  const fehler = report.befunde.filter((b) => b.schwere === 'fehler');
  const warnungen = report.befunde.filter((b) => b.schwere === 'warnung');
  if (fehler.length) {
    lines.push('', `Befunde nach der Migration (${fehler.length}):`);
    for (const b of fehler) lines.push(`  ${befundOrt(b)}: ${b.meldung}`);
  }
  if (warnungen.length) {
    lines.push(
      '',
      `Von einer neueren Version der Website gespeichert (${warnungen.length}; diese Version zeigt die zuletzt lesbare Fassung, README „Mehrere Instanzen“):`,
    );
    for (const b of warnungen) lines.push(`  ${befundOrt(b)}: ${b.meldung}`);
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
    const report = await contentReport(db, { umfang: process.argv.includes('--start') ? 'start' : 'alle' });
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
