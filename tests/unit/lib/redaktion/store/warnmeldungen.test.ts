// The alert banner's rules in the store: four eyes (nobody publishes their own text, only a submitted banner is
// published), the emergency path (published at once, awaiting a second approval by somebody else, logged), ending,
// what visitors see when, and start and end announced once however many instances look.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { changedPaths } from '@/lib/redaktion/actions/publish-change';
import { WARNMELDUNG_TEXTS as T } from '@/lib/redaktion/shared/warnmeldung';
import { seedContent } from '@/lib/redaktion/store/seed';
import { announceDueMoments } from '@/lib/redaktion/store/moments';
import {
  checkWarnmeldung,
  confirmWarnmeldung,
  endWarnmeldung,
  publishWarnmeldung,
  publishWarnmeldungNow,
  saveWarnmeldung,
  submitWarnmeldung,
  visibleWarnmeldungen,
} from '@/lib/redaktion/store/warnmeldungen';
import type { Actor } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT, franz, refusal, rita } from '../../../support/redaktion-store';

const gerda: Actor = { id: 'f-2', name: 'Gerda Freigabe', role: 'freigabe' };
const banner = { text: 'B 500 gesperrt', stufe: 'warnung' };

describe('checkWarnmeldung', () => {
  const message = (body: Record<string, unknown>) => {
    try {
      checkWarnmeldung(body, new Date('2026-11-27T10:00:00Z'));
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses each wrong field in German', () => {
    expect(message({ stufe: 'warnung' })).toBe(T.textMissing);
    expect(message({ text: 'x'.repeat(301), stufe: 'warnung' })).toBe(T.textTooLong);
    expect(message({ text: 'x', stufe: 'alarm' })).toBe(T.stufeMissing);
    expect(message({ ...banner, linkHref: 'javascript:alert(1)', linkText: 'x' })).toBe(T.linkInvalid);
    expect(message({ ...banner, linkHref: '//evil.example', linkText: 'x' })).toBe(T.linkInvalid);
    expect(message({ ...banner, linkHref: '/de/verkehr' })).toBe(T.linkTextMissing);
    expect(message({ ...banner, bereich: '/en' })).toBe(T.bereichInvalid);
    expect(message({ ...banner, beginn: 'morgen' })).toBe(T.timeInvalid);
    expect(message({ ...banner, beginn: '2026-12-01T10:00', ende: '2026-12-01T09:00' })).toBe(T.endBeforeStart);
    expect(message({ ...banner, linkHref: 'https://www.example.org/umleitung', linkText: 'Umleitung' })).toBeNull();
  });

  it('reads start and end as Berlin wall-clock times, and starts now without one', () => {
    const input = checkWarnmeldung({ ...banner, beginn: '2026-12-01T10:00', ende: '' }, new Date('2026-11-27T10:00Z'));
    expect(input.beginn.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(input.ende).toBeNull();
    expect(checkWarnmeldung(banner, new Date('2026-11-27T10:00Z')).beginn.toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
  });
});

onEachDatabase('alert banners', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
  }, 120_000);

  it('four eyes: submitted, published by somebody else, never by its author, never unsubmitted', async () => {
    const draft = await saveWarnmeldung(db, rita, null, { ...banner, bereich: '/de/gemeinschaftsschule' });
    expect((await refusal(publishWarnmeldung(db, franz, draft.id))).message).toBe(T.notSubmitted);
    await submitWarnmeldung(db, rita, draft.id);
    expect((await refusal(saveWarnmeldung(db, rita, draft.id, banner))).message).toBe(T.notEditable);
    expect((await refusal(publishWarnmeldung(db, rita, draft.id))).status).toBe(403);

    const own = await saveWarnmeldung(db, franz, null, banner);
    await submitWarnmeldung(db, franz, own.id);
    expect((await refusal(publishWarnmeldung(db, franz, own.id))).message).toBe(T.ownText);

    expect(await visibleWarnmeldungen(db)).toEqual([]);
    const { warnmeldung, aenderung } = await publishWarnmeldung(db, franz, draft.id);
    expect(warnmeldung).toMatchObject({ zustand: 'veroeffentlicht', notfall: false, freigabe: { von: franz.name } });
    expect(await visibleWarnmeldungen(db)).toEqual([
      { id: draft.id, text: banner.text, stufe: 'warnung', link: null, bereich: '/de/gemeinschaftsschule' },
    ]);
    // Only the school's pages are regenerated.
    const paths = await changedPaths(db, aenderung);
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.every((p) => p.startsWith('/de/gemeinschaftsschule'))).toBe(true);

    const { aenderung: ended } = await endWarnmeldung(db, franz, draft.id);
    expect(await visibleWarnmeldungen(db)).toEqual([]);
    expect(ended).toEqual({ art: 'warnmeldung', bereich: '/de/gemeinschaftsschule' });
    await endWarnmeldung(db, franz, own.id).catch(() => undefined);
  });

  it('an emergency: published at once by one approver, confirmed afterwards by another, logged', async () => {
    const draft = await saveWarnmeldung(db, franz, null, { text: 'Unwetter: Tannsee-Ufer gesperrt', stufe: 'gefahr' });
    expect((await refusal(publishWarnmeldungNow(db, rita, draft.id))).status).toBe(403);
    const { warnmeldung, aenderung } = await publishWarnmeldungNow(db, franz, draft.id);
    expect(warnmeldung).toMatchObject({ zustand: 'veroeffentlicht', notfall: true, bestaetigt: null });
    expect((await visibleWarnmeldungen(db)).map((b) => b.id)).toContain(draft.id);
    // The whole site, the 404 page too.
    expect(await changedPaths(db, aenderung)).toContain('/404');

    expect((await refusal(confirmWarnmeldung(db, franz, draft.id))).message).toBe(T.ownEmergency);
    expect((await refusal(confirmWarnmeldung(db, rita, draft.id))).status).toBe(403);
    const { warnmeldung: confirmed } = await confirmWarnmeldung(db, gerda, draft.id);
    expect(confirmed.bestaetigt).toMatchObject({ von: gerda.name });
    expect((await refusal(confirmWarnmeldung(db, ada, draft.id))).message).toBe(T.notEmergency);

    const { rows } = await db.query<{ aktion: string }>(
      'SELECT aktion FROM redaktion_protokoll WHERE objekt_id = $1 ORDER BY id',
      [draft.id],
    );
    expect(rows.map((r) => r.aktion)).toEqual([
      'warnmeldung_angelegt',
      'warnmeldung_notfall',
      'warnmeldung_bestaetigt',
    ]);
    await endWarnmeldung(db, gerda, draft.id);
  });

  it('a banner with a start and an end time is announced when each comes, once', async () => {
    const draft = await saveWarnmeldung(db, rita, null, {
      ...banner,
      beginn: new Date(Date.now() + 60_000).toISOString(),
    });
    await submitWarnmeldung(db, rita, draft.id);
    await publishWarnmeldung(db, franz, draft.id);
    expect((await visibleWarnmeldungen(db)).map((b) => b.id)).not.toContain(draft.id);
    expect(await announceDueMoments(db)).toEqual([]);

    // Its time has come (moved back rather than waited for).
    await moveBanner(db, draft.id, { beginn: -1_000, ende: 3600_000 });
    expect((await visibleWarnmeldungen(db)).map((b) => b.id)).toContain(draft.id);
    const [first, second] = await Promise.all([announceDueMoments(db), announceDueMoments(db)]);
    expect([...first!, ...second!]).toEqual([{ art: 'warnmeldung', bereich: '/de' }]);

    await moveBanner(db, draft.id, { beginn: -2_000, ende: -1_000 });
    expect((await visibleWarnmeldungen(db)).map((b) => b.id)).not.toContain(draft.id);
    expect(await announceDueMoments(db)).toEqual([{ art: 'warnmeldung', bereich: '/de' }]);
    expect(await announceDueMoments(db)).toEqual([]);
  });
});

