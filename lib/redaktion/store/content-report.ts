// Computes the Inhaltsprüfung over every stored kind (lib/redaktion/store/stored-kinds.ts: pages and menus): each
// version migrated as every read migrates and judged by the renderer's validators, page-level, menu and block
// findings alike, none cut off. The start check asks for what a release serves (`start`: the published, scheduled
// and newest versions, found through the indexes); the Redaktion and the command line for the whole history.
// Reads only, in batches.
import type { Sql } from '@/lib/db/database';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import type { Actor } from '@/lib/redaktion/shared/types';
import {
  BERICHT_ZUSTAENDE,
  BRECHENDE_ZUSTAENDE,
  type Befund,
  type BerichtUmfang,
  type BerichtZeile,
  type BerichtZustand,
  type Inhaltsbericht,
} from '../shared/content-report';
import { STORED_KINDS, type StoredKind } from './stored-kinds';
import type { StoredVersionRow } from './stored-versions';

function stateOf(row: StoredVersionRow): BerichtZustand {
  if (!row.lebt) return 'archiviert';
  if (row.veroeffentlicht) return 'veroeffentlicht';
  if (row.geplant) return 'geplant';
  if (row.zustand === 'zur_freigabe') return 'zur_freigabe';
  if (row.zustand === 'entwurf' && row.neueste) return 'entwurf';
  return 'history';
}

function count(rows: Map<string, BerichtZeile>, form: string, version: number, zustand: BerichtZustand, ok: boolean) {
  const key = `${form}\n${version}`;
  const line = rows.get(key) ?? {
    form,
    version,
    anzahl: Object.fromEntries(BERICHT_ZUSTAENDE.map((z) => [z, 0])) as Record<BerichtZustand, number>,
    sauber: 0,
    fehlerhaft: 0,
  };
  rows.set(key, line);
  line.anzahl[zustand]++;
  if (ok) line.sauber++;
  else line.fehlerhaft++;
}

const formOrder = (form: string) => (form === 'seite' ? 0 : form === 'menue' ? 1 : 2);

export async function contentReport(
  sql: Sql,
  { umfang = 'alle', kinds = STORED_KINDS }: { umfang?: BerichtUmfang; kinds?: readonly StoredKind[] } = {},
): Promise<Inhaltsbericht> {
  const rows = new Map<string, BerichtZeile>();
  const befunde: Befund[] = [];
  let fassungen = 0;
  let bloecke = 0;
  for (const kind of kinds) {
    for (let after = 0; ;) {
      const batch = await kind.batch(sql, umfang, after);
      for (const row of batch) {
        const zustand = stateOf(row);
        const { parts, findings } = kind.judge(row);
        for (const part of parts) {
          count(rows, part.form, part.version, zustand, part.sauber);
          if (part.form.startsWith('block:')) bloecke++;
        }
        for (const finding of findings) {
          befunde.push({
            art: kind.art,
            pfad: row.ort,
            objektId: row.objekt_id,
            versionId: row.id,
            nummer: row.nummer,
            neueste: row.neueste,
            zustand,
            ...finding,
          });
        }
      }
      fassungen += batch.length;
      if (!batch.length) break;
      after = batch.at(-1)!.id;
    }
  }
  const zeilen = [...rows.values()].sort(
    (a, b) => formOrder(a.form) - formOrder(b.form) || a.form.localeCompare(b.form) || a.version - b.version,
  );
  befunde.sort(
    (a, b) =>
      a.art.localeCompare(b.art) ||
      a.pfad.localeCompare(b.pfad) ||
      b.nummer - a.nummer ||
      (a.blockIndex ?? -1) - (b.blockIndex ?? -1),
  );
  const bricht = befunde.some((b) => b.schwere === 'fehler' && BRECHENDE_ZUSTAENDE.includes(b.zustand));
  return { umfang, fassungen, bloecke, zeilen, befunde, bricht };
}

/** The report for the Redaktion's page: admins only (it names every stored version of every page). */
export async function readContentReport(sql: Sql, actor: Actor): Promise<Inhaltsbericht> {
  requirePermission(actor, 'inhaltspruefung_lesen');
  return contentReport(sql);
}
