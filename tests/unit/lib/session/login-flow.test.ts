// The embedded store behind both logins (in-memory PGlite, real demo content): rate limit,
// login flow, expiring tokens, the seeded intranet and council data.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { blockedMessage, blockedUntil, loginKeys, MAX_FAILURES, recordFailure } from '@/lib/session/rate-limit';
import { LOGIN_FAILED, LOGIN_UNAVAILABLE, runLogin } from '@/lib/session/login-flow';
import { issueToken, tokenValid } from '@/lib/session/token-store';
import { createEmbeddedIntranet } from '@/lib/redaktion/embedded/embedded-intranet';
import { createEmbeddedRatsinfo } from '@/lib/services/ratsinfo/embedded-ratsinfo';
import { SessionRejected } from '@/lib/session/session-rejected';
import { latestTexts } from '@/lib/intranet/latest-texts';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

const CONTENT = path.join(PROJECT_ROOT, 'content');
let db: Database;

beforeAll(async () => {
  db = await openMigratedPglite();
}, 120_000);
afterAll(() => db.close());

describe('login rate limit (per account and per address, in the database)', () => {
  const t0 = new Date('2026-11-20T10:00:00Z');
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  it('blocks an account after 10 failures in 15 minutes, until the oldest leaves the window', async () => {
    const keys = loginKeys('ratsinfo', 'Opfer@Tannbrunn.example', '10.0.0.1');
    for (let i = 0; i < MAX_FAILURES - 1; i++) await recordFailure(db, keys, at(i));
    expect(await blockedUntil(db, keys, at(9))).toBeNull();
    await recordFailure(db, keys, at(9));
    expect(await blockedUntil(db, keys, at(9))).toEqual(at(15));
    // Another address, same account (e-mail case ignored): still blocked.
    expect(await blockedUntil(db, loginKeys('ratsinfo', 'opfer@tannbrunn.example', '10.0.0.2'), at(10))).toEqual(
      at(15),
    );
    expect(await blockedUntil(db, keys, at(15))).toBeNull();
    // The other system is separate.
    expect(await blockedUntil(db, loginKeys('intranet', 'opfer@tannbrunn.example', '10.0.0.1'), at(10))).toBeNull();
  });

  it('blocks an address that tries many accounts', async () => {
    for (let i = 0; i < MAX_FAILURES; i++)
      await recordFailure(db, loginKeys('intranet', `konto${i}@tannbrunn.example`, '10.9.9.9'), at(i));
    expect(await blockedUntil(db, loginKeys('intranet', 'neu@tannbrunn.example', '10.9.9.9'), at(10))).toEqual(at(15));
  });

  it('says in German when to try again', () => {
    expect(blockedMessage(new Date('2026-11-20T10:15:00Z'), new Date('2026-11-20T10:03:30Z'))).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es ab 11:15 Uhr erneut (in 12 Minuten).',
    );
  });
});

