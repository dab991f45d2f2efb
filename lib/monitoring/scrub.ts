// What error reports may carry: never what a visitor typed into a form, never cookies or tokens.
const PERSONAL =
  /^(name|vorname|nachname|strasse|hausnummer|ort|plz|email|e-?mail|telefon|phone|geburtsdatum|passwort|password|token|uuid|name_veranstalter|abweichender_nutzer|nachricht|message_body|q)$/i;
const SECRET_HEADERS = /^(cookie|authorization|ratsinfo-authorization|set-cookie|x-forwarded-for)$/i;

export function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, PERSONAL.test(key) ? '[entfernt]' : scrubValue(item, depth + 1)]),
  );
}

interface EventLike {
  request?: {
    data?: unknown;
    cookies?: unknown;
    headers?: Record<string, string>;
    query_string?: unknown;
    url?: string;
  };
  extra?: Record<string, unknown>;
  user?: unknown;
  breadcrumbs?: { data?: unknown }[];
}

/** Sentry's beforeSend: removes form data, cookies, secrets and query strings from an event. */
export function scrubEvent<T extends EventLike>(event: T): T {
  const copy = { ...event };
  if (copy.request) {
    const headers = Object.fromEntries(
      Object.entries(copy.request.headers ?? {}).filter(([key]) => !SECRET_HEADERS.test(key)),
    );
    copy.request = {
      ...copy.request,
      data: undefined,
      cookies: undefined,
      query_string: undefined,
      headers,
      url: copy.request.url?.split('?')[0],
    };
  }
  if (copy.extra) copy.extra = scrubValue(copy.extra) as Record<string, unknown>;
  if (copy.breadcrumbs) copy.breadcrumbs = copy.breadcrumbs.map((b) => ({ ...b, data: scrubValue(b.data) }));
  delete copy.user;
  return copy;
}
