// Two builds on one PostgreSQL (README „Mehrere Instanzen“, „Blöcke ändern“): today's release and a newer one (the
// same code with the text block at its next version and the migration to it, tests/instances/support/
// fixture-release.ts). A rollout and a rollback, step by step: both start on one database, each publishes, the
// older restarts while the newer's content is published, the newer stops (rollback) and comes back. Shown: nothing
// lost (every stored version as written), nothing refused that could be served (every page answers 200 on both),
// and a scheduled publication the older cannot read goes out once, by the newer. Each step's wall time is printed.
import { afterAll, afterEach, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { freePort } from '../e2e/support/free-port';
import { copyBuild, poll, startInstance, stopInstance, waitHealthy, type Instance } from './support/instance';
import { buildFixtureRelease, FIXTURE_BLOCK, FIXTURE_FIELD, type FixtureRelease } from './support/fixture-release';
import { cookieOf, createDatabase, get, instanceEnv, post, sql } from './support/requests';

const ADMIN_URL = process.env.DATABASE_URL;
const BUILD = process.env.INSTANCES_BUILD_DIR ?? '.next';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TMP = `tests/.tmp/zwei-versionen-${RUN}`;
const REDAKTION = { email: 'redaktion@tannbrunn.example', passwort: 'Tannbrunn-Redaktion-2026' };
const FREIGABE = { email: 'freigabe@tannbrunn.example', passwort: 'Tannbrunn-Freigabe-2026' };

if (!ADMIN_URL) throw new Error('DATABASE_URL fehlt: dieser Test braucht eine PostgreSQL (npm test startet eine).');

const timings: [string, number][] = [];
async function step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings.push([name, Date.now() - started]);
  }
}

/** A Berlin wall-clock time `seconds` from now, as the schedule form sends it ('2026-12-01T09:30:15'). */
function berlinIn(seconds: number): string {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(Date.now() + seconds * 1000));
  return text.replace(' ', 'T');
}

let instances: Instance[] = [];
afterEach((context: TestContext) => {
  if (context.task.result?.state !== 'fail') return;
  for (const instance of instances) console.log(`--- Log ${instance.name}:\n${instance.log.join('').slice(-6000)}`);
});

