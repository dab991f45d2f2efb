// Computes the Inhaltsprüfung: every stored page version, block by block, migrated as every read migrates and
// judged by the renderer's validators. Reads only; a store of 10 000 versions is read in batches.
import type { Sql } from '@/lib/db/database';
import { migrateBlock } from '@/lib/blocks/migrate';
import { checkEnvelope } from '@/lib/redaktion/shared/check-content';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import type { Actor } from '@/lib/redaktion/shared/types';
import {
  BERICHT_ZUSTAENDE,
  BRECHENDE_ZUSTAENDE,
  type Befund,
  type BerichtZeile,
  type BerichtZustand,
  type Inhaltsbericht,
} from '../shared/content-report';

const BATCH = 500;

interface Row {
  id: number;
  nummer: number;
  zustand: string;
  inhalt: unknown;
  pfad: string;
  seite_id: string;
  seite_aktiv: boolean;
  veroeffentlicht: boolean;
  geplant: boolean;
  neueste: boolean;
}

function stateOf(row: Row): BerichtZustand {
  if (!row.seite_aktiv) return 'archiviert';
  if (row.veroeffentlicht) return 'veroeffentlicht';
  if (row.geplant) return 'geplant';
  if (row.zustand === 'zur_freigabe') return 'zur_freigabe';
  if (row.zustand === 'entwurf' && row.neueste) return 'entwurf';
  return 'history';
}

type Block = { id?: unknown; template?: unknown; version?: unknown };

/** The findings of one stored version, and its blocks counted per template and stored version. */
function judge(row: Row, rows: Map<string, BerichtZeile>, befunde: Befund[]): number {
  const zustand = stateOf(row);
  const content = (row.inhalt as { content?: unknown } | null)?.content;
  const blocks: Block[] = Array.isArray(content) ? content : [];
  const perBlock = new Map<number, { feld: string; meldung: string }[]>();
  for (const m of checkEnvelope(row.inhalt).meldungen) {
    if (m.blockIndex === undefined) continue;
    const feld = m.pfad.replace(new RegExp(`^/content/${m.blockIndex}(/options)?`), '');
    perBlock.set(m.blockIndex, [...(perBlock.get(m.blockIndex) ?? []), { feld, meldung: m.meldung }]);
  }
  blocks.forEach((block, blockIndex) => {
    if (typeof block !== 'object' || block === null) return;
    const template = String(block.template);
    const migration = migrateBlock(block);
    const version = Number.isInteger(migration.from) ? migration.from : 0;
    const problems =
      migration.status === 'zu-neu'
        ? [{ feld: '', meldung: `Mit einer neueren Version der Website gespeichert (Version ${version}).` }]
        : migration.status === 'fehlgeschlagen'
          ? [{ feld: '', meldung: migration.error ?? 'Die Migration schlug fehl.' }]
          : (perBlock.get(blockIndex) ?? []);
    const key = `${template}\n${version}`;
    const line = rows.get(key) ?? {
      template,
      version,
      anzahl: Object.fromEntries(BERICHT_ZUSTAENDE.map((z) => [z, 0])) as Record<BerichtZustand, number>,
      sauber: 0,
      fehlerhaft: 0,
    };
    rows.set(key, line);
    line.anzahl[zustand]++;
    if (!problems.length) line.sauber++;
    else line.fehlerhaft++;
    for (const problem of problems) {
      befunde.push({
        pfad: row.pfad,
        seiteId: row.seite_id,
        versionId: row.id,
        nummer: row.nummer,
        zustand,
        template,
        blockVersion: version,
        ...(typeof block.id === 'string' || typeof block.id === 'number' ? { blockId: String(block.id) } : {}),
        blockIndex,
        ...problem,
      });
    }
  });
  return blocks.length;
}

export async function contentReport(sql: Sql): Promise<Inhaltsbericht> {
  const rows = new Map<string, BerichtZeile>();
  const befunde: Befund[] = [];
  let fassungen = 0;
  let bloecke = 0;
  for (let after = 0; ;) {
    const { rows: batch } = await sql.query<Row>(
      `SELECT v.id, v.nummer, v.zustand, v.inhalt, s.pfad, s.id AS seite_id, s.zustand = 'aktiv' AS seite_aktiv,
              v.id = s.veroeffentlichte_version AS veroeffentlicht,
              EXISTS (SELECT 1 FROM dokument_zeitplaene z WHERE z.version_id = v.id AND z.art = 'veroeffentlichen'
                      AND z.abgebrochen_am IS NULL AND z.ausgefuehrt_am IS NULL) AS geplant,
              v.nummer = (SELECT max(w.nummer) FROM dokument_versionen w WHERE w.dokument_id = v.dokument_id) AS neueste
       FROM dokument_versionen v JOIN dokumente s ON s.id = v.dokument_id
       WHERE v.id > $1 AND s.art = 'seite' ORDER BY v.id LIMIT ${BATCH}`,
      [after],
    );
    for (const row of batch) bloecke += judge(row, rows, befunde);
    fassungen += batch.length;
    if (batch.length < BATCH) break;
    after = batch.at(-1)!.id;
  }
  const zeilen = [...rows.values()].sort((a, b) => a.template.localeCompare(b.template) || a.version - b.version);
  befunde.sort((a, b) => a.pfad.localeCompare(b.pfad) || b.nummer - a.nummer || a.blockIndex - b.blockIndex);
  return { fassungen, bloecke, zeilen, befunde, bricht: befunde.some((b) => BRECHENDE_ZUSTAENDE.includes(b.zustand)) };
}

/** The report for the Redaktion's page: admins only (it names every stored version of every page). */
export async function readContentReport(sql: Sql, actor: Actor): Promise<Inhaltsbericht> {
  requirePermission(actor, 'inhaltspruefung_lesen');
  return contentReport(sql);
}
