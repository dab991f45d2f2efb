import type { IcalResult } from './downloads';

interface MinimalResponse {
  status(code: number): MinimalResponse;
  setHeader(name: string, value: string): unknown;
  send(body: string): unknown;
}

/** Sends a calendar as a download, or the German error text with its status. */
export function sendIcal(res: MinimalResponse, result: IcalResult): void {
  if (!result.ok) {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.status(result.status).send(result.message);
    return;
  }
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${result.fileName}"`);
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  res.status(200).send(result.body);
}
