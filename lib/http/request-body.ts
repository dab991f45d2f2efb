// The one reader of request bodies for every API route (each route turns Next's own parser off:
// `export const config = { api: { bodyParser: false } }`). Next's parser answered in English and
// as plain text ('400 Invalid JSON', '413 Body exceeded 16kb limit'), without `Cache-Control`, and
// after a 413 it left the rest of the body unread on the connection, so the client's next request
// on that keep-alive connection was reset. Here a body over the limit is read to its end and thrown
// away (up to DRAIN_LIMIT_BYTES, then the connection is closed with `Connection: close`), and
// every refusal is a German JSON answer that nobody stores.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decode } from 'node:querystring';

/** Beyond this many bytes a body is no longer read to its end: the answer closes the connection. */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

export const BODY_MESSAGES = {
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  unreadable: 'Die Anfrage konnte nicht gelesen werden.',
  tooLarge: (maxBytes: number) => `Die Anfrage ist zu groß: höchstens ${Math.floor(maxBytes / 1024)} kB sind möglich.`,
} as const;

export type BodyOutcome =
  | { ok: true; body: unknown }
  /** `close`: the body was not read to its end, so the connection cannot carry another request. */
  | { ok: false; status: 400 | 411 | 413; message: string; close: boolean };

function mediaType(req: IncomingMessage): string {
  return String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** As Next's parser did: JSON and form posts become values, any other body stays text. */
function parse(req: IncomingMessage, raw: Buffer): BodyOutcome {
  const text = raw.toString('utf8');
  const type = mediaType(req);
  if (type === 'application/json' || type.endsWith('+json')) {
    // An empty JSON body is the common client mistake Next forgave as {}; so does this reader.
    if (text.trim() === '') return { ok: true, body: {} };
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, status: 400, message: BODY_MESSAGES.invalidJson, close: false };
    }
  }
  if (type === 'application/x-www-form-urlencoded') return { ok: true, body: { ...decode(text) } };
  return { ok: true, body: raw.length ? text : undefined };
}

export interface ReadOptions {
  /** The bytes as they came (an upload), not parsed by content type. */
  raw?: boolean;
}

/** Reads the whole body of `req`, at most `maxBytes` of it kept. */
export function readRequestBody(
  req: IncomingMessage,
  maxBytes: number,
  { raw = false }: ReadOptions = {},
): Promise<BodyOutcome> {
  // An upload may be larger than the drain limit of ordinary bodies; a body over its own limit is still refused.
  const drainLimit = Math.max(DRAIN_LIMIT_BYTES, maxBytes);
  const finish = (bytes: Buffer): BodyOutcome => (raw ? { ok: true, body: bytes } : parse(req, bytes));
  const tooLarge = (close: boolean): BodyOutcome => ({
    ok: false,
    status: 413,
    message: BODY_MESSAGES.tooLarge(maxBytes),
    close,
  });
  const declared = Number(req.headers['content-length']);
  if (declared > drainLimit) return Promise.resolve(tooLarge(true));
  if (req.readableEnded) return Promise.resolve(finish(Buffer.alloc(0)));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (outcome: BodyOutcome) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainLimit) {
        req.pause();
        done(tooLarge(true));
      } else if (size <= maxBytes) chunks.push(chunk);
    };
    // Over the limit, the rest is still read (and dropped) to its end, so the connection stays usable.
    const onEnd = () => done(size > maxBytes ? tooLarge(false) : finish(Buffer.concat(chunks)));
    const onError = () => done({ ok: false, status: 400, message: BODY_MESSAGES.unreadable, close: true });
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** The refusal as JSON under the route's error key (`fehler` for forms and bookings, `message` for the staff logins). */
export function sendBodyRefusal(
  res: ServerResponse,
  outcome: Extract<BodyOutcome, { ok: false }>,
  errorKey: 'fehler' | 'message',
): void {
  res.statusCode = outcome.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (outcome.close) res.setHeader('Connection', 'close');
  res.end(JSON.stringify({ [errorKey]: outcome.message }));
}

type Route<R extends IncomingMessage, S extends ServerResponse> = (req: R, res: S) => unknown;

/**
 * Wraps a route that reads `req.body`: the body is read here, or refused before the route runs. `headersFirst`
 * decides from the headers alone (method, Origin, the route switched off) before a byte of the body is read, and
 * answers a refusal itself (then false): a post from another site costs nothing to read.
 */
export function withRequestBody<R extends IncomingMessage & { body?: unknown }, S extends ServerResponse>(
  route: Route<R, S>,
  options: {
    maxBytes: number;
    errorKey: 'fehler' | 'message';
    headersFirst?: (req: R, res: S) => boolean;
  } & ReadOptions,
): (req: R, res: S) => Promise<void> {
  return async (req, res) => {
    if (options.headersFirst) {
      // A large body left unread is not drained: the connection closes after the answer.
      if (Number(req.headers['content-length']) > DRAIN_LIMIT_BYTES) res.setHeader('Connection', 'close');
      if (!options.headersFirst(req, res)) return;
      res.removeHeader('Connection');
    }
    const outcome = await readRequestBody(req, options.maxBytes, options);
    if (!outcome.ok) return sendBodyRefusal(res, outcome, options.errorKey);
    req.body = outcome.body;
    await route(req, res);
  };
}
