// `GET /api/redaktion/eingaenge/export?formular=…`: one form's submissions as CSV (lib/redaktion/store/eingang-export.ts),
// streamed: the rows leave as the database hands them out, through csv-stringify with formulas neutralised (a cell
// starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet never runs what a
// resident typed). Semicolons and a byte-order mark, as German spreadsheet programs read CSV.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NextApiRequest, NextApiResponse } from 'next';
import { stringify } from 'csv-stringify';
import { reportError } from '@/lib/error-reporting';
import { sendJson } from '@/lib/http/api-response';
import { setPrivateNoStore } from '@/lib/http/no-store';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { requireStaffSession } from '@/lib/session/staff-routes';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { planExport } from '@/lib/redaktion/store/eingang-export';
import { loadDesk, readFilter } from '@/lib/redaktion/store/eingaenge';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { redaktionSystem } from './redaktion-system';
import { SERVER_ERROR } from './api-route';

export async function exportRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const session = await requireStaffSession(redaktionSystem, req, res, { methods: ['GET', 'HEAD'] });
  if (!session) return;
  // A download started from another site (a forged link) is refused: the session cookie travels with it.
  if (req.headers['sec-fetch-site'] === 'cross-site')
    return sendJson(res, 403, { message: 'Der Export wird nur aus der Redaktion heraus gestartet.' });
  const db = await redaktionStore();
  let plan;
  try {
    plan = planExport(db, session.viewer.actor, await loadDesk(db), readFilter(req.query), todayInBerlin());
  } catch (error) {
    if (error instanceof RedaktionError) return sendJson(res, error.status, { message: error.message });
    reportError(error, { message: 'Redaktion: Export fehlgeschlagen' });
    return sendJson(res, 500, { message: SERVER_ERROR });
  }
  setPrivateNoStore(res);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${plan.dateiname}"`);
  if (req.method === 'HEAD') {
    await plan.zeilen.return(undefined);
    return void res.end();
  }
  const { kopf, zeilen } = plan;
  async function* records() {
    yield kopf;
    yield* zeilen;
  }
  try {
    await pipeline(
      Readable.from(records()),
      stringify({ delimiter: ';', bom: true, escape_formulas: true, record_delimiter: 'windows' }),
      res,
    );
  } catch (error) {
    // The header is out: a failure mid-way can only end the download early.
    reportError(error, { message: 'Redaktion: Export abgebrochen' });
    res.destroy();
  }
}
