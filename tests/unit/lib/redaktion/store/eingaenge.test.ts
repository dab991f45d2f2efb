// The desk (lib/redaktion/store/eingaenge.ts, buchungsdesk.ts, aufbewahrung.ts, eingang-export.ts, auskunft.ts):
// department limits, versions against replays, exactly one of two conflicting acceptances, retention, the CSV
// export with formulas neutralised, a resident's request for deletion; and the figures at 50,000 submissions (inbox
// pages, CSV memory).
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { storeSubmission } from '@/lib/redaktion/store/submission-inbox';
import { addDays, todayInBerlin } from '@/lib/format/kalendertag';
import { insertBooking } from '@/lib/services/automation/booking-store';
import { deleteExpired } from '@/lib/redaktion/store/aufbewahrung';
import { loescheAuskunft, sucheAuskunft } from '@/lib/redaktion/store/auskunft';
import { entscheideBuchung, listRessourcen, sperreTage } from '@/lib/redaktion/store/buchungsdesk';
import { planExport } from '@/lib/redaktion/store/eingang-export';
import { addNotiz, listEingaenge, loadDesk, readEingang, setZustand, type Desk } from '@/lib/redaktion/store/eingaenge';
import type { Actor } from '@/lib/redaktion/shared/types';
import type { Ressource } from '@/lib/redaktion/shared/eingaenge';
import { onEachDatabase } from '../../../support/databases';
import { ada, CONTENT, franz, refusal } from '../../../support/redaktion-store';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

const bauamt: Actor = { id: 'b-1', name: 'Bernd Bauamt', role: 'redaktion', bereich: { abteilungen: [6], pfade: [] } };
const tourismus: Actor = {
  id: 't-1',
  name: 'Tanja Tourismus',
  role: 'freigabe',
  bereich: { abteilungen: [7], pfade: [] },
};

const report = (ort: string, extra: Record<string, unknown> = {}) => ({
  art: 'Straßenbeleuchtung',
  ort_beschreibung: ort,
  beschreibung: 'Dunkel.',
  name: 'Erika Muster',
  email: 'erika@example.org',
  datenschutz: true,
  ...extra,
});

