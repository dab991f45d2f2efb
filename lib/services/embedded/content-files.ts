// Reads the demo municipality's JSON from content/. Paths are checked segment by segment, so no
// request can read outside that folder.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const SEGMENT = /^[a-z0-9äöüß][a-z0-9äöüß_-]*$/i;

export function safeSegments(rawPath: string): string[] | null {
  const segments = rawPath.split('/').filter(Boolean);
  return segments.every((s) => SEGMENT.test(s) && s.length <= 120) ? segments : null;
}

const memo = new Map<string, Promise<unknown>>();

/** The parsed JSON file at content/<segments>.json, or undefined when there is none. */
export function readContentJson(contentDir: string, segments: string[]): Promise<unknown> {
  const file = path.join(contentDir, ...segments) + '.json';
  const cached = memo.get(file);
  if (cached && process.env.NODE_ENV === 'production') return cached;
  const loading = readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
      throw error;
    },
  );
  memo.set(file, loading);
  return loading;
}