/**
 * Moves a published banner's start and end (milliseconds from now) in its stored version and its moments, as if
 * time had passed: versions are immutable, so the test lifts the guard for this one update.
 */
async function moveBanner(db: Database, id: string, { beginn, ende }: { beginn: number; ende: number }) {
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset).toISOString();
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; inhalt: Record<string, unknown> }>(
      'SELECT v.id, v.inhalt FROM dokumente d JOIN dokument_versionen v ON v.id = d.veroeffentlichte_version WHERE d.id = $1',
      [id],
    );
    const old = rows[0]!.inhalt;
    await tx.query('ALTER TABLE dokument_versionen DISABLE TRIGGER dokument_versionen_unveraenderlich');
    await tx.query('UPDATE dokument_versionen SET inhalt = $2::json WHERE id = $1', [
      rows[0]!.id,
      JSON.stringify({ ...old, beginn: at(beginn), ende: at(ende) }),
    ]);
    await tx.query('ALTER TABLE dokument_versionen ENABLE TRIGGER dokument_versionen_unveraenderlich');
    const moments: [string, string][] = [
      [String(old.beginn), at(beginn)],
      ...(old.ende ? [[String(old.ende), at(ende)] as [string, string]] : []),
    ];
    for (const [was, now] of moments)
      await tx.query('UPDATE dokument_zeitpunkte SET zeitpunkt = $3 WHERE dokument_id = $1 AND zeitpunkt = $2', [
        id,
        was,
        now,
      ]);
    if (!old.ende)
      await tx.query(
        'INSERT INTO dokument_zeitpunkte (dokument_id, version_id, zeitpunkt) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [id, rows[0]!.id, at(ende)],
      );
  });
}
