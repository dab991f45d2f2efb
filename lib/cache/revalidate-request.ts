// The CMS webhook POST /api/revalidate: checks the shared secret and reads which site paths changed.
// The route (pages/api/revalidate.ts) then hands them to lib/revalidation, which reaches every instance.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** More paths than this in one call are refused: a CMS changes a few pages at a time. */
export const MAX_PATHS = 50;

const SITE_PATH = /^\/de(?:\/[a-z0-9äöüß_.-]+)*$/i;

export type RevalidateCheck = { ok: true; paths: string[] } | { ok: false; status: number; message: string };

/** The secret from `X-Revalidate-Secret` or `Authorization: Bearer …`. */
export function readSecret(headers: IncomingHttpHeaders): string | undefined {
  const own = headers['x-revalidate-secret'];
  if (typeof own === 'string' && own) return own;
  const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '');
  return match?.[1]?.trim() || undefined;
}

// Hashing first makes both sides the same length, so the comparison time does not tell the secret's length either.
function sameSecret(given: string, configured: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(configured));
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function pathsOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object' && 'pfad' in body) {
    const pfad = (body as { pfad: unknown }).pfad;
    return Array.isArray(pfad) ? pfad : [pfad];
  }
  return undefined;
}

const EXAMPLE = 'z. B. {"pfad": "/de/rathaus/kontakt"} oder {"pfad": ["/de", "/de/tourismus"]}';

export function checkRevalidateRequest(
  request: { secret: string | undefined; body: unknown },
  configuredSecret: string | undefined,
): RevalidateCheck {
  if (!configuredSecret) {
    return {
      ok: false,
      status: 404,
      message: 'Die Aktualisierung per Webhook ist nicht eingerichtet (REVALIDATE_SECRET fehlt).',
    };
  }
  if (!request.secret || !sameSecret(request.secret, configuredSecret)) {
    return { ok: false, status: 401, message: 'Fehlender oder falscher Schlüssel.' };
  }
  const candidates = pathsOf(parseBody(request.body));
  if (!candidates || candidates.length === 0) {
    return { ok: false, status: 400, message: `Bitte geben Sie die geänderten Seiten im Feld „pfad“ an, ${EXAMPLE}.` };
  }
  if (candidates.length > MAX_PATHS) {
    return { ok: false, status: 400, message: `Höchstens ${MAX_PATHS} Seiten je Aufruf.` };
  }
  const paths = new Set<string>();
  for (const candidate of candidates) {
    const path = typeof candidate === 'string' && candidate.length > 3 ? candidate.replace(/\/$/, '') : candidate;
    if (
      typeof path !== 'string' ||
      path.length > 300 ||
      !SITE_PATH.test(path) ||
      path.split('/').some((s) => s === '.' || s === '..')
    ) {
      const shown = JSON.stringify(candidate)?.slice(0, 100) ?? String(candidate);
      return {
        ok: false,
        status: 400,
        message: `Ungültiger Seitenpfad ${shown}: erwartet wird ein Pfad der Website, ${EXAMPLE}.`,
      };
    }
    paths.add(path);
  }
  return { ok: true, paths: [...paths] };
}
