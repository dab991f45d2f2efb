// The one way the server talks to an upstream: a timeout on every call, bounded answers, and a typed failure.
import { MAX_JSON_CHARS, parseBoundedJson } from './bounded-json';

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface FetchJsonOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Statuses below this are answers, not failures; the spec accepts 200 to 499 for CMS page calls. */
  acceptBelow?: number;
}

export function buildUrl(base: string, path: string, query: FetchJsonOptions['query'] = {}): string {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

/**
 * The connection broke before any answer came: the upstream closed a kept-alive connection just as the request went
 * out on it (it closes one idle for a few seconds, and the timer on this side can fire late under load).
 */
function closedUnderRequest(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE';
}

export async function fetchJson(base: string, path: string, options: FetchJsonOptions): Promise<JsonAnswer> {
  const url = buildUrl(base, path, options.query);
  const method = options.method ?? 'GET';
  // One deadline for the call, a second attempt included.
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const send = () =>
    fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: deadline,
      cache: 'no-store',
    });
  let response: Response;
  try {
    try {
      response = await send();
    } catch (error) {
      // A GET changes nothing upstream: sent again on a new connection, as a browser does. A POST may have arrived.
      if (method !== 'GET' || deadline.aborted || !closedUnderRequest(error)) throw error;
      response = await send();
    }
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new UpstreamError(
      timedOut ? `Zeitüberschreitung nach ${options.timeoutMs} ms` : `Nicht erreichbar: ${(error as Error).message}`,
      url,
    );
  }
  if (response.status >= (options.acceptBelow ?? 300)) {
    await response.body?.cancel();
    throw new UpstreamError(`Antwort ${response.status}`, url, response.status);
  }
  if (Number(response.headers.get('content-length')) > MAX_JSON_CHARS * 4) {
    await response.body?.cancel();
    throw new UpstreamError('Antwort zu groß', url, response.status);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // Headers arrived, then the body stalled or broke off: still the typed failure.
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new UpstreamError(
      timedOut ? `Zeitüberschreitung nach ${options.timeoutMs} ms` : `Antwort abgebrochen: ${(error as Error).message}`,
      url,
      response.status,
    );
  }
  if (!text.trim()) return { status: response.status, body: null };
  const parsed = parseBoundedJson(text);
  if (!parsed.ok) throw new UpstreamError(parsed.reason, url, response.status);
  return { status: response.status, body: parsed.value };
}
