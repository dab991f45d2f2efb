// The alert banner may not be an unbounded one-person channel (issue 41, point 2 and the banner points of the Low
// list), taken through the API's banner actions: an account limited to some offices covers only areas within its
// limit (and ends only such banners); an emergency banner without a second approval links to this site only and ends
// by itself after EMERGENCY_BANNER_HOURS (the confirmation restores the end its author asked for; after the automatic
// end it is too late); four eyes are judged by content, so an unchanged save by another account launders nothing;
// odd ids and over-long links are refused in German, not with a database error; the audit log names what a banner
// says and where.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import { getEmergencyBannerMs } from '@/lib/config';
import { BANNER_ACTIONS, BANNERS_ACTIONS } from '@/lib/redaktion/actions/banner-actions';
import type { ActionInput } from '@/lib/redaktion/actions/api-route';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import { WARNMELDUNG_TEXTS as T, type Warnmeldung } from '@/lib/redaktion/shared/warnmeldung';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { publishWarnmeldungNow, visibleWarnmeldungen } from '@/lib/redaktion/store/warnmeldungen';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT, franz, rita } from '../../../support/redaktion-store';

const gerda: Actor = { id: 'f-2', name: 'Gerda Freigabe', role: 'freigabe' };
/** The demo's approver limited to the Tourist-Information (office 7). */
const tourismus: Actor = {
  id: 't-1',
  name: 'Tanja Tourismus',
  role: 'freigabe',
  bereich: { abteilungen: [7], pfade: [] },
};

afterEach(() => vi.unstubAllEnvs());

describe('how long an unconfirmed emergency banner stays up', () => {
  it('is 24 hours unless EMERGENCY_BANNER_HOURS says otherwise', () => {
    expect(getEmergencyBannerMs()).toBe(24 * 3_600_000);
    vi.stubEnv('EMERGENCY_BANNER_HOURS', '2.5');
    expect(getEmergencyBannerMs()).toBe(2.5 * 3_600_000);
    vi.stubEnv('EMERGENCY_BANNER_HOURS', 'bald');
    expect(getEmergencyBannerMs()).toBe(24 * 3_600_000);
  });
});