onEachDatabase('the desk', (open) => {
  let db: Database;
  let desk: Desk;
  let ressourcen: Ressource[];
  beforeAll(async () => {
    db = await open();
    desk = await loadDesk(db, CONTENT);
    ressourcen = await listRessourcen(CONTENT);
  }, 120_000);

  it('shows an office only its forms, and refuses a submission of another office with 403 and the reason', async () => {
    const id = await storeSubmission(db, 'schadensmeldung', report('Kirchweg 1'));
    await storeSubmission(db, 'fuehrungsanfrage', { fuehrung: 'Altstadt', name: 'Ute', email: 'u@example.org' });
    const mine = await listEingaenge(db, bauamt, desk, {});
    expect(new Set(mine.eingaenge.map((e) => e.formular))).toEqual(new Set(['schadensmeldung']));
    const theirs = await listEingaenge(db, tourismus, desk, { suche: 'Kirchweg' });
    expect(theirs.eingaenge).toEqual([]);
    const reason =
      'Dieser Eingang gehört zum Amt „Bauamt“; Ihr Konto darf nur Eingänge von „Tourist-Information“ bearbeiten.';
    expect(await refusal(readEingang(db, tourismus, desk, id))).toMatchObject({ status: 403, message: reason });
    expect(await refusal(setZustand(db, tourismus, desk, id, { zustand: 'erledigt', version: 1 }))).toMatchObject({
      status: 403,
      message: reason,
    });
    expect((await readEingang(db, bauamt, desk, id)).zustand).toBe('neu');
  });

  it('changes a state or adds a note only at the version it was made on: a replay changes nothing', async () => {
    const id = await storeSubmission(db, 'schadensmeldung', report('Am Bach 2'));
    expect(await setZustand(db, bauamt, desk, id, { zustand: 'in_bearbeitung', version: 1 })).toMatchObject({
      version: 2,
    });
    expect(await refusal(setZustand(db, bauamt, desk, id, { zustand: 'in_bearbeitung', version: 1 }))).toMatchObject({
      status: 409,
    });
    await addNotiz(db, bauamt, desk, id, { text: 'Bauhof informiert.', version: 2 });
    expect(await refusal(addNotiz(db, bauamt, desk, id, { text: 'Bauhof informiert.', version: 2 }))).toMatchObject({
      status: 409,
    });
    const read = await readEingang(db, bauamt, desk, id);
    expect(read).toMatchObject({ zustand: 'in_bearbeitung', version: 3 });
    expect(read.notizen.map((n) => n.text)).toEqual(['Bauhof informiert.']);
    const { rows } = await db.query<{ aktion: string }>(
      'SELECT aktion FROM redaktion_protokoll WHERE objekt_id = $1 ORDER BY id',
      [id],
    );
    expect(rows.map((r) => r.aktion)).toEqual(['eingang_zustand_geaendert', 'eingang_notiz', 'eingang_gelesen']);
  });

  it('two approvers accepting conflicting requests at once: exactly one wins', async () => {
    const day = addDays(todayInBerlin(), 200);
    const first = await insertBooking(db, { kind: 'ebike', resource: 'ebike', from: day, to: day, count: 2, data: {} });
    const second = await insertBooking(db, {
      kind: 'ebike',
      resource: 'ebike',
      from: day,
      to: day,
      count: 2,
      data: {},
    });
    // A bike goes to the workshop that day: three are left for the two requests of two.
    await sperreTage(db, franz, desk, ressourcen, {
      ressource: 'ebike',
      von: day,
      bis: day,
      anzahl: 1,
      grund: 'Wartung',
    });
    const outcomes = await Promise.allSettled(
      [first, second].map((uuid) =>
        entscheideBuchung(db, franz, desk, ressourcen, uuid, { entscheidung: 'annehmen', version: 1 }),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failed = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({
      status: 409,
      message: expect.stringMatching(/^Die Anfrage kann nicht angenommen werden/),
    });
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM buchungen WHERE datum_von = $1 AND status = 'accepted' AND sperre_grund IS NULL",
      [day],
    );
    expect(rows[0]!.n).toBe(1);
    // Only the Tourist-Information's approvers decide on e-bikes; an editor never.
    expect(
      await refusal(entscheideBuchung(db, bauamt, desk, ressourcen, second, { entscheidung: 'ablehnen', version: 1 })),
    ).toMatchObject({ status: 403 });
  });

  it('deletes what passed its retention, once, and keeps what is open or still within it', async () => {
    const old = await storeSubmission(db, 'schadensmeldung', report('Alt 1'));
    const young = await storeSubmission(db, 'schadensmeldung', report('Jung 1'));
    const open = await storeSubmission(db, 'schadensmeldung', report('Offen 1'));
    await db.query(
      "UPDATE formular_eingaenge SET zustand = 'erledigt', erledigt_am = now() - interval '91 days' WHERE id = $1",
      [old],
    );
    await db.query(
      "UPDATE formular_eingaenge SET zustand = 'erledigt', erledigt_am = now() - interval '89 days' WHERE id = $1",
      [young],
    );
    await db.query("UPDATE formular_eingaenge SET erstellt_am = now() - interval '400 days' WHERE id = $1", [open]);
    const past = addDays(todayInBerlin(), -200);
    const booking = await insertBooking(db, {
      kind: 'ebike',
      resource: 'ebike',
      from: past,
      to: past,
      count: 1,
      data: { email: 'x@example.org' },
    });
    const first = await deleteExpired(db, CONTENT);
    expect(first.eingaenge).toBeGreaterThanOrEqual(1);
    expect(first.buchungen).toBeGreaterThanOrEqual(1);
    expect(await deleteExpired(db, CONTENT)).toEqual({ eingaenge: 0, buchungen: 0 });
    const { rows } = await db.query<{ id: string }>(
      'SELECT id::text AS id FROM formular_eingaenge WHERE id = ANY($1::uuid[])',
      [[old, young, open]],
    );
    expect(rows.map((r) => r.id).sort()).toEqual([young, open].sort());
    expect((await db.query('SELECT 1 FROM buchungen WHERE uuid = $1', [booking])).rows).toEqual([]);
  });

  it('exports one form as CSV with formulas neutralised', async () => {
    await storeSubmission(db, 'kontakt', {
      betreff: '=HYPERLINK("http://boese.example")',
      nachricht: '+1',
      name: '@Eva',
      email: 'e@example.org',
      datenschutz: true,
    });
    const plan = planExport(db, ada, desk, { formular: 'kontakt' }, '2026-01-01');
    let csv = '';
    await pipeline(
      Readable.from(
        (async function* () {
          yield plan.kopf;
          yield* plan.zeilen;
        })(),
      ),
      stringify({ delimiter: ';', escape_formulas: true }),
      new Writable({
        write(chunk, _enc, done) {
          csv += chunk;
          done();
        },
      }),
    );
    expect(csv.split('\n')[0]).toContain('Betreff');
    expect(csv).toContain(`"'=HYPERLINK(""http://boese.example"")"`);
    expect(csv).toContain(";'+1;");
    expect(csv).toContain(";'@Eva;");
    expect(
      await refusal(Promise.resolve().then(() => planExport(db, bauamt, desk, { formular: 'kontakt' }, '2026-01-01'))),
    ).toMatchObject({ status: 403 });
  });

  it('finds and deletes the records of a resident by e-mail address, only when the count is what the admin saw', async () => {
    const id = await storeSubmission(db, 'kontakt', {
      betreff: 'Frage',
      nachricht: 'Text',
      name: 'Max',
      email: 'Max@Example.org',
      datenschutz: true,
    });
    const treffer = await sucheAuskunft(db, ada, desk, ' max@example.org ');
    expect(treffer.map((t) => t.id)).toEqual([id]);
    expect(await refusal(loescheAuskunft(db, ada, 'max@example.org', 2))).toMatchObject({ status: 409 });
    expect(await loescheAuskunft(db, ada, 'max@example.org', 1)).toEqual({ eingaenge: 1, buchungen: 0 });
    expect(await sucheAuskunft(db, ada, desk, 'max@example.org')).toEqual([]);
    expect(await refusal(sucheAuskunft(db, franz, desk, 'max@example.org'))).toMatchObject({ status: 403 });
  });
});

// On PGlite only: the figures are the embedded mode's; PostgreSQL answers the same queries by the same indexes.
describe('at 50,000 submissions (PGlite)', () => {
  let db: Database;
  let desk: Desk;
  afterAll(() => db?.close());
  beforeAll(async () => {
    db = await openMigratedPglite();
    desk = await loadDesk(db, CONTENT);
    await db.query(`INSERT INTO formular_eingaenge (id, formular, daten, erstellt_am, zustand)
        SELECT gen_random_uuid(), CASE WHEN i % 10 = 0 THEN 'schadensmeldung' ELSE 'kontakt' END,
          jsonb_build_object('betreff', 'Anfrage ' || i, 'art', 'Straßenbeleuchtung', 'ort_beschreibung', 'Talstraße ' || i,
            'beschreibung', repeat('Lorem ipsum dolor sit amet. ', 8), 'name', 'Person ' || i, 'email', 'p' || i || '@example.org'),
          now() - make_interval(mins => i), (ARRAY['neu','in_bearbeitung','erledigt'])[1 + i % 3]
        FROM generate_series(1, 50000) AS i`);
  }, 300_000);

  it('opens the inbox, a filtered page, a search and the 50th page in well under a second', async () => {
    const time = async (label: string, run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      const ms = performance.now() - started;
      console.log(`Eingänge bei 50.000: ${label} ${ms.toFixed(0)} ms`);
      return ms;
    };
    await listEingaenge(db, ada, desk, {}); // warm
    expect(await time('erste Seite', () => listEingaenge(db, ada, desk, {}))).toBeLessThan(1000);
    expect(await time('Bauamt, nur neu', () => listEingaenge(db, bauamt, desk, { zustand: 'neu' }))).toBeLessThan(1000);
    expect(
      await time('Suche „Talstraße 4711“', () => listEingaenge(db, ada, desk, { suche: 'Talstraße 4711' })),
    ).toBeLessThan(1000);
    let page = await listEingaenge(db, ada, desk, {});
    for (let i = 1; i < 49; i++) page = await listEingaenge(db, ada, desk, { nach: page.aeltere! });
    expect(await time('50. Seite', () => listEingaenge(db, ada, desk, { nach: page.aeltere! }))).toBeLessThan(1000);
  }, 120_000);

  it('exports 45,000 rows of one form as CSV within bounded memory', async () => {
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    let bytes = 0;
    const started = performance.now();
    const plan = planExport(db, ada, desk, { formular: 'kontakt' }, '2026-01-01');
    await pipeline(
      Readable.from(
        (async function* () {
          yield plan.kopf;
          yield* plan.zeilen;
        })(),
      ),
      stringify({ delimiter: ';', bom: true, escape_formulas: true }),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          peak = Math.max(peak, process.memoryUsage().rss);
          done();
        },
      }),
    );
    const grew = (peak - before.rss) / 2 ** 20;
    console.log(
      `CSV-Export Kontaktformular (45.000 von 50.000 Zeilen): ${(bytes / 2 ** 20).toFixed(1)} MB in ${(performance.now() - started).toFixed(0)} ms, RSS +${grew.toFixed(1)} MB`,
    );
    expect(bytes).toBeGreaterThan(45_000 * 100);
    expect(grew).toBeLessThan(64);
  }, 120_000);
});
