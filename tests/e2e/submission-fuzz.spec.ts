// The submission fuzz (issue 12, 'Tests that stay'): a fixed number of seeded malformed and
// hostile submissions (tests/e2e/support/hostile-submissions.ts) against every form and booking
// route of a production server of its own. Expected: no answer 5xx, and afterwards, in its
// database, exactly the rows of the accepted submissions: nothing from rejected input, nothing
// hostile, nothing cancelled. A count, not a time: a seed gives the same submissions on any machine
// (a failure found is found again), and the run costs the same everywhere. FUZZ_SEED and
// FUZZ_COUNT change the run; it prints tried/failed.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { forms } from '@/codegen/out/forms';
import { FORM_NAMES, type FormName } from '@/codegen/out/form-names';
import { openPglite } from '@/lib/db/pglite-database';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { validateForm } from '@/lib/forms/validate-form';
import { hostileSubmissions, loadTargets, type Submission } from './support/hostile-submissions';
import { freePort } from './support/free-port';
import { startNextServer, type NextServer } from './support/next-server';
import { seededDataDir } from './support/seeded-data-dir';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
const IN_FLIGHT = 4;

/** Strings with NUL, a lone surrogate (the u flag matches only those) or a day in the years 0000-0099. */
function hostileStrings(value: unknown): string[] {
  if (typeof value === 'string') return /\u0000|[\ud800-\udfff]|^00\d\d-\d\d-\d\d$/u.test(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(hostileStrings);
  return [];
}

interface Outcome {
  submission: Submission;
  status: number;
  body: unknown;
}

test.describe('submission fuzz', () => {
  test.describe.configure({ timeout: 240_000 + COUNT * 20 });
  let server: NextServer | undefined;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = await seededDataDir('tannbrunn-fuzz-');
    const port = await freePort();
    server = await startNextServer(port, {
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      // Each submission comes from an address of its own (X-Forwarded-For), so the rate limits
      // (5 per form and address, bookings per address) answer 429 only where they should.
      TRUST_PROXY: '1',
      BOOKING_RATE_LIMIT: '1000000',
    });
    // The first request opens, migrates and seeds the database: not part of the minute.
    const warm = await fetch(`${server.url}/api/buchungen/ebike/verfuegbarkeit`, {
      signal: AbortSignal.timeout(150_000),
    });
    expect(warm.status).toBe(200);
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('no 5xx, and no row from rejected input', async () => {
    const today = todayInBerlin();
    const targets = loadTargets(path.join(__dirname, '..', '..'), today);
    const stream = hostileSubmissions(targets, SEED);
    const outcomes: Outcome[] = [];
    const failures: string[] = [];
    let sent = 0;

    const send = async (submission: Submission): Promise<void> => {
      const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
      sent += 1;
      try {
        const response = await fetch(server!.url + submission.target.route, {
          method: 'POST',
          headers: { 'content-type': submission.contentType, origin: server!.url, 'x-forwarded-for': address },
          body: submission.body,
          signal: AbortSignal.timeout(60_000),
        });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Kept as text for the report.
        }
        outcomes.push({ submission, status: response.status, body });
        if (response.status >= 500) failures.push(`${response.status} ${submission.target.route}: ${submission.how}`);
      } catch (error) {
        failures.push(`keine Antwort (${(error as Error).message}) ${submission.target.route}: ${submission.how}`);
      }
    };
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (sent < COUNT) await send(stream.next().value as Submission);
      }),
    );
    console.log(`Einsendungs-Fuzz (Seed ${SEED}): ${sent} versucht, ${failures.length} fehlgeschlagen`);
    expect(failures.slice(0, 20), `${failures.length} von ${sent}`).toEqual([]);
    // The run said something: each target answered, valid examples were accepted.
    for (const target of targets)
      expect(
        outcomes.some((o) => o.submission.target === target),
        target.route,
      ).toBe(true);
    expect(outcomes.filter((o) => o.status === 201).length).toBeGreaterThan(0);

    // The server's own database, opened once the server is gone (PGlite is one process's).
    await server!.stop();
    server = undefined;
    const db = await openPglite(dataDir);
    try {
      const accepted = (kind: string) => outcomes.filter((o) => o.status === 201 && o.submission.target.kind === kind);
      // Bookings: exactly the uuids answered with 201; the demo reservations aside.
      const booked = await db.query<{ uuid: string; art: string; daten: unknown; storniert: boolean }>(
        "SELECT uuid::text, art, daten, storniert_am IS NOT NULL AS storniert FROM buchungen WHERE NOT daten ? 'demo'",
      );
      const answered = accepted('buchungen').map((o) => (o.body as { uuid: string }).uuid);
      expect(booked.rows.map((r) => r.uuid).sort()).toEqual([...answered].sort());
      expect(booked.rows.filter((r) => r.storniert)).toEqual([]);
      // Forms: as many rows per form as accepted submissions that were not caught by the honeypot.
      const stored = await db.query<{ formular: string; daten: Record<string, unknown> }>(
        'SELECT formular, daten FROM formular_eingaenge',
      );
      for (const target of targets.filter((t) => t.kind === 'formulare')) {
        const kept = accepted('formulare').filter(
          (o) => o.submission.target === target && !Object.hasOwn(JSON.parse(String(o.submission.body)), 'homepage'),
        );
        expect(stored.rows.filter((r) => r.formular === target.name).length, target.name).toBe(kept.length);
      }
      // And every stored request is one the form accepts: nothing hostile, no old year.
      const now = new Date();
      for (const row of [...booked.rows.map((r) => ({ formular: r.art, daten: r.daten })), ...stored.rows]) {
        expect(FORM_NAMES).toContain(row.formular);
        expect(validateForm(forms[row.formular as FormName], row.daten, now).ok, JSON.stringify(row)).toBe(true);
        expect(hostileStrings(row.daten), JSON.stringify(row)).toEqual([]);
      }
    } finally {
      await db.close();
    }
  });
});
