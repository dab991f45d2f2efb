// Scheduled publishing as rules of the store (issue 15): Berlin wall-clock times, who may schedule what, and the
// runner that carries a due schedule out once, however many instances look at the same time; a refusal at the time
// is kept as the outcome and not tried again; a cancelled schedule never runs.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import { readAudit } from '@/lib/redaktion/store/audit';
import { getPageInfo, archivePage, createPage } from '@/lib/redaktion/store/pages';
import { savePageVersion } from '@/lib/redaktion/store/page-versions';
import { pageEnvelope } from '@/lib/redaktion/store/published';
import { insertVersion, PAGE_KIND } from '@/lib/redaktion/store/versions';
import { SCHEDULE_TEXTS } from '@/lib/redaktion/shared/schedule-texts';
import {
  cancelSchedule,
  parseScheduleTime,
  pendingSchedules,
  runDueSchedules,
  schedule,
} from '@/lib/redaktion/store/schedules';
import { OWN_CHANGE } from '@/lib/redaktion/store/settings';
import { NICHT_EINGEREICHT } from '@/lib/redaktion/shared/permissions';
import type { Aenderung } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../../support/databases';
import { sendBack } from '@/lib/redaktion/store/workflow';
import { ada, franz as franzAccount, refusal, rita, submitted } from '../../../support/redaktion-store';

/** The planner has an account: a run reads the role it has at run time. */
const franz = { ...franzAccount, id: '00000000-0000-4000-8000-0000000000f1' };

const page = (text: string): Seite =>
  ({
    pageLayout: 'default',
    title: 'Termin',
    content: [{ template: 'text', slotName: 'main', options: { text } }],
  }) as Seite;

const inAnHour = () => new Date(Date.now() + 3600_000);

describe('the time of a schedule (Europe/Berlin)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('reads the wall clock of the municipality, in winter and in summer time', () => {
    expect(parseScheduleTime('2026-12-01T10:00', now).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(parseScheduleTime('2027-07-01T10:00', now).toISOString()).toBe('2027-07-01T08:00:00.000Z');
    expect(parseScheduleTime('2026-12-01T10:00:30', now).toISOString()).toBe('2026-12-01T09:00:30.000Z');
  });
  it('refuses what is no time, a day that does not exist, the past and more than two years ahead', () => {
    for (const raw of ['', 'morgen', '2026-12-01', '2027-02-31T10:00', '2026-12-01T25:00', 42, null]) {
      expect(() => parseScheduleTime(raw, now), String(raw)).toThrow(SCHEDULE_TEXTS.timeMissing);
    }
    expect(() => parseScheduleTime('2026-11-25T12:59', now)).toThrow(SCHEDULE_TEXTS.timePast);
    expect(() => parseScheduleTime('2029-01-01T10:00', now)).toThrow(SCHEDULE_TEXTS.timeTooFar);
  });
});

