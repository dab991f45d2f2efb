// `GET /api/redaktion/sammlungen/<sammlung>/export`: every live entry of a collection as CSV
// (lib/redaktion/store/entry-transfer.ts: the newest version of each, drafts too; formulas neutralised, semicolons and
// a byte-order mark as German spreadsheet programs read CSV). Any Redaktion session may read a collection's list, so
// it may export it; a download started from another site is refused.
import type { NextApiRequest, NextApiResponse } from 'next';
import { reportError } from '@/lib/error-reporting';
import { sendJson } from '@/lib/http/api-response';
import { setPrivateNoStore } from '@/lib/http/no-store';
import { requireStaffSession } from '@/lib/session/staff-routes';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { requireSammlung } from '@/lib/redaktion/store/entries';
import { exportCsv } from '@/lib/redaktion/store/entry-transfer';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { redaktionSystem } from './redaktion-system';
import { SERVER_ERROR } from './api-route';

export async function collectionExportRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const session = await requireStaffSession(redaktionSystem, req, res, { methods: ['GET', 'HEAD'] });
  if (!session) return;
  if (req.headers['sec-fetch-site'] === 'cross-site')
    return sendJson(res, 403, { message: 'Der Export wird nur aus der Redaktion heraus gestartet.' });
  try {
    const s = requireSammlung(req.query.sammlung);
    const { dateiname, csv } = await exportCsv(await redaktionStore(), s);
    setPrivateNoStore(res);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${dateiname}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200);
    return void res.end(req.method === 'HEAD' ? undefined : csv);
  } catch (error) {
    if (error instanceof RedaktionError) return sendJson(res, error.status, { message: error.message });
    reportError(error, { message: 'Redaktion: Export einer Sammlung fehlgeschlagen' });
    return sendJson(res, 500, { message: SERVER_ERROR });
  }
}
