// Owners and review dates: every seeded page gets its office and a review date within the next year; what is due
// is listed first, per office too; 'geprüft, unverändert' records who and when without a new version and takes the
// page off the due list; a wrong office or date is refused in German and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { addDays } from '@/lib/format/kalendertag';
import { pruefstand } from '@/lib/redaktion/shared/review-dates';
import { listPageVersions } from '@/lib/redaktion/store/page-versions';
import { createPage } from '@/lib/redaktion/store/pages';
import { savePageVersion } from '@/lib/redaktion/store/page-versions';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import {
  dueReviewsFor,
  listStewardship,
  markReviewed,
  setStewardship,
  STEWARDSHIP_TEXTS,
} from '@/lib/redaktion/store/stewardship';
import { assignStewardship, ownerByRules, readAbteilungen, spreadReviewDate } from '@/lib/redaktion/store/page-owners';
import type { Abteilung } from '@/lib/redaktion/shared/types';
import { onEachDatabase } from '../../../support/databases';
import { CONTENT, franz, idAt, refusal, rita } from '../../../support/redaktion-store';

const TODAY = '2026-11-27';

describe('review dates and owners by rule', () => {
  it('calls a page overdue after its date and due within four weeks before it', () => {
    expect(pruefstand('2026-11-26', TODAY)).toBe('ueberfaellig');
    expect(pruefstand(TODAY, TODAY)).toBe('faellig');
    expect(pruefstand('2026-12-25', TODAY)).toBe('faellig');
    expect(pruefstand('2026-12-26', TODAY)).toBe('aktuell');
  });

  it('takes the longest matching rule, and the standard office elsewhere', () => {
    const rules = {
      standard: 3,
      regeln: [
        { pfad: '/de/leben', abteilung: 3 },
        { pfad: '/de/leben/abfall', abteilung: 5 },
      ],
    };
    expect(ownerByRules('/de/leben/abfall', rules)).toBe(5);
    expect(ownerByRules('/de/leben/abfall/termine', rules)).toBe(5);
    expect(ownerByRules('/de/leben/abfallwirtschaft', rules)).toBe(3);
    expect(ownerByRules('/de/tourismus', rules)).toBe(3);
  });

  it('spreads first review dates over the next year, the same for the same path', () => {
    const dates = Array.from({ length: 200 }, (_, i) => spreadReviewDate(`/de/seite-${i}`, TODAY));
    expect(dates.every((d) => d > TODAY && d <= addDays(TODAY, 365))).toBe(true);
    expect(new Set(dates).size).toBeGreaterThan(150);
    expect(spreadReviewDate('/de/a', TODAY)).toBe(spreadReviewDate('/de/a', TODAY));
  });
});

