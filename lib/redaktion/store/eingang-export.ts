// The CSV export of one form's submissions for an office (approvers, within their offices): the rows come from the
// database in keyset batches and leave as they come (the route streams them through csv-stringify), so 50,000
// submissions never sit in memory at once. Audit-logged with the filter and how many rows went out.
import type { Sql } from '@/lib/db/database';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { DESK_TEXTE, ZUSTAND_NAMEN, type EingangFilter, type EingangZustand } from '@/lib/redaktion/shared/eingaenge';
import { formatDatumUhrzeit } from '@/lib/format/datum';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import { writeAudit } from './audit';
import { felderVon, wertText } from './eingang-felder';
import { requireAmt, TIME_TEXT, whereOf, type Desk } from './eingaenge';

const BATCH = 500;

export interface ExportPlan {
  dateiname: string;
  kopf: string[];
  zeilen: AsyncGenerator<string[]>;
}

/** Checks who may export what, then hands out the header and the rows (read batch by batch as they are taken). */
export function planExport(sql: Sql, actor: Actor, desk: Desk, filter: EingangFilter, today: string): ExportPlan {
  requirePermission(actor, 'eingaenge_exportieren');
  const art = desk.arten.find((a) => a.art === filter.formular && a.eingang === 'formulare');
  if (!filter.formular) throw new RedaktionError(422, DESK_TEXTE.formularFehlt, [], 'formular');
  if (!art) throw new RedaktionError(404, DESK_TEXTE.formularesUnbekannt);
  requireAmt(desk, actor, art.art);
  const felder = felderVon(art.art);
  const { where, params } = whereOf(desk, actor, { ...filter, nach: undefined, vor: undefined });
  async function* zeilen(): AsyncGenerator<string[]> {
    let cursor: { zeit: string; id: string } | null = null;
    let count = 0;
    try {
      for (;;) {
        const pageParams = [...params];
        const conditions = [...where];
        if (cursor) {
          conditions.push(
            `(e.erstellt_am, e.id) < ($${pageParams.push(cursor.zeit)}::timestamptz, $${pageParams.push(cursor.id)}::uuid)`,
          );
        }
        const { rows } = await sql.query<{
          id: string;
          zeit: string;
          erstellt_am: Date | string;
          zustand: EingangZustand;
          daten: Record<string, unknown>;
        }>(
          `SELECT e.id::text AS id, ${TIME_TEXT} AS zeit, e.erstellt_am, e.zustand, e.daten FROM formular_eingaenge e
           WHERE ${conditions.join(' AND ')} ORDER BY e.erstellt_am DESC, e.id DESC LIMIT ${BATCH}`,
          pageParams,
        );
        for (const row of rows) {
          count++;
          yield [
            row.id,
            formatDatumUhrzeit(row.erstellt_am),
            ZUSTAND_NAMEN[row.zustand],
            ...felder.map(({ feld }) => wertText(row.daten[feld])),
          ];
        }
        if (rows.length < BATCH) break;
        const last = rows[rows.length - 1]!;
        cursor = { zeit: last.zeit, id: last.id };
      }
    } finally {
      await writeAudit(sql, actor, {
        aktion: 'eingaenge_exportiert',
        objektArt: 'eingang',
        details: {
          formular: art!.art,
          zustand: filter.zustand ?? null,
          von: filter.von ?? null,
          bis: filter.bis ?? null,
          suche: Boolean(filter.suche),
          zeilen: count,
        },
      });
    }
  }
  return {
    dateiname: `${art.art}-${today}.csv`,
    kopf: ['Eingangsnummer', 'Eingegangen am', 'Zustand', ...felder.map((f) => f.titel)],
    zeilen: zeilen(),
  };
}
