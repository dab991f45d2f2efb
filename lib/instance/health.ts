// GET /api/health: does this instance answer, and does its database? For a load balancer's active checks and for
// operators: 200 {ok: true, db: true, build} or 503 with a German reason. The database question is bounded, so a
// hanging database makes the check fail fast instead of hang.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDatabase } from '@/lib/db';
import type { Sql } from '@/lib/db/database';
import { isDraining } from './shutdown';

export const HEALTH_TIMEOUT_MS = 2_000;

export interface Health {
  status: 200 | 503;
  body: { ok: boolean; db: boolean; build: string | null; fehler?: string };
}

let buildId: string | null | undefined;

/** The build this instance serves (all instances behind one proxy must say the same). */
export function servedBuildId(distDir = process.env.NEXT_DIST_DIR || '.next'): string | null {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = null;
    }
  }
  return buildId;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`keine Antwort in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkHealth({
  database = getDatabase as () => Promise<Sql>,
  timeoutMs = HEALTH_TIMEOUT_MS,
  draining = isDraining,
  build = servedBuildId,
}: {
  database?: () => Promise<Sql>;
  timeoutMs?: number;
  draining?: () => boolean;
  build?: () => string | null;
} = {}): Promise<Health> {
  const base = { build: build() };
  if (draining()) return { status: 503, body: { ok: false, db: false, ...base, fehler: 'Die Instanz wird beendet.' } };
  try {
    await within(
      database().then((db) => db.query('SELECT 1')),
      timeoutMs,
    );
  } catch {
    return { status: 503, body: { ok: false, db: false, ...base, fehler: 'Die Datenbank antwortet nicht.' } };
  }
  return { status: 200, body: { ok: true, db: true, ...base } };
}
