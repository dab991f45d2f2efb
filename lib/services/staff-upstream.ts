// The two staff systems' upstream calls (intranet and council information system, spec section 7), which differ only
// in their paths and the header that carries the token: a login whose 4xx answer is a refusal, not an outage, and
// calls in a session whose 401 or 403 ends it.
import { fetchJson, UpstreamError, type FetchJsonOptions } from '@/lib/http/fetch-json';
import { SessionRejected } from '@/lib/session/session-rejected';

/**
 * POSTs the credentials and reads the answer with `reshape`; null when the upstream refuses them (4xx). A 5xx or a
 * timeout is an outage, not a wrong password, and throws.
 */
export async function upstreamLogin<T>(
  baseUrl: string,
  path: string,
  credentials: { email: string; passwort: string },
  timeoutMs: number,
  reshape: (answer: unknown) => T | null,
): Promise<T | null> {
  let body: unknown;
  try {
    body = (await fetchJson(baseUrl, path, { method: 'POST', body: credentials, timeoutMs })).body;
  } catch (error) {
    if (error instanceof UpstreamError && error.status !== undefined && error.status < 500) return null;
    throw error;
  }
  return reshape(body);
}

/** A call in a session: the answer's body; SessionRejected when the upstream no longer takes the token. */
export async function sessionCall(baseUrl: string, path: string, options: FetchJsonOptions): Promise<unknown> {
  try {
    return (await fetchJson(baseUrl, path, options)).body;
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 401 || error.status === 403)) throw new SessionRejected();
    throw error;
  }
}