onEachDatabase('alert banners within limits', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await ensureSeeded(db, CONTENT);
  }, 120_000);

  const input = (actor: Actor, query: ActionInput['query'], body: Record<string, unknown> = {}): ActionInput => ({
    db,
    actor,
    query,
    body,
    renderVersion: async () => '',
  });

  /** The action's answer, or its refusal as status and German message (a database error fails the test). */
  async function outcome(promise: Promise<{ status: number; body: object }>) {
    try {
      const { status, body } = await promise;
      return { status, body: body as { warnmeldung: Warnmeldung } };
    } catch (error) {
      if (!(error instanceof RedaktionError)) throw error;
      return { status: error.status, message: error.message };
    }
  }

  const create = async (actor: Actor, body: Record<string, unknown>) =>
    outcome(BANNERS_ACTIONS.POST!(input(actor, {}, { text: 'Probe', stufe: 'gefahr', ...body })));
  const step = (actor: Actor, id: string, aktion: keyof typeof BANNER_ACTIONS, body: Record<string, unknown> = {}) =>
    outcome(BANNER_ACTIONS[aktion]!.POST!(input(actor, { id }, body)));
  const created = async (actor: Actor, body: Record<string, unknown>) => {
    const answer = await create(actor, body);
    expect(answer.status, JSON.stringify(answer)).toBe(201);
    return (answer as { body: { warnmeldung: Warnmeldung } }).body.warnmeldung;
  };

  it("keeps a limited approver's banner within its offices' pages, and lets it end no other office's banner", async () => {
    // The whole site: not its to cover. Before, the Tourist-Information put a 'Gefahr' banner on every page at once.
    const wholeSite = await create(tourismus, { bereich: '/de' });
    expect(wholeSite).toMatchObject({ status: 403, message: expect.stringMatching(/^Der Pfad „\/de“ gehört zum Amt/) });
    const foreign = await created(franz, { bereich: '/de/rathaus/buergerservice' });
    expect(await step(tourismus, foreign.id, 'sofort')).toMatchObject({ status: 403 });
    expect(await visibleWarnmeldungen(db)).toEqual([]);

    // Its own part of the site: written, published at once, ended.
    const own = await created(tourismus, { bereich: '/de/tourismus' });
    expect(await step(tourismus, own.id, 'sofort')).toMatchObject({ status: 200 });
    expect(await step(tourismus, own.id, 'beenden')).toMatchObject({ status: 200 });

    // Another office's banner, published by an unlimited approver: the limited one may not end it.
    expect(await step(franz, foreign.id, 'sofort')).toMatchObject({ status: 200 });
    const end = await step(tourismus, foreign.id, 'beenden');
    expect(end).toMatchObject({ status: 403, message: expect.stringMatching(/Ihr Konto darf nur Seiten von/) });
    expect((await visibleWarnmeldungen(db)).map((b) => b.id)).toContain(foreign.id);
    await step(franz, foreign.id, 'beenden');
  });

  it("refuses an area whose root is the account's but which covers another office's page below it", async () => {
    const wirtschaft: Actor = { ...tourismus, id: 't-2', bereich: { abteilungen: [4], pfade: [] } };
    // /de/wirtschaft is the economy office's (4); /de/wirtschaft/gastgeber below it is the Tourist-Information's.
    const refused = await create(wirtschaft, { bereich: '/de/wirtschaft' });
    expect(refused).toMatchObject({
      status: 403,
      message: expect.stringMatching(
        /^Der Bereich „\/de\/wirtschaft“ umfasst auch die Seite „\/de\/wirtschaft\/gastgeber/,
      ),
    });
  });

  it('an emergency banner links to this site only and ends by itself without a second approval', async () => {
    const external = await created(franz, {
      bereich: '/de/tourismus',
      linkHref: 'https://umleitung.example.org/',
      linkText: 'Umleitung',
    });
    expect(await step(franz, external.id, 'sofort')).toEqual({ status: 409, message: T.emergencyExternalLink });
    expect(await visibleWarnmeldungen(db)).toEqual([]);

    const wanted = new Date(Date.now() + 7 * 86_400_000);
    const draft = await created(franz, {
      bereich: '/de/tourismus',
      linkHref: '/de/tourismus',
      linkText: 'Mehr zur Lage',
      ende: wanted.toISOString(),
    });
    const before = Date.now();
    const published = await step(franz, draft.id, 'sofort');
    const banner = (published as { body: { warnmeldung: Warnmeldung } }).body.warnmeldung;
    // Not a week: 24 hours from now (the author's end is kept for the confirmation).
    const end = Date.parse(banner.ende!);
    expect(end).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1_000);
    expect(Date.parse(banner.endeGewuenscht!)).toBe(wanted.getTime());

    // The second approval restores the author's end, and only another approver whose content it is not gives it.
    expect(await step(franz, draft.id, 'bestaetigen')).toMatchObject({ status: 403, message: T.ownEmergency });
    const confirmed = await step(gerda, draft.id, 'bestaetigen');
    expect(confirmed).toMatchObject({ status: 200 });
    expect(Date.parse((confirmed as { body: { warnmeldung: Warnmeldung } }).body.warnmeldung.ende!)).toBe(
      Date.parse(banner.endeGewuenscht!),
    );
    await step(gerda, draft.id, 'beenden');
  });

  it('an unconfirmed emergency banner that has ended by itself is no longer shown, nor confirmed', async () => {
    const draft = await created(franz, { bereich: '/de/veranstaltungen' });
    // One millisecond without a second approval: over before the next query.
    await publishWarnmeldungNow(db, franz, draft.id, 1);
    expect((await visibleWarnmeldungen(db)).map((b) => b.id)).not.toContain(draft.id);
    expect(await step(gerda, draft.id, 'bestaetigen')).toEqual({ status: 409, message: T.emergencyExpired });
  });

  it('judges four eyes by content: an unchanged save by another account launders nothing', async () => {
    const body = { text: 'Loipe am Hochkopf gesperrt', stufe: 'hinweis', bereich: '/de/tourismus' };
    const draft = await created(franz, body);
    // Rita saves it unchanged and submits it: the content is still Franz's.
    expect(await step(rita, draft.id, 'speichern', body)).toMatchObject({ status: 200 });
    expect(await step(rita, draft.id, 'einreichen')).toMatchObject({ status: 200 });
    expect(await step(franz, draft.id, 'freigeben')).toEqual({ status: 403, message: T.ownText });
    // Nor may Franz give the second approval of an emergency publication of it.
    expect(await step(gerda, draft.id, 'sofort')).toMatchObject({ status: 200 });
    expect(await step(franz, draft.id, 'bestaetigen')).toMatchObject({ status: 403, message: T.ownEmergency });
    expect(await step(ada, draft.id, 'bestaetigen')).toMatchObject({ status: 200 });
    await step(ada, draft.id, 'beenden');

    // A changed save adds its writer: neither of the two publishes it then.
    const second = await created(franz, { ...body, text: 'Loipe am Feldberg gesperrt' });
    expect(await step(rita, second.id, 'speichern', { ...body, text: 'Loipe am Feldberg gesperrt.' })).toMatchObject({
      status: 200,
    });
    expect(await step(rita, second.id, 'einreichen')).toMatchObject({ status: 200 });
    expect(await step(franz, second.id, 'freigeben')).toEqual({ status: 403, message: T.ownText });
    expect(await step(gerda, second.id, 'freigeben')).toMatchObject({ status: 200 });
    await step(gerda, second.id, 'beenden');
  });

  it('answers 404 for a banner id that is no UUID and 422 for a link longer than the database keeps', async () => {
    for (const id of ['-'.repeat(36), 'x'.repeat(36), '1', ''])
      expect(await step(franz, id, 'sofort'), id).toEqual({ status: 404, message: 'Diese Warnmeldung gibt es nicht.' });
    const long = await create(franz, { linkHref: `/de/${'a'.repeat(600)}`, linkText: 'Lang' });
    expect(long).toEqual({ status: 422, message: T.linkTooLong });
    const longText = await create(franz, { linkHref: '/de', linkText: 'x'.repeat(121) });
    expect(longText).toEqual({ status: 422, message: T.linkTextTooLong });
  });

  it("logs each banner's link, area, start and end", async () => {
    const beginn = new Date(Date.now() + 3_600_000);
    const ende = new Date(Date.now() + 7_200_000);
    const draft = await created(franz, {
      bereich: '/de/tourismus',
      linkHref: '/de/tourismus',
      linkText: 'Zur Lage',
      beginn: beginn.toISOString(),
      ende: ende.toISOString(),
    });
    const { rows } = await db.query<{ aktion: string; details: Record<string, unknown> }>(
      "SELECT aktion, details FROM redaktion_protokoll WHERE objekt_art = 'warnmeldung' AND objekt_id = $1",
      [draft.id],
    );
    expect(rows[0]).toMatchObject({
      aktion: 'warnmeldung_angelegt',
      details: {
        link: { href: '/de/tourismus', text: 'Zur Lage' },
        bereich: '/de/tourismus',
        beginn: beginn.toISOString(),
        ende: ende.toISOString(),
      },
    });
  });
});