onEachDatabase('scheduled publishing', (open) => {
  let db: Database;
  let id: string;
  beforeAll(async () => {
    db = await open();
    ({
      seite: { id },
    } = await createPage(db, rita, { pfad: '/de/termin-regeln', titel: 'Termin', layout: 'default' }));
    await db.query(
      `INSERT INTO redaktion_konten (id, email, passwort_hash, name, rolle) VALUES ($1, 'franz@example.org', 'x', $2, $3)`,
      [franz.id, franz.name, franz.role],
    );
  }, 120_000);

  /** Lets the time of every pending schedule come (what the clock does in production). */
  const letTimePass = () =>
    db.query("UPDATE dokument_zeitplaene SET zeitpunkt = now() - interval '1 second' WHERE ausgefuehrt_am IS NULL");

  it('only approvers schedule, never their own version, never one with errors', async () => {
    // A page of its own: Franz's draft would be carried by every later draft of the shared page.
    const {
      seite: { id },
    } = await createPage(db, rita, { pfad: '/de/termin-eigene', titel: 'Termin', layout: 'default' });
    const { version: mine } = await savePageVersion(db, franz, id, page('<p>Von Franz</p>'));
    await submitted(db, franz, id, mine.id);
    const request = { art: 'veroeffentlichen' as const, versionId: mine.id, zeitpunkt: inAnHour() };
    expect((await refusal(schedule(db, rita, id, request))).status).toBe(403);
    expect((await refusal(schedule(db, franz, id, request))).message).toBe(OWN_CHANGE);
    const { version: broken } = await savePageVersion(db, rita, id, page(''));
    // It could not be submitted; as if it had been, the schedule checks the validators again.
    await db.query(`UPDATE dokument_versionen SET zustand = 'zur_freigabe' WHERE id = $1`, [broken.id]);
    const refused = await refusal(schedule(db, franz, id, { ...request, versionId: broken.id }));
    expect(refused).toMatchObject({ status: 422, message: SCHEDULE_TEXTS.withErrors });
    expect(await pendingSchedules(db, id)).toEqual([]);
  });

  it('carries a due publication out once while two runners look at the same time', async () => {
    const { version } = await savePageVersion(db, rita, id, page('<p>Zur rechten Zeit</p>'));
    await submitted(db, rita, id, version.id);
    const terminId = await schedule(db, franz, id, {
      art: 'veroeffentlichen',
      versionId: version.id,
      zeitpunkt: inAnHour(),
    });
    expect(await pendingSchedules(db, id)).toMatchObject([
      { id: terminId, art: 'veroeffentlichen', versionNummer: version.nummer, von: 'Franz Freigabe' },
    ]);
    // Not yet due: nothing happens.
    const applied: Aenderung[] = [];
    expect(await runDueSchedules(db, async (a) => void applied.push(a))).toBe(0);
    expect(await pageEnvelope(db, '/de/termin-regeln')).toBeNull();

    await letTimePass();
    const second = await open();
    const done = await Promise.all([
      runDueSchedules(db, async (a) => void applied.push(a)),
      runDueSchedules(second, async (a) => void applied.push(a)),
    ]);
    expect(done[0] + done[1]).toBe(1);
    expect(applied).toEqual([{ art: 'seite', pfade: ['/de/termin-regeln'] }]);
    expect(JSON.stringify(await pageEnvelope(db, '/de/termin-regeln'))).toContain('Zur rechten Zeit');
    expect(await pendingSchedules(db, id)).toEqual([]);
    const log = await readAudit(db, ada, { objektArt: 'seite', objektId: id });
    const published = log.eintraege.filter((e) => e.aktion === 'veroeffentlicht');
    expect(published).toHaveLength(1);
    // Carried out by the system, for the planner (issue 33: marked as the system in the audit).
    expect(published[0]!.konto).toMatchObject({ id: 'system', name: 'System (Termin von Franz Freigabe)' });
    expect(published[0]!.details).toMatchObject({ termin: terminId, geplantVon: { id: franz.id } });
  });

  it('leaves a version a newer release wrote for an instance of that release, pending, never failed', async () => {
    // Issue 42, point 3: an older instance claimed it and failed it for good ('never retried').
    const {
      seite: { id: neu },
    } = await createPage(db, rita, { pfad: '/de/termin-neuer', titel: 'Termin', layout: 'default' });
    const newer = { ...page(''), content: [{ template: 'text', slotName: 'main', version: 9, options: { neu: 1 } }] };
    const stored = await insertVersion(db, PAGE_KIND, neu, newer, { fehler: 0, meldungen: [] }, rita);
    await db.query(`UPDATE dokument_versionen SET zustand = 'zur_freigabe' WHERE id = $1`, [stored.id]);
    await db.query(
      `INSERT INTO dokument_zeitplaene (dokument_id, art, version_id, zeitpunkt, konto_id, konto_name, rolle)
       VALUES ($1, 'veroeffentlichen', $2, now() - interval '1 second', $3, $4, 'freigabe')`,
      [neu, stored.id, franz.id, franz.name],
    );
    expect(await runDueSchedules(db, async () => undefined)).toBe(0);
    const row = async () =>
      (
        await db.query<{ ausgefuehrt_am: unknown; ergebnis: unknown; beansprucht_bis: unknown; braucht: unknown }>(
          'SELECT ausgefuehrt_am, ergebnis, beansprucht_bis, braucht FROM dokument_zeitplaene WHERE dokument_id = $1',
          [neu],
        )
      ).rows[0];
    expect(await row()).toEqual({
      ausgefuehrt_am: null,
      ergebnis: null,
      beansprucht_bis: null,
      braucht: { 'block:text': 9 },
    });
    // This instance does not take it again; it stays pending for the newer one.
    expect(await runDueSchedules(db, async () => undefined)).toBe(0);
    expect((await row())!.braucht).toEqual({ 'block:text': 9 });
    expect(await pendingSchedules(db, neu)).toHaveLength(1);
    expect(await pageEnvelope(db, '/de/termin-neuer')).toBeNull();
  });

  it('checks the role and the submission at run time, not as they were when planned', async () => {
    // Issue 33, defect 6: a scheduled publication ran with the role its planner had then.
    const { version } = await savePageVersion(db, rita, id, page('<p>Rolle zur Zeit</p>'));
    await submitted(db, rita, id, version.id);
    await schedule(db, franz, id, { art: 'veroeffentlichen', versionId: version.id, zeitpunkt: inAnHour() });
    await db.query(`UPDATE redaktion_konten SET rolle = 'redaktion' WHERE id = $1`, [franz.id]);
    await letTimePass();
    expect(await runDueSchedules(db, async () => undefined)).toBe(1);
    const outcome = async () =>
      (
        await db.query<{ ergebnis: string }>(
          'SELECT ergebnis FROM dokument_zeitplaene WHERE dokument_id = $1 ORDER BY id DESC LIMIT 1',
          [id],
        )
      ).rows[0]!.ergebnis;
    expect(await outcome()).toBe('Veröffentlichen ist der Rolle Freigabe oder Administration vorbehalten.');
    expect(JSON.stringify(await pageEnvelope(db, '/de/termin-regeln'))).not.toContain('Rolle zur Zeit');
    await db.query(`UPDATE redaktion_konten SET rolle = 'freigabe' WHERE id = $1`, [franz.id]);

    // Sent back after it was planned: the run refuses it.
    await schedule(db, franz, id, { art: 'veroeffentlichen', versionId: version.id, zeitpunkt: inAnHour() });
    await sendBack(db, ada, id, version.id, 'Doch nicht');
    await letTimePass();
    expect(await runDueSchedules(db, async () => undefined)).toBe(1);
    expect(await outcome()).toBe(NICHT_EINGEREICHT);
  });

  it("checks the planner's editing rights at run time: limited to another office since, the run is refused", async () => {
    const { version } = await savePageVersion(db, rita, id, page('<p>Bereich zur Zeit</p>'));
    await submitted(db, rita, id, version.id);
    await schedule(db, franz, id, { art: 'veroeffentlichen', versionId: version.id, zeitpunkt: inAnHour() });
    const { abteilung } = await getPageInfo(db, id);
    await db.query('UPDATE redaktion_konten SET abteilungen = $2 WHERE id = $1', [franz.id, [abteilung === 1 ? 2 : 1]]);
    await letTimePass();
    expect(await runDueSchedules(db, async () => undefined)).toBe(1);
    const { rows } = await db.query<{ ergebnis: string }>(
      'SELECT ergebnis FROM dokument_zeitplaene WHERE dokument_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    expect(rows[0]!.ergebnis).toMatch(/^Diese Seite gehört .*; Ihr Konto darf nur Seiten von „[^“]+“ bearbeiten\.$/);
    expect(JSON.stringify(await pageEnvelope(db, '/de/termin-regeln'))).not.toContain('Bereich zur Zeit');
    await db.query("UPDATE redaktion_konten SET abteilungen = '{}' WHERE id = $1", [franz.id]);
  });

  it('a cancelled schedule never runs; cancelling twice says so', async () => {
    const terminId = await schedule(db, franz, id, { art: 'zurueckziehen', zeitpunkt: inAnHour() });
    expect((await refusal(cancelSchedule(db, rita, id, terminId))).status).toBe(403);
    await cancelSchedule(db, ada, id, terminId);
    expect((await refusal(cancelSchedule(db, ada, id, terminId))).message).toBe(SCHEDULE_TEXTS.notPending);
    await letTimePass();
    expect(await runDueSchedules(db, async () => undefined)).toBe(0);
    expect((await getPageInfo(db, id)).status).not.toBe('entwurf');
  });

  it('takes a page offline at its time; a refusal at the time is kept and not tried again', async () => {
    await schedule(db, franz, id, { art: 'zurueckziehen', zeitpunkt: inAnHour() });
    await letTimePass();
    expect(await runDueSchedules(db, async () => undefined)).toBe(1);
    expect(await pageEnvelope(db, '/de/termin-regeln')).toBeNull();

    const { version } = await savePageVersion(db, rita, id, page('<p>Nach dem Archiv</p>'));
    await submitted(db, rita, id, version.id);
    await schedule(db, franz, id, { art: 'veroeffentlichen', versionId: version.id, zeitpunkt: inAnHour() });
    await archivePage(db, ada, id);
    await letTimePass();
    expect(await runDueSchedules(db, async () => undefined)).toBe(1);
    const { rows } = await db.query<{ ergebnis: string }>(
      'SELECT ergebnis FROM dokument_zeitplaene WHERE dokument_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    expect(rows[0]!.ergebnis).not.toBe('ok');
    expect(rows[0]!.ergebnis).toMatch(/[äöüß]|Seite/);
    expect(await runDueSchedules(db, async () => undefined)).toBe(0);
  });
});
