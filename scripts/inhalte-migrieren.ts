// `npm run inhalte:migrieren` (README „Blöcke ändern“): rewrites stored pages and menus to this release's shapes.
// A dry run by default (prints what would change); `--schreiben` writes, in batches, each in a transaction, the
// content as it was kept in inhalt_vor_migration. Run it once every instance runs this release; afterwards a
// shape's older versions can be retired with `x-mindestversion`. `--json` prints the report as JSON.
// Exit 0: done; 2: the store could not be read or written.
import { performance } from 'node:perf_hooks';
import { closeDatabase } from '@/lib/db';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { rewriteStoredContent, type Umschreibbericht } from '@/lib/redaktion/store/rewrite-content';

export function rewriteText(bericht: Umschreibbericht, ms: number, peakMb: number): string {
  const lines = [
    `${bericht.schreiben ? 'Inhalte migriert' : 'Trockenlauf (nichts geschrieben; mit --schreiben ausführen)'}: ${bericht.gelesen} gespeicherte Fassungen gelesen, ${bericht.umgeschrieben} ${bericht.schreiben ? 'umgeschrieben' : 'würden umgeschrieben'}${bericht.schreiben ? ` in ${bericht.transaktionen} Transaktionen` : ''}, ${Math.round(ms)} ms, höchstens ${peakMb} MB Speicher`,
  ];
  const migriert = Object.entries(bericht.migriert).sort(([a], [b]) => a.localeCompare(b));
  if (migriert.length) {
    lines.push('', 'Auf die aktuelle Version gebracht:');
    for (const [form, n] of migriert) lines.push(`  ${form}: ${n}`);
  }
  const geblieben = Object.entries(bericht.geblieben).sort(([a], [b]) => a.localeCompare(b));
  if (geblieben.length) {
    lines.push(
      '',
      'Unverändert gelassen (zu-neu: von einer neueren Version gespeichert; siehe npm run inhalte:pruefen):',
    );
    for (const [form, n] of geblieben) lines.push(`  ${form}: ${n}`);
  } else if (bericht.schreiben) {
    lines.push(
      '',
      'Alle gespeicherten Inhalte sind in der aktuellen Version: ältere Versionen können mit "x-mindestversion" stillgelegt werden.',
    );
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const db = await redaktionStore();
    const started = performance.now();
    const bericht = await rewriteStoredContent(db, { schreiben: process.argv.includes('--schreiben') });
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    const peakMb = Math.round(peak / 1024 / 1024);
    console.log(
      process.argv.includes('--json')
        ? JSON.stringify({ ...bericht, ms, peakMb }, null, 2)
        : rewriteText(bericht, ms, peakMb),
    );
    return 0;
  } catch (error) {
    console.error('Inhalte migrieren: der Speicher konnte nicht gelesen oder geschrieben werden:', error);
    return 2;
  } finally {
    clearInterval(sampler);
    await closeDatabase();
  }
}

if (process.argv[1] && /inhalte-migrieren\.ts$/.test(process.argv[1])) {
  main().then((code) => process.exit(code));
}