describe('login flow', () => {
  const input = { email: 'flow@tannbrunn.example', passwort: 'falsch' };
  // A fixed clock at midday: near midnight the message would name the next day.
  const noon = () => new Date('2026-11-20T11:00:00Z');
  const flow = (attempt: () => Promise<string | null>, address = '10.1.1.1') =>
    runLogin({ kind: 'intranet', input, address, database: async () => db, attempt, now: noon });

  it('counts a refusal (also an empty answer) as a failure with a German message', async () => {
    expect(await flow(async () => null)).toEqual({
      ok: false,
      status: 401,
      message: LOGIN_FAILED,
      codes: ['anmeldung-fehlgeschlagen'],
    });
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM anmelde_fehlversuche WHERE schluessel = 'intranet:konto:flow@tannbrunn.example'",
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('reports an outage as such and counts no failure', async () => {
    const outcome = await flow(async () => {
      throw new Error('CMS weg');
    });
    expect(outcome).toEqual({ ok: false, status: 503, message: LOGIN_UNAVAILABLE, codes: ['nicht-verfuegbar'] });
  });

  it('asks nobody once blocked, and the tenth failure already answers 429', async () => {
    let asked = 0;
    const refuse = async () => {
      asked++;
      return null;
    };
    for (let i = 0; i < 8; i++) await flow(refuse);
    const tenth = await flow(refuse);
    expect(tenth.ok).toBe(false);
    expect(!tenth.ok && tenth.status).toBe(429);
    asked = 0;
    const blocked = await flow(async () => 'ok');
    expect(!blocked.ok && blocked.message).toMatch(
      /^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es ab \d\d:\d\d Uhr erneut/,
    );
    expect(!blocked.ok && blocked.codes).toEqual(['gesperrt']);
    expect(!blocked.ok && blocked.blockedUntil).toBeInstanceOf(Date);
    expect(asked).toBe(0);
  });

  it('checks the input before anything else', async () => {
    const outcome = await runLogin({
      kind: 'ratsinfo',
      input: { email: '', passwort: '' },
      address: 'x',
      database: async () => db,
      attempt: async () => 'nie',
    });
    expect(!outcome.ok && outcome.status).toBe(422);
  });
});

describe('session tokens', () => {
  it('expire, and are bound to kind and account', async () => {
    const now = new Date();
    const token = await issueToken(db, 'ratsinfo', '1', 60, now);
    expect(await tokenValid(db, 'ratsinfo', '1', token, now)).toBe(true);
    expect(await tokenValid(db, 'intranet', '1', token, now)).toBe(false);
    expect(await tokenValid(db, 'ratsinfo', '2', token, now)).toBe(false);
    expect(await tokenValid(db, 'ratsinfo', '1', token, new Date(now.getTime() + 61_000))).toBe(false);
  });
});

describe('embedded intranet', () => {
  const intranet = createEmbeddedIntranet({ database: async () => db, contentDir: CONTENT, sessionMaxAge: 3600 });

  it('logs the demo account in and refuses a wrong password', async () => {
    expect(await intranet.login('intranet@tannbrunn.example', 'falsch')).toBeNull();
    expect(await intranet.login('niemand@tannbrunn.example', 'Tannbrunn-Intranet-2026')).toBeNull();
    const login = await intranet.login('INTRANET@tannbrunn.example', 'Tannbrunn-Intranet-2026');
    expect(login?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await intranet.getUser(login!)).toEqual({
      vorname: 'Jana',
      nachname: 'Bühler',
      email: 'intranet@tannbrunn.example',
    });
    expect(await intranet.getUser({ uuid: login!.uuid, token: 'gefaelscht-gefaelscht' })).toBeNull();
  });

  it('serves several categories with dozens of texts, paged 3 at a time, newest first', async () => {
    const session = (await intranet.login('intranet@tannbrunn.example', 'Tannbrunn-Intranet-2026'))!;
    const categories = await intranet.getCategories(session);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    let total = 0;
    for (const c of categories) {
      const first = await intranet.getTexts(session, c.url, { seite: 1, proSeite: 3 });
      expect(first.data.length).toBeLessThanOrEqual(3);
      const dates = first.data.map((t) => t.datum_von);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (let s = 1; s <= first.seiten; s++)
        total += (await intranet.getTexts(session, c.url, { seite: s, proSeite: 3 })).data.length;
    }
    expect(total).toBeGreaterThanOrEqual(24);
    const latest = await latestTexts(intranet, session, categories);
    expect(latest).toHaveLength(3);
    expect(latest[0]!.datum_von >= latest[1]!.datum_von && latest[1]!.datum_von >= latest[2]!.datum_von).toBe(true);
  });

  it('lists only archive entries valid today, with downloadtext and stand', async () => {
    const session = (await intranet.login('intranet@tannbrunn.example', 'Tannbrunn-Intranet-2026'))!;
    const topics = await intranet.getArchiveTopics(session);
    expect(topics.length).toBeGreaterThanOrEqual(3);
    const entries = (await Promise.all(topics.map((t) => intranet.getArchive(session, String(t.id))))).flat();
    const titles = entries.map((e) => e.titel);
    expect(titles).toContain('Dienstanweisung Winterdienst');
    expect(titles).not.toContain('Dienstanweisung Winterdienst 2019/2020');
    expect(titles).not.toContain('Dienstanweisung Aktenführung (Entwurf)');
    const doc = entries.find((e) => e.titel === 'Dienstanweisung Winterdienst')!.dokumente[0]!;
    expect(doc).toMatchObject({
      downloadtext: expect.any(String),
      stand: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      url: expect.stringMatching(/^\/api\/intranet\/dokumente\/\d+$/),
    });
  });

  it('rejects every data call with an unknown token', async () => {
    await expect(
      intranet.getCategories({ uuid: 'c11ab53d-5a00-45cc-bb1b-a48bc2a4c209', token: 'unbekannt-unbekannt' }),
    ).rejects.toBeInstanceOf(SessionRejected);
  });
});

describe('embedded council', () => {
  const ratsinfo = createEmbeddedRatsinfo({ database: async () => db, contentDir: CONTENT, sessionMaxAge: 3600 });

  it('logs both demo members in, one of them asked to change the password', async () => {
    const rat = await ratsinfo.login('rat@tannbrunn.example', 'Tannbrunn-Rat-2026');
    expect(rat?.pw_geaendert).toBe(true);
    const member = await ratsinfo.getMember(rat!);
    expect(member).toMatchObject({ vorname: 'Klaus', nachname: 'Eberle', email: 'rat@tannbrunn.example' });
    expect(member?.taetigkeitsbereiche).toContain('Gemeinderat');
    expect((await ratsinfo.login('neu@tannbrunn.example', 'Tannbrunn-Neu-2026'))?.pw_geaendert).toBe(false);
  });

  it('has coming and past meetings with agenda and documents, and reports', async () => {
    const session = (await ratsinfo.login('rat@tannbrunn.example', 'Tannbrunn-Rat-2026'))!;
    const meetings = await ratsinfo.getMeetings(session);
    const now = Date.now();
    expect(meetings.filter((m) => Date.parse(m.beginn) > now).length).toBeGreaterThanOrEqual(3);
    expect(meetings.filter((m) => Date.parse(m.beginn) < now).length).toBeGreaterThanOrEqual(1);
    expect(meetings.every((m) => m.tagesordnung.length > 0)).toBe(true);
    const withDocs = meetings.flatMap((m) => [...m.dokumente, ...m.tagesordnung.flatMap((p) => p.dokumente)]);
    expect(withDocs.length).toBeGreaterThan(5);
    const file = await ratsinfo.getDocument(session, String(withDocs[0]!.id));
    expect(file?.dateiname).toMatch(/\.(pdf|txt)$/);
    expect((await ratsinfo.getReports(session)).length).toBeGreaterThanOrEqual(3);
  });

  it('changes the password (current one checked), then the old one no longer works', async () => {
    const session = (await ratsinfo.login('neu@tannbrunn.example', 'Tannbrunn-Neu-2026'))!;
    const other = (await ratsinfo.login('neu@tannbrunn.example', 'Tannbrunn-Neu-2026'))!;
    expect(await ratsinfo.changePassword(session, 'falsch', 'Ein-neues-langes-Passwort')).toBe('falsches-passwort');
    expect(await ratsinfo.changePassword(session, 'Tannbrunn-Neu-2026', 'Ein-neues-langes-Passwort')).toBe('geaendert');
    expect(await ratsinfo.login('neu@tannbrunn.example', 'Tannbrunn-Neu-2026')).toBeNull();
    expect((await ratsinfo.login('neu@tannbrunn.example', 'Ein-neues-langes-Passwort'))?.pw_geaendert).toBe(true);
    // The other session of the member ended with the old password; this one goes on.
    expect(await ratsinfo.getMember(other)).toBeNull();
    expect(await ratsinfo.getMember(session)).not.toBeNull();
  });

  it('serves the meetings for a personal calendar key only', async () => {
    const session = (await ratsinfo.login('rat@tannbrunn.example', 'Tannbrunn-Rat-2026'))!;
    const key = (await ratsinfo.calendarKey(session))!;
    expect(await ratsinfo.calendarKey(session)).toBe(key);
    expect((await ratsinfo.meetingsForCalendarKey(key))?.length).toBeGreaterThan(0);
    expect(await ratsinfo.meetingsForCalendarKey('x'.repeat(32))).toBeNull();
  });

  // Issue 12.9: the key never changed, so a member who changed the password (or lost a phone)
  // could not shut out an old copy of the address with all non-public agenda items.
  it('a password change and an explicit renewal make a new key; the old one opens nothing', async () => {
    const session = (await ratsinfo.login('rat@tannbrunn.example', 'Tannbrunn-Rat-2026'))!;
    const first = (await ratsinfo.calendarKey(session))!;
    const renewed = (await ratsinfo.renewCalendarKey(session))!;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(renewed).not.toBe(first);
    expect(await ratsinfo.calendarKey(session)).toBe(renewed);
    expect(await ratsinfo.meetingsForCalendarKey(first)).toBeNull();
    expect((await ratsinfo.meetingsForCalendarKey(renewed))?.length).toBeGreaterThan(0);

    expect(await ratsinfo.changePassword(session, 'Tannbrunn-Rat-2026', 'Ein-anderes-langes-Passwort')).toBe(
      'geaendert',
    );
    expect(await ratsinfo.meetingsForCalendarKey(renewed)).toBeNull();
    const afterChange = (await ratsinfo.calendarKey(session))!;
    expect(afterChange).not.toBe(renewed);
    expect((await ratsinfo.meetingsForCalendarKey(afterChange))?.length).toBeGreaterThan(0);
    // Back to the demo password for the tests after this one.
    expect(await ratsinfo.changePassword(session, 'Ein-anderes-langes-Passwort', 'Tannbrunn-Rat-2026')).toBe(
      'geaendert',
    );
  });
});
