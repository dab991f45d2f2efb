// The bench of the collections (issue 43): fills a store with 10 000 events and 5 000 news items (as published
// entries, written by bulk SQL the way the store writes them: document, version, public list), then measures, in this
// process and so without any cache, the block calls the site makes (filtered and paged) and the Redaktion's list of
// a collection. Usage: `npx tsx tests/bench/collections-data.ts <DATA_DIR> [events] [news]`; prints `COLLECTIONS_JSON {…}`.
// `npm run bench` runs it in a process of its own on a fresh folder (tests/bench/run.mjs, step 6).
import path from 'node:path';
import { openPglite } from '@/lib/db/pglite-database';
import { migrate } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/database';
import { seedContent } from '@/lib/redaktion/store/seed';
import { answerCollectionCall } from '@/lib/redaktion/store/entry-queries';
import { listEntries } from '@/lib/redaktion/store/entries';
import { callOf, sammlung } from '@/lib/sammlungen/registry';
import type { QueryParams } from '@/lib/services/cms/cms-service';

const [dataDir = '.data/bench-collections', events = '10000', news = '5000'] = process.argv.slice(2);
const CONTENT = path.join(process.cwd(), 'content');
const RUBRIKEN = [
  'Märkte & Feste',
  'Konzerte & Kultur',
  'Sport & Natur',
  'Brauchtum & Fasnet',
  'Vorträge & Führungen',
  'Kinder & Familie',
];

/** `count` published entries of a collection, copies of a template varied by number, day and category. */
async function fill(db: Database, name: string, count: number, fields: string): Promise<void> {
  await db.query(
    `WITH neu AS (
       SELECT gen_random_uuid() AS id, g AS n, 100000 + g AS kennung, (DATE '2026-01-01' + (g % 900)) AS tag
       FROM generate_series(1, $2::int) g
     ), doks AS (
       INSERT INTO dokumente (id, art, sammlung, kennung, schluessel, pfad, abteilung)
       SELECT id, 'eintrag', $1, kennung, $1 || '-' || n, NULL, NULL FROM neu RETURNING id
     ), inhalt AS (
       SELECT neu.*, ${fields} AS inhalt FROM neu
     ), versionen AS (
       INSERT INTO dokument_versionen (dokument_id, nummer, inhalt, autor_id, autor_name, zustand,
                                       freigegeben_von_id, freigegeben_von_name, veroeffentlicht_am, inhalt_von)
       SELECT id, 1, inhalt, 'bench', 'Bench', 'veroeffentlicht', 'bench', 'Bench', now(), ARRAY['bench'] FROM inhalt
       RETURNING id, dokument_id
     ), zeiger AS (
       UPDATE dokumente d SET veroeffentlichte_version = v.id FROM versionen v WHERE d.id = v.dokument_id RETURNING d.id
     )
     INSERT INTO eintraege_oeffentlich (dokument_id, sammlung, kennung, pfad, daten, titel, aktuell_bis, tag_von, tag_bis,
                                        filterwerte, sortwerte)
     SELECT i.id, $1, i.kennung, NULL,
            (jsonb_build_object('id', i.kennung) || i.inhalt::jsonb)::json, i.inhalt->>'titel',
            (i.tag + 1)::timestamp AT TIME ZONE 'Europe/Berlin', i.tag, i.tag,
            CASE WHEN $1 = 'veranstaltungen'
                 THEN jsonb_build_object('rubriken', jsonb_build_array(((i.n % 6) + 1)::text)) ELSE '{}'::jsonb END,
            jsonb_strip_nulls(jsonb_build_object('titel', i.inhalt->>'titel', 'datum_von', i.inhalt->>'datum_von',
              'datum_bis', i.inhalt->>'datum_bis', 'frist', i.inhalt->>'frist'))
     FROM inhalt i`,
    [name, count],
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(runs: number, work: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work(i);
    times.push(performance.now() - start);
  }
  return { p50: Math.round(percentile(times, 50) * 10) / 10, p95: Math.round(percentile(times, 95) * 10) / 10 };
}

async function main(): Promise<void> {
  const db = await openPglite(dataDir);
  await migrate(db);
  await seedContent(db, CONTENT);
  const started = performance.now();
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM dokumente WHERE kennung > 100000');
  if (Number(rows[0]!.n) === 0) {
    await fill(
      db,
      'veranstaltungen',
      Number(events),
      `json_build_object('titel', 'Veranstaltung ' || n, 'datum_von', tag::text, 'datum_bis', tag::text,
         'kurztext', 'Eine Veranstaltung des Bench-Kalenders mit etwas Text für die Liste.',
         'location', 'Festhalle', 'rubriken', json_build_array(json_build_object('id', (n % 6) + 1, 'rubrik',
         (ARRAY[${RUBRIKEN.map((r) => `'${r}'`).join(', ')}])[(n % 6) + 1])))`,
    );
    await fill(
      db,
      'ausschreibungen',
      Number(news),
      `json_build_object('titel', 'Meldung ' || n, 'datum_von', tag::text, 'frist', (tag + 30)::text,
         'kurztext', 'Eine Meldung des Bench-Archivs mit etwas Text für die Liste.', 'leistung', 'Bauleistung')`,
    );
  }
  const fillMs = Math.round(performance.now() - started);
  const now = new Date('2026-11-28T10:00:00Z');
  const call = (endpoint: string, params: QueryParams) =>
    answerCollectionCall(db, callOf(endpoint) as never, params, { contentDir: CONTENT, now });
  const blockCalls = await timed(200, (i) =>
    call('/api/cms/veranstaltungen', {
      seite: (i % 20) + 1,
      pro_seite: 8,
      datum_von: 'heute',
      order: 'datum_von',
      ...(i % 2 ? { rubriken: String((i % 6) + 1) } : {}),
    }),
  );
  const detail = await timed(200, (i) => call(`/api/cms/veranstaltungen/${100001 + i * 37}`, {}));
  const redaktionList = await timed(20, (i) =>
    listEntries(
      db,
      sammlung('veranstaltungen'),
      i % 2 ? { suche: '99', sortierung: '-datum_von', seite: 3 } : { seite: 1 },
    ),
  );
  const rss = Math.round(process.memoryUsage().rss / 1e6);
  console.log(
    `COLLECTIONS_JSON ${JSON.stringify({ events: Number(events), news: Number(news), fillMs, blockCalls, detail, redaktionList, rssMb: rss })}`,
  );
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
