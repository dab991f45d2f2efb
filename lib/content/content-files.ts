// Reads the demo municipality's JSON from content/. Paths are checked segment by segment, so no
// request can read outside that folder.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const SEGMENT = /^[a-z0-9äöüß][a-z0-9äöüß_-]*$/i;

export function safeSegments(rawPath: string): string[] | null {
  const segments = rawPath.split('/').filter(Boolean);
  return segments.every((s) => SEGMENT.test(s) && s.length <= 120) ? segments : null;
}

// Only files that exist are remembered (in production), so made-up addresses cannot grow it.
const memo = new Map<string, unknown>();

/** The parsed JSON file at content/<segments>.json, or undefined when there is none. */
export async function readContentJson(contentDir: string, segments: string[]): Promise<unknown> {
  const file = path.join(contentDir, ...segments) + '.json';
  if (memo.has(file)) return memo.get(file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
    throw error;
  }
  const value = JSON.parse(text) as unknown;
  if (process.env.NODE_ENV === 'production') memo.set(file, value);
  return value;
}
