// Logins, logouts and the password change work without JavaScript too: a plain HTML form posts
// `application/x-www-form-urlencoded` to the same API route the script posts JSON to, and gets a
// 303 to a page (post/redirect/get) instead of a JSON answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setPrivateNoStore } from './no-store';

export function isFormPost(req: Pick<IncomingMessage, 'headers'>): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(String(req.headers['content-type'] ?? ''));
}

/** 303 See Other to a path of this site (always relative: the Host header never picks the target). */
export function seeOther(res: Pick<ServerResponse, 'setHeader' | 'end'> & { statusCode: number }, path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Kein Pfad dieser Website: ${path}`);
  setPrivateNoStore(res);
  res.statusCode = 303;
  res.setHeader('Location', path);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`Weiter zu ${path}`);
}

/** A text field of a JSON or form body; anything else counts as empty. */
export function bodyField(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}
