// Serving a file of the media library without holding it: its facts first (type, name, size; no bytes), then the
// bytes in slices of SLICE_BYTES read with `substring` (stored EXTERNAL, migration 096, so the database reads only
// the chunks of each slice), each written when the client has taken the one before. A slow reader holds one slice.
// The content never changes under its id, so the id is its ETag. Server-only.
import type { ServerResponse } from 'node:http';
import type { Sql } from '@/lib/db/database';

export const SLICE_BYTES = 256 * 1024;

export interface MediumFacts {
  mime: string;
  dateiname: string;
  groesse: number;
  etag: string;
}

export async function mediumFacts(sql: Sql, id: string): Promise<MediumFacts | null> {
  const { rows } = await sql.query<{ mime: string; dateiname: string; laenge: number | string }>(
    'SELECT mime, dateiname, octet_length(daten) AS laenge FROM medien WHERE id::text = $1',
    [id],
  );
  const row = rows[0];
  return row ? { mime: row.mime, dateiname: row.dateiname, groesse: Number(row.laenge), etag: `"${id}"` } : null;
}

/** Bytes `start` to `end` (inclusive) of the file, at most SLICE_BYTES. */
async function slice(sql: Sql, id: string, start: number, end: number): Promise<Buffer> {
  const { rows } = await sql.query<{ teil: Uint8Array }>(
    'SELECT substring(daten FROM $2 FOR $3) AS teil FROM medien WHERE id::text = $1',
    [id, start + 1, end - start + 1],
  );
  return Buffer.from(rows[0]?.teil ?? new Uint8Array());
}

/** Writes bytes `start`..`end` (inclusive) of the file to `res`, slice by slice, waiting while the client lags. */
export async function streamMedium(sql: Sql, id: string, res: ServerResponse, start: number, end: number) {
  for (let from = start; from <= end && !res.destroyed; from += SLICE_BYTES) {
    const part = await slice(sql, id, from, Math.min(end, from + SLICE_BYTES - 1));
    if (part.length === 0) break;
    if (!res.write(part)) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
  }
  res.end();
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** A single `bytes=` range of the header (`a-b`, `a-`, `-n`); null for none or a form this route does not serve. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