onEachDatabase('owners and review dates of pages', (open) => {
  let db: Database;
  let abteilungen: Abteilung[];
  beforeAll(async () => {
    db = await open();
    await ensureSeeded(db, CONTENT);
    abteilungen = await readAbteilungen(CONTENT);
  }, 120_000);

  it('gives every seeded page its office and a review date', async () => {
    expect(abteilungen.map((a) => a.name)).toContain('Tourist-Information');
    const all = await listStewardship(db, abteilungen);
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM dokumente WHERE zustand = 'aktiv' AND art = 'seite'",
    );
    expect(all).toHaveLength(rows[0]!.n);
    expect(all.every((p) => p.abteilung !== null)).toBe(true);
    expect(all.find((p) => p.pfad === '/de/tourismus/wandern')?.abteilung?.name).toBe('Tourist-Information');
    expect(all.find((p) => p.pfad === '/de/leben/abfall')?.abteilung?.name).toBe('Ordnungsamt');
    // Sorted by review date; the demo has pages due soon.
    expect(all.map((p) => p.pruefenBis)).toEqual([...all.map((p) => p.pruefenBis)].sort());
    expect(await assignStewardship(db, CONTENT)).toBe(0);
  });

  it('lists what is due, per office, and a review takes a page off the list without a new version', async () => {
    const wandern = await idAt(db, '/de/tourismus/wandern');
    await db.query("UPDATE dokumente SET pruefen_bis = '2026-11-01' WHERE id = $1", [wandern]);
    const due = await listStewardship(db, abteilungen, { abteilung: 7, nurFaellig: true, today: TODAY });
    expect(due[0]).toMatchObject({ pfad: '/de/tourismus/wandern', stand: 'ueberfaellig', geprueft: null });
    expect(due.every((p) => p.abteilung?.id === 7 && p.stand !== 'aktuell')).toBe(true);

    const versions = (await listPageVersions(db, wandern)).length;
    expect(await markReviewed(db, rita, wandern, TODAY)).toEqual({ pruefenBis: '2027-11-27' });
    expect((await listPageVersions(db, wandern)).length).toBe(versions);
    const after = await listStewardship(db, abteilungen, { abteilung: 7, nurFaellig: true, today: TODAY });
    expect(after.some((p) => p.pfad === '/de/tourismus/wandern')).toBe(false);
    const entry = (await listStewardship(db, abteilungen)).find((p) => p.pfad === '/de/tourismus/wandern');
    expect(entry?.geprueft?.von).toBe(rita.name);
  });

  it('gives a new page its office by its place in the site, and a first review date', async () => {
    const { seite } = await createPage(db, rita, {
      pfad: '/de/tourismus/neue-loipe',
      titel: 'Loipe',
      layout: 'default',
    });
    const entry = (await listStewardship(db, abteilungen)).find((p) => p.seiteId === seite.id);
    expect(entry?.abteilung?.name).toBe('Tourist-Information');
    expect(entry?.pruefenBis).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('changes owner and date, and refuses an unknown office or a past date', async () => {
    const kontakt = await idAt(db, '/de/rathaus/kontakt');
    expect(
      await setStewardship(db, franz, kontakt, { abteilung: 1, pruefenBis: '2027-03-01' }, abteilungen, TODAY),
    ).toEqual({ abteilung: 1, pruefenBis: '2027-03-01' });
    expect(
      (
        await refusal(
          setStewardship(db, franz, kontakt, { abteilung: 99, pruefenBis: '2027-03-01' }, abteilungen, TODAY),
        )
      ).message,
    ).toBe(STEWARDSHIP_TEXTS.unknownOffice);
    expect(
      (
        await refusal(
          setStewardship(db, franz, kontakt, { abteilung: 1, pruefenBis: '2026-11-01' }, abteilungen, TODAY),
        )
      ).message,
    ).toBe(STEWARDSHIP_TEXTS.datePast);
    expect(
      (await refusal(setStewardship(db, franz, kontakt, { abteilung: 1, pruefenBis: '1.3.2027' }, abteilungen, TODAY)))
        .message,
    ).toBe(STEWARDSHIP_TEXTS.dateInvalid);
    const entry = (await listStewardship(db, abteilungen)).find((p) => p.pfad === '/de/rathaus/kontakt');
    expect(entry).toMatchObject({ pruefenBis: '2027-03-01', abteilung: { id: 1 } });
  });

  it('lists in "Meine Aufgaben" the reviews due within a limited account\'s limit, or on an unlimited account\'s own pages', async () => {
    const today = '2027-12-01';
    const kontakt = await idAt(db, '/de/rathaus/kontakt');
    await db.query(
      "UPDATE dokumente SET pruefen_bis = '2027-11-01' WHERE pfad IN ('/de/rathaus/kontakt', '/de/tourismus')",
    );
    const buergerbuero = { ...rita, id: 'bb-1', bereich: { abteilungen: [1], pfade: [] } };
    const mine = await dueReviewsFor(db, buergerbuero, abteilungen, today);
    expect(mine.map((p) => p.pfad)).toContain('/de/rathaus/kontakt');
    expect(mine.every((p) => p.abteilung?.id === 1)).toBe(true);
    const tourismus = { ...franz, bereich: { abteilungen: [], pfade: ['/de/tourismus'] } };
    expect((await dueReviewsFor(db, tourismus, abteilungen, today)).map((p) => p.pfad)).toContain('/de/tourismus');
    // Unlimited: only the pages whose newest version the account wrote.
    expect(await dueReviewsFor(db, franz, abteilungen, today)).toEqual([]);
    const { version } = await savePageVersion(db, franz, kontakt, {
      pageLayout: 'default',
      title: 'Kontakt',
      content: [],
    });
    expect(version.autor.id).toBe(franz.id);
    expect((await dueReviewsFor(db, franz, abteilungen, today)).map((p) => p.pfad)).toEqual(['/de/rathaus/kontakt']);
    await markReviewed(db, franz, kontakt, today);
    expect(await dueReviewsFor(db, franz, abteilungen, today)).toEqual([]);
  });
});
