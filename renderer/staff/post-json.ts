// The browser's side of the session API routes: same origin, JSON in and out, German messages.
export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  body: T & { message?: string; fields?: Record<string, string> };
}

export const NETWORK_ERROR =
  'Die Verbindung ist fehlgeschlagen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';

export async function postJson<T>(url: string, body: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const parsed = (await response.json().catch(() => ({}))) as ApiAnswer<T>['body'];
    return { ok: response.ok, status: response.status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: { message: NETWORK_ERROR } as ApiAnswer<T>['body'] };
  }
}
