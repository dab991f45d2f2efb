// Issue 12.12: the preview secret is compared in constant time, and failed attempts are limited
// per address in the database: the 10th wrong secret in 15 minutes, and every try after it, even
// the right one, gets 429 with Retry-After; another address is not affected.
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
vi.mock('@/lib/db', () => ({ getDatabase: async () => db }));
const { handlePreviewRequest, sameSecret } = await import('@/lib/preview/preview-request');

beforeAll(async () => {
  vi.stubEnv('PREVIEW_SECRET', 'richtiger-vorschau-schluessel');
  db = await openMigratedPglite();
}, 120_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await db.close();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  location?: string;
  draft?: boolean;
}

async function preview(secret: string, address: string): Promise<Answer> {
  const answer: Answer = { status: 200, headers: {}, body: undefined };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
    },
    redirect(code: number, location: string) {
      answer.status = code;
      answer.location = location;
    },
    setDraftMode({ enable }: { enable: boolean }) {
      answer.draft = enable;
    },
  };
  const req = { query: { secret, pfad: '/de/tourismus' }, headers: {}, socket: { remoteAddress: address } };
  await handlePreviewRequest(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

describe('preview secret', () => {
  it('compares whole secrets only, whatever their length', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('ab', 'abc')).toBe(false);
    expect(sameSecret('abd', 'abc')).toBe(false);
  });

  it('cannot be guessed: the 10th failure of an address blocks it, the right secret included', async () => {
    for (let i = 0; i < 9; i++) {
      const answer = await preview(`geraten-${i}`, '10.4.4.4');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Ungültiger Vorschauschlüssel.' });
      expect(answer.headers['cache-control']).toBe('private, no-store, max-age=0');
    }
    const tenth = await preview('geraten-9', '10.4.4.4');
    expect(tenth.status).toBe(429);
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(800);
    expect((tenth.body as { message: string }).message).toMatch(
      /^Zu viele fehlgeschlagene Versuche mit dem Vorschauschlüssel\. Bitte versuchen Sie es ab /,
    );
    const right = await preview('richtiger-vorschau-schluessel', '10.4.4.4');
    expect(right.status).toBe(429);
    expect(right.draft).toBeUndefined();
    const other = await preview('richtiger-vorschau-schluessel', '10.5.5.5');
    expect(other).toMatchObject({ status: 307, location: '/de/tourismus', draft: true });
  }, 60_000);
});
