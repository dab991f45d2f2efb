// One external address checked as a polite robot would: HEAD first (no body to download), GET where a server
// refuses HEAD, redirects followed by hand (so a loop is named as one), every request with a timeout and a
// User-Agent that names the site, and a server's `Retry-After` taken as the time to come back. Every request, the
// first and each redirect's, goes only to a public address on port 80 or 443 (./guarded-request.ts); a link that
// leads anywhere else is not checked and says why.
import { guardedRequest, RefusedAddress, type Answer, type Guard } from './guarded-request';

export type LinkErgebnis =
  'ok' | 'kaputt' | 'umleitungsschleife' | 'zeitueberschreitung' | 'nicht_erreichbar' | 'spaeter' | 'nicht_geprueft';

export interface LinkCheck {
  ergebnis: LinkErgebnis;
  /** The last HTTP status seen, when a server answered. */
  httpStatus: number | null;
  /** What the Redaktion shows, in German. */
  meldung: string;
  /** With 'spaeter': when to ask again, as the server asked (`Retry-After`). */
  wiederholenNachMs?: number;
}

export interface CheckOptions {
  userAgent: string;
  timeoutMs: number;
  /** Waits before each request to a host (the per-host pace, lib/linkpruefung/host-pacing.ts). */
  beforeRequest?: (url: URL) => Promise<void>;
  /** Which addresses may be asked and how names are looked up (only the checker's unit tests change it). */
  guard?: Guard;
}

const MAX_REDIRECTS = 10;
/** Statuses some servers give HEAD although GET works: try GET before calling the link broken. */
const HEAD_REFUSED = new Set([400, 403, 405, 501]);
const MAX_RETRY_AFTER_MS = 7 * 24 * 3600 * 1000;

export const LINK_MESSAGES = {
  ok: 'Erreichbar.',
  status: (status: number) =>
    status === 404 || status === 410
      ? `Die Seite gibt es nicht (mehr) (HTTP ${status}).`
      : status >= 500
        ? `Der Server meldet einen Fehler (HTTP ${status}).`
        : `Die Adresse antwortet mit HTTP ${status}.`,
  loop: 'Die Adresse leitet im Kreis weiter.',
  tooManyRedirects: `Die Adresse leitet mehr als ${MAX_REDIRECTS}-mal weiter.`,
  badRedirect: 'Die Adresse leitet auf ein ungültiges Ziel weiter.',
  timeout: (ms: number) => `Der Server hat nicht innerhalb von ${Math.round(ms / 1000)} Sekunden geantwortet.`,
  unreachable: 'Der Server ist nicht erreichbar.',
  later: 'Der Server bittet, später wieder zu fragen.',
  internal: 'Nicht geprüft: interne Adresse.',
  redirectInternal: 'Nicht geprüft: die Adresse leitet auf eine interne Adresse weiter.',
  port: 'Nicht geprüft: geprüft werden nur Adressen mit Port 80 oder 443.',
  redirectPort: 'Nicht geprüft: die Adresse leitet auf einen Port außer 80 und 443 weiter.',
};

function refused(error: RefusedAddress, redirected: boolean): LinkCheck {
  const meldung =
    error.refusal === 'port'
      ? redirected
        ? LINK_MESSAGES.redirectPort
        : LINK_MESSAGES.port
      : redirected
        ? LINK_MESSAGES.redirectInternal
        : LINK_MESSAGES.internal;
  return { ergebnis: 'nicht_geprueft', httpStatus: null, meldung };
}

/** `Retry-After` as milliseconds from now: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : null;
}

async function request(url: URL, method: 'HEAD' | 'GET', options: CheckOptions): Promise<Answer> {
  await options.beforeRequest?.(url);
  // Only the status and headers count: a GET's body is never read.
  return guardedRequest(url, {
    method,
    headers: { 'user-agent': options.userAgent, accept: '*/*' },
    timeoutMs: options.timeoutMs,
    guard: options.guard,
  });
}

export async function checkUrl(address: string, options: CheckOptions): Promise<LinkCheck> {
  let url = new URL(address);
  const seen = new Set<string>();
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      seen.add(url.href);
      let response = await request(url, 'HEAD', options);
      if (HEAD_REFUSED.has(response.status)) response = await request(url, 'GET', options);
      const { status } = response;
      if (status >= 300 && status < 400 && status !== 304) {
        const location = response.header('location');
        let next: URL;
        try {
          next = new URL(location ?? '', url);
        } catch {
          return { ergebnis: 'kaputt', httpStatus: status, meldung: LINK_MESSAGES.badRedirect };
        }
        if (!location || !/^https?:$/.test(next.protocol))
          return { ergebnis: 'kaputt', httpStatus: status, meldung: LINK_MESSAGES.badRedirect };
        if (seen.has(next.href))
          return { ergebnis: 'umleitungsschleife', httpStatus: status, meldung: LINK_MESSAGES.loop };
        url = next;
        continue;
      }
      if (status === 429 || status === 503) {
        const wait = retryAfterMs(response.header('retry-after'));
        if (wait !== null)
          return { ergebnis: 'spaeter', httpStatus: status, meldung: LINK_MESSAGES.later, wiederholenNachMs: wait };
      }
      if (status >= 200 && status < 400) return { ergebnis: 'ok', httpStatus: status, meldung: LINK_MESSAGES.ok };
      return { ergebnis: 'kaputt', httpStatus: status, meldung: LINK_MESSAGES.status(status) };
    }
    return { ergebnis: 'umleitungsschleife', httpStatus: null, meldung: LINK_MESSAGES.tooManyRedirects };
  } catch (error) {
    if (error instanceof RefusedAddress) return refused(error, seen.size > 1);
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { ergebnis: 'zeitueberschreitung', httpStatus: null, meldung: LINK_MESSAGES.timeout(options.timeoutMs) };
    return { ergebnis: 'nicht_erreichbar', httpStatus: null, meldung: LINK_MESSAGES.unreachable };
  }
}
