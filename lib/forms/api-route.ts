// The shell of every form and booking API route: method, same-origin check for state changes,
// the body (lib/http/request-body.ts: German JSON refusals, the connection kept usable), no
// caching, and the answer as JSON.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getConfig } from '@/lib/config';
import { reportError } from '@/lib/error-reporting';
import { readRequestBody, sendBodyRefusal } from '@/lib/http/request-body';
import { isSameOrigin } from '@/lib/http/origin-check';
import type { ApiAnswer } from '@/lib/http/api-answer';

/** An answer may carry headers (e.g. Retry-After of a rate limit). */
type Handler = (req: NextApiRequest) => Promise<ApiAnswer & { headers?: Record<string, string> }>;

/** `maxBodyBytes`: the largest body a POST route reads (its longest valid request, with room to spare). */
export function formApiRoute(method: 'GET' | 'POST', handler: Handler, options: { maxBodyBytes?: number } = {}) {
  return async function route(req: NextApiRequest, res: NextApiResponse) {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== method) {
      res.setHeader('Allow', method);
      return res.status(405).json({ fehler: 'Methode nicht erlaubt' });
    }
    if (method === 'POST' && !isSameOrigin(req, getConfig().siteUrl))
      return res.status(403).json({ fehler: 'Fremde Herkunft' });
    if (method === 'POST') {
      const body = await readRequestBody(req, options.maxBodyBytes ?? 16 * 1024);
      if (!body.ok) return sendBodyRefusal(res, body, 'fehler');
      req.body = body.body;
    }
    try {
      const answer = await handler(req);
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      return res.status(answer.status).json(answer.body);
    } catch (error) {
      reportError(error, { message: `API ${req.url} fehlgeschlagen` });
      return res.status(500).json({ fehler: 'Interner Fehler' });
    }
  };
}
