// The browser's side of the session API routes: same origin, JSON in and out, German messages.
export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  body: T & { message?: string; fields?: Record<string, string> };
}

export const NETWORK_ERROR =
  'Die Verbindung ist fehlgeschlagen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';

/** POSTs JSON and reads the JSON answer; a failed connection answers status 0 with a German message. */
export function postJson<T>(url: string, body: unknown): Promise<ApiAnswer<T>> {
  return post<T>(url, 'application/json', JSON.stringify(body));
}

/** POSTs a file as the raw body (an upload), answered as postJson answers. */
export function postFile<T>(url: string, file: Blob): Promise<ApiAnswer<T>> {
  return post<T>(url, 'application/octet-stream', file);
}

/** GETs a JSON answer, answered as postJson answers. */
export function getJson<T>(url: string): Promise<ApiAnswer<T>> {
  return request<T>(url, { method: 'GET', headers: { accept: 'application/json' } });
}

function post<T>(url: string, contentType: string, body: BodyInit): Promise<ApiAnswer<T>> {
  return request<T>(url, {
    method: 'POST',
    headers: { 'content-type': contentType, accept: 'application/json' },
    body,
  });
}

async function request<T>(url: string, init: RequestInit): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(url, { ...init, credentials: 'same-origin' });
    const parsed = (await response.json().catch(() => ({}))) as ApiAnswer<T>['body'];
    return { ok: response.ok, status: response.status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: { message: NETWORK_ERROR } as ApiAnswer<T>['body'] };
  }
}