describe('two releases on one PostgreSQL: rollout, restart, rollback', () => {
  let fixture: FixtureRelease;
  let url: string;
  let env: Record<string, string>;
  let alt: Instance;
  let neu: Instance;
  let ports: { alt: number; neu: number };
  const text = (release: 'alt' | 'neu', body: string, extra: Record<string, unknown> = {}) => ({
    pageLayout: 'default',
    title: 'Zwei Versionen',
    content: [
      {
        id: `b-${release}`,
        template: FIXTURE_BLOCK,
        slotName: 'main',
        // Each editor names the version its bundle writes.
        version: release === 'neu' ? fixture.version : fixture.version - 1,
        options: { text: `<p>${body}</p>`, ...extra },
      },
    ],
  });

  const startAlt = () => startInstance('alt', ports.alt, `${TMP}/alt`, env);
  const startNeu = () => startInstance('neu', ports.neu, '.next', env, fixture.root);

  beforeAll(async () => {
    // FIXTURE_RELEASE_DIR: a fixture release built before (a developer's rerun); npm test builds it anew.
    fixture = await step('neue Version bauen (kopieren, codegen, build)', () =>
      buildFixtureRelease(process.env.FIXTURE_RELEASE_DIR ?? `${TMP}/neu`, {
        reuse: Boolean(process.env.FIXTURE_RELEASE_DIR),
      }),
    );
    timings.push(...Object.entries(fixture.timings).map(([k, v]) => [`  davon ${k}`, v] as [string, number]));
    copyBuild(BUILD, `${TMP}/alt`);
    url = await createDatabase(`zwei_${RUN}`);
    ports = { alt: await freePort(), neu: await freePort() };
    env = instanceEnv({ DATABASE_URL: url, SITE_URL: 'http://127.0.0.1', SCHEDULE_INTERVAL_MS: '300' });
  }, 1_200_000);

  afterAll(async () => {
    console.log(
      `Zwei Versionen auf einer Datenbank, Schritte (Wandzeit):\n${timings.map(([name, ms]) => `  ${name}: ${ms} ms`).join('\n')}`,
    );
    await Promise.all(instances.map(stopInstance));
    await sql(ADMIN_URL!, `DROP DATABASE IF EXISTS zwei_${RUN} WITH (FORCE)`).catch(() => {});
    const { rmSync } = await import('node:fs');
    rmSync(TMP, { recursive: true, force: true, maxRetries: 5 });
  });

  /** Logs in on the instance (sessions are in the database: valid on both). */
  const session = async (on: Instance, account: typeof REDAKTION) =>
    cookieOf(await post(on.url, '/api/redaktion/anmelden', account));

  const api = async (on: Instance, cookie: string, path: string, body: unknown) => {
    const answer = await post(on.url, path, body, { cookie });
    return {
      status: answer.status,
      body: JSON.parse(answer.text || '{}') as Record<string, unknown>,
      text: answer.text,
    };
  };

  /** Saves, submits and publishes on one instance; the version's id. */
  async function publishOn(on: Instance, seite: string, envelope: unknown): Promise<number> {
    const editor = await session(on, REDAKTION);
    const approver = await session(on, FREIGABE);
    const saved = await api(on, editor, `/api/redaktion/seiten/${seite}/versionen`, { umschlag: envelope });
    expect(saved.status, saved.text).toBe(201);
    const versionId = (saved.body.version as { id: number }).id;
    expect((await api(on, editor, `/api/redaktion/seiten/${seite}/einreichen`, { versionId })).status).toBe(200);
    const published = await api(on, approver, `/api/redaktion/seiten/${seite}/veroeffentlichen`, { versionId });
    expect(published.status, published.text).toBe(200);
    return versionId;
  }

  const served = (on: Instance, pfad: string, expected: string) =>
    poll(`${on.name} zeigt „${expected}“ unter ${pfad}`, 20_000, async () => {
      const answer = await get(on.url, pfad);
      return answer.status === 200 && answer.text.includes(expected) ? answer : undefined;
    });

  const stored = async (versionId: number) =>
    (await sql<{ inhalt: unknown }>(url, 'SELECT inhalt FROM dokument_versionen WHERE id = $1', [versionId]))[0]!
      .inhalt;

  const pfad = `/de/zwei-versionen-${RUN}`;
  const pfadAlt = `/de/von-der-alten-${RUN}`;
  let seite: string;
  let firstVersion: number;
  let newerVersion: number;

  it(
    'both start on one database; each publishes, each serves what the other published',
    { timeout: 600_000 },
    async () => {
      alt = startAlt();
      instances = [alt];
      await step('alte Version startet auf leerer Datenbank', () => waitHealthy(alt, 180_000));
      neu = startNeu();
      instances = [alt, neu];
      await step('neue Version startet daneben', () => waitHealthy(neu, 180_000));

      await step('die alte veröffentlicht, beide zeigen es', async () => {
        const editor = await session(alt, REDAKTION);
        seite = (await api(alt, editor, '/api/redaktion/seiten', { pfad, titel: 'Zwei Versionen', layout: 'default' }))
          .body.id as string;
        firstVersion = await publishOn(alt, seite, text('alt', 'Veröffentlicht von der alten Version.'));
        await served(alt, pfad, 'Veröffentlicht von der alten Version.');
        await served(neu, pfad, 'Veröffentlicht von der alten Version.');
        const other = (
          await api(alt, editor, '/api/redaktion/seiten', { pfad: pfadAlt, titel: 'Alt', layout: 'default' })
        ).body.id as string;
        await publishOn(alt, other, text('alt', 'Nur von der alten Version.'));
        await served(neu, pfadAlt, 'Nur von der alten Version.');
      });

      await step(
        'die neue veröffentlicht in ihrer Blockversion; die alte zeigt die zuvor veröffentlichte Fassung',
        async () => {
          newerVersion = await publishOn(
            neu,
            seite,
            text('neu', 'Veröffentlicht von der neuen Version.', { [FIXTURE_FIELD]: 'zentriert' }),
          );
          await served(neu, pfad, 'Veröffentlicht von der neuen Version.');
          // Nothing refused that could be served: the older reads the earlier publication in full.
          await served(alt, pfad, 'Veröffentlicht von der alten Version.');
          // The older's Redaktion does not save over what it cannot read (409), so nothing the newer wrote is lost.
          const editor = await session(alt, REDAKTION);
          const refused = await api(alt, editor, `/api/redaktion/seiten/${seite}/versionen`, {
            umschlag: text('neu', 'Überschrieben?', { [FIXTURE_FIELD]: 'links' }),
          });
          expect(refused.status).toBe(409);
        },
      );
    },
  );

  it(
    'a scheduled publication the older cannot read waits through its restart and a rollback, then goes out once',
    { timeout: 600_000 },
    async () => {
      const editor = await session(neu, REDAKTION);
      const approver = await session(neu, FREIGABE);
      const saved = await api(neu, editor, `/api/redaktion/seiten/${seite}/versionen`, {
        umschlag: text('neu', 'Zur geplanten Zeit.', { [FIXTURE_FIELD]: 'links' }),
      });
      const planned = (saved.body.version as { id: number }).id;
      await api(neu, editor, `/api/redaktion/seiten/${seite}/einreichen`, { versionId: planned });
      // The newer stops first (a rollback begins), so the older is the one that finds the schedule due.
      await step('die neue Version hält an (Rückrollen)', async () => {
        const scheduled = await api(neu, approver, `/api/redaktion/seiten/${seite}/termine`, {
          art: 'veroeffentlichen',
          versionId: planned,
          zeitpunkt: berlinIn(4),
        });
        expect(scheduled.status, scheduled.text).toBe(201);
        neu.terminate();
        expect(await neu.exited).toBe(0);
      });

      await step('die alte startet neu: ihre Startprüfung warnt und bedient weiter', async () => {
        alt.terminate();
        expect(await alt.exited).toBe(0);
        alt = startAlt();
        instances = [alt, neu];
        await waitHealthy(alt, 180_000);
        expect(alt.log.join('')).toContain('Von einer neueren Version der Website gespeichert');
      });

      await step('die alte gibt den fälligen Termin frei, statt ihn scheitern zu lassen', async () => {
        const released = await poll('Termin freigegeben', 30_000, async () => {
          const [row] = await sql<{ braucht: unknown; ausgefuehrt_am: unknown; ergebnis: unknown }>(
            url,
            'SELECT braucht, ausgefuehrt_am, ergebnis FROM dokument_zeitplaene WHERE version_id = $1',
            [planned],
          );
          return row?.braucht ? row : undefined;
        });
        expect(released).toEqual({
          braucht: { [`block:${FIXTURE_BLOCK}`]: fixture.version },
          ausgefuehrt_am: null,
          ergebnis: null,
        });
        // Rolled back: the older alone serves every page it can read.
        await served(alt, pfad, 'Veröffentlicht von der alten Version.');
        await served(alt, pfadAlt, 'Nur von der alten Version.');
        expect((await get(alt.url, '/de')).status).toBe(200);
      });

      await step('die neue kommt zurück und veröffentlicht den Termin, einmal', async () => {
        neu = startNeu();
        instances = [alt, neu];
        await waitHealthy(neu, 180_000);
        await served(neu, pfad, 'Zur geplanten Zeit.');
        // The outcome is written right after the publication: waited for, not raced.
        const rows = await poll('Termin ausgeführt', 20_000, async () => {
          const found = await sql<{ ergebnis: string; n: number }>(
            url,
            `SELECT z.ergebnis, (SELECT count(*)::int FROM redaktion_protokoll p
                             WHERE p.aktion = 'veroeffentlicht' AND p.details->>'version' = $2) AS n
         FROM dokument_zeitplaene z WHERE z.version_id = $1`,
            [planned, String(planned)],
          );
          return found[0]?.ergebnis ? found : undefined;
        });
        expect(rows).toEqual([{ ergebnis: 'ok', n: 1 }]);
      });

      await step('nichts verloren: jede gespeicherte Fassung wie geschrieben', async () => {
        expect(await stored(firstVersion)).toMatchObject({
          content: [
            { version: fixture.version - 1, options: { text: '<p>Veröffentlicht von der alten Version.</p>' } },
          ],
        });
        expect(await stored(newerVersion)).toMatchObject({
          content: [
            {
              version: fixture.version,
              options: { text: '<p>Veröffentlicht von der neuen Version.</p>', [FIXTURE_FIELD]: 'zentriert' },
            },
          ],
        });
        const [{ n }] = (await sql<{ n: number }>(
          url,
          'SELECT count(*)::int AS n FROM dokument_versionen WHERE dokument_id = $1',
          [seite],
        )) as [{ n: number }];
        expect(n).toBe(4); // created, two publications, the planned one: the refused save stored nothing
      });
    },
  );
});
