// Makes this process's Next.js regenerate generated pages (ISR) now, without a request of a visitor and without a
// response object at hand (a notification, a scheduled job): the same request Next's own `res.revalidate` sends,
// a HEAD to this server with `x-prerender-revalidate: <previewModeId>`, plus "only if it was generated": a page this
// instance never rendered needs nothing (its first visitor gets it new).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface RegenerationResult {
  revalidiert: string[];
  fehlgeschlagen: { pfad: string; fehler: string }[];
}

export const REGENERATION_FAILED = 'Die Seite konnte nicht neu erzeugt werden.';
/** Pages regenerated at once: rendering is CPU work, and the visitors' requests go on meanwhile. */
const PARALLEL = 2;
const TIMEOUT_MS = 30_000;
/** A page found outdated whose regeneration just failed is not tried again sooner (the CMS may be down). */
const RETRY_AFTER_MS = 5_000;

export interface Regenerator {
  /** Regenerates one page; `fresh` = the render must start after this call (a change just arrived). */
  regenerate(path: string, fresh: boolean): Promise<boolean>;
}

type Send = (path: string) => Promise<boolean>;

/**
 * One regeneration per path at a time. A caller that needs a render started after its call (`fresh`) waits for a
 * running one and then starts another (once, however many wait); a caller that only found a page outdated joins
 * the running one.
 */
export function createRegenerator(send: Send, parallel = PARALLEL, now = Date.now): Regenerator {
  const running = new Map<string, Promise<boolean>>();
  const queued = new Map<string, Promise<boolean>>();
  const failedAt = new Map<string, number>();
  let active = 0;
  const waiting: (() => void)[] = [];

  async function limited(pathname: string): Promise<boolean> {
    if (active >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await send(pathname);
    } catch {
      return false;
    } finally {
      active--;
      waiting.shift()?.();
    }
  }

  function start(pathname: string): Promise<boolean> {
    const promise = limited(pathname).then((ok) => {
      running.delete(pathname);
      if (ok) failedAt.delete(pathname);
      else if (failedAt.size < 10_000) failedAt.set(pathname, now());
      return ok;
    });
    running.set(pathname, promise);
    return promise;
  }

  return {
    regenerate(pathname, fresh) {
      const current = running.get(pathname);
      if (!current) {
        const failed = failedAt.get(pathname);
        if (!fresh && failed !== undefined && now() - failed < RETRY_AFTER_MS) return Promise.resolve(false);
        return start(pathname);
      }
      if (!fresh) return current;
      let next = queued.get(pathname);
      if (!next) {
        next = current.then(() => {
          queued.delete(pathname);
          return running.get(pathname) ?? start(pathname);
        });
        queued.set(pathname, next);
      }
      return next;
    },
  };
}

/** This server's own origin: where `next start` listens (127.0.0.1 when it listens on every interface). */
export function selfOrigin(env: Record<string, string | undefined> = process.env): string {
  const origin = env.__NEXT_PRIVATE_ORIGIN;
  if (origin) return origin.replace('//localhost:', '//127.0.0.1:');
  return `http://127.0.0.1:${env.PORT || '3000'}`;
}

let previewModeId: string | undefined;

/** The build's secret that Next accepts as proof that a revalidation request comes from the server itself. */
export function buildPreviewModeId(distDir = process.env.NEXT_DIST_DIR || '.next'): string {
  previewModeId ??= (
    JSON.parse(readFileSync(path.join(process.cwd(), distDir, 'server', 'preview-props.json'), 'utf8')) as {
      previewModeId: string;
    }
  ).previewModeId;
  return previewModeId;
}

/** The HEAD request of Next's `res.revalidate`, sent to this server. */
export function sendRevalidation(origin = selfOrigin, secret = buildPreviewModeId): Send {
  return async (pathname) => {
    const res = await fetch(origin() + encodeURI(pathname), {
      method: 'HEAD',
      headers: { 'x-prerender-revalidate': secret(), 'x-prerender-revalidate-if-generated': '1' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Next's own test: 404 is a success too (the page is gone, or was never generated here).
    return (
      res.headers.get('x-nextjs-cache')?.toUpperCase() === 'REVALIDATED' || res.status === 200 || res.status === 404
    );
  };
}

const REGENERATOR = Symbol.for('tannbrunn.regenerator');

/** The process's regenerator (on globalThis: the API routes and the start-up hook bundle their own copies). */
export function processRegenerator(): Regenerator {
  const holder = globalThis as typeof globalThis & { [REGENERATOR]?: Regenerator };
  holder[REGENERATOR] ??= createRegenerator(sendRevalidation());
  return holder[REGENERATOR];
}

/** Regenerates every path (each render started after this call) and says which succeeded. */
export async function regeneratePaths(
  paths: readonly string[],
  regenerator: Regenerator = processRegenerator(),
): Promise<RegenerationResult> {
  const outcomes = await Promise.all(paths.map((p) => regenerator.regenerate(p, true)));
  const result: RegenerationResult = { revalidiert: [], fehlgeschlagen: [] };
  outcomes.forEach((ok, i) => {
    const pfad = paths[i]!;
    if (ok) result.revalidiert.push(pfad);
    else result.fehlgeschlagen.push({ pfad, fehler: REGENERATION_FAILED });
  });
  return result;
}
