// The service worker built by @serwist/next into the build folder, as served at /sw.js.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { builtWorkerPath } from './serwist-options.js';

export interface BuiltWorker {
  script: string;
  etag: string;
}

let loaded: Promise<BuiltWorker | null> | undefined;

async function load(): Promise<BuiltWorker | null> {
  try {
    const script = await readFile(path.resolve(builtWorkerPath()), 'utf8');
    return { script, etag: `"${createHash('sha256').update(script).digest('base64url').slice(0, 27)}"` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The worker of this build, read once; null in development (no worker is built there). */
export function builtWorker(): Promise<BuiltWorker | null> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve(null);
  loaded ??= load();
  return loaded;
}
