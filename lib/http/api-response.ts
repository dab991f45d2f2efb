// Small helpers of the API routes: JSON answers and downloads that are never cached, POST and Origin checks.
// lib/http reads no configuration (lib/config.ts imports its TRUST_PROXY parser): the caller passes the site's URL.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isFormPost } from './form-post';
import { isSameOrigin } from './origin-check';
import { setPrivateNoStore } from './no-store';

export type ApiRequest = IncomingMessage & { body?: unknown; query?: Record<string, string | string[] | undefined> };

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  setPrivateNoStore(res);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

export const FOREIGN_ORIGIN = 'Die Anfrage kam nicht von dieser Website und wurde abgelehnt.';

/**
 * True when the request may change state; otherwise the answer is already sent. Script (JSON) and
 * plain form posts alike must come from this site (lib/http/origin-check.ts says why); a
 * refused form post gets the German sentence as text, since a person, not a script, reads it.
 */
export function acceptStateChange(req: ApiRequest, res: ServerResponse, siteUrl: string): boolean {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendJson(res, 405, { message: 'Nur POST ist erlaubt.' });
    return false;
  }
  if (!isSameOrigin(req, siteUrl)) {
    if (!isFormPost(req)) {
      sendJson(res, 403, { message: FOREIGN_ORIGIN });
      return false;
    }
    setPrivateNoStore(res);
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(FOREIGN_ORIGIN);
    return false;
  }
  return true;
}

export function sendFile(res: ServerResponse, fileName: string, contentType: string, body: Buffer | string): void {
  setPrivateNoStore(res);
  res.statusCode = 200;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  res.end(body);
}
