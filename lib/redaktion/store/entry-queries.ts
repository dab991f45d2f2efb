// What the site reads of the collections (DESIGN.md section 11): the block calls' lists and entries answered from
// the public list of migration 301 with the queries and shapes the CMS's calls have (paging `seite`/`pro_seite`,
// the filters the blocks declare, date ranges, `order`, `anzahl`), so no block changes; in draft mode (the Redaktion's
// preview) an entry is answered from its newest version; shown "as it will be" (an Änderungspaket's preview), the
// list is read with the named versions' entries in place of their published rows. An entry's own page is built from its collection's page
// template. Past entries (their governing date passed) leave the current list and are the archive (`archiv=1`).
import queryKeys from '@/codegen/out/query-keys.json';
import type { Sql } from '@/lib/db/database';
import type { JsonAnswer } from '@/lib/http/fetch-json';
import type { QueryParams } from '@/lib/services/cms/cms-service';
import { readContentJson } from '@/lib/content/content-files';
import { todayInBerlin } from '@/lib/format/kalendertag';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import type { AbgeleiteterAbruf } from '@/lib/sammlungen/derived-calls';
import { ALLE_SAMMLUNGEN, isSammlungName, sammlung as declarationOf, detailsOf } from '@/lib/sammlungen/registry';
import { answerItem } from '@/lib/sammlungen/entry-rules';
import { entryEnvelope } from '@/lib/sammlungen/entry-page';
import { migrateEntry, withoutVersion } from '@/lib/sammlungen/entry-shape';
import { projectionOf, type Projection } from './entry-projection';

/**
 * The public list as a query reads it: the table, or (an Änderungspaket's preview: the site as it will be) with the
 * entries of the named versions in place of their published rows, added where they were never published.
 */
export interface ShownList {
  /** The entries the named versions belong to: their published rows are left out. */
  ersetzt: string[];
  zeilen: Projection[];
}

/** The rows the named versions of entries would have in the public list once published. */
export async function shownList(sql: Sql, versionen: readonly number[] | undefined): Promise<ShownList | null> {
  if (!versionen) return null;
  const { rows } = await sql.query<{
    id: string;
    sammlung: string;
    kennung: number;
    pfad: string | null;
    inhalt: unknown;
  }>(
    `SELECT d.id, d.sammlung, d.kennung, d.pfad, v.inhalt FROM dokument_versionen v JOIN dokumente d ON d.id = v.dokument_id
     WHERE v.id = ANY($1::int[]) AND d.art = 'eintrag' AND d.zustand = 'aktiv'`,
    [versionen],
  );
  const zeilen = rows.flatMap((row) =>
    isSammlungName(row.sammlung)
      ? [
          projectionOf(
            declarationOf(row.sammlung),
            row.id,
            row.kennung,
            row.pfad,
            migrateEntry(row.sammlung, row.inhalt).value,
          ),
        ]
      : [],
  );
  return { ersetzt: rows.map((row) => row.id), zeilen };
}

const LIST_COLUMNS =
  'dokument_id, sammlung, kennung, pfad, daten, titel, aktuell_bis, tag_von, tag_bis, filterwerte, sortwerte';

/** The FROM of a query of the public list (its parameters pushed onto `args`). */
function listFrom(shown: ShownList | null, args: unknown[]): string {
  if (!shown || (!shown.ersetzt.length && !shown.zeilen.length)) return 'eintraege_oeffentlich';
  const ersetzt = args.push(shown.ersetzt);
  const zeilen = args.push(JSON.stringify(shown.zeilen));
  return `(SELECT ${LIST_COLUMNS} FROM eintraege_oeffentlich WHERE NOT (dokument_id = ANY($${ersetzt}::uuid[]))
    UNION ALL
    SELECT ${LIST_COLUMNS} FROM json_to_recordset($${zeilen}::json) AS x(dokument_id uuid, sammlung text,
      kennung integer, pfad text, daten json, titel text, aktuell_bis timestamptz, tag_von date, tag_bis date,
      filterwerte jsonb, sortwerte jsonb)) AS liste`;
}

const LIST_FILTERS: Record<string, string> = queryKeys.listFilters;
const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 100;
const NOT_FOUND: JsonAnswer = { status: 404, body: { message: 'Nicht gefunden' } };

type Item = Record<string, unknown>;

const values = (v: QueryParams[string] | undefined): string[] =>
  v === undefined
    ? []
    : (Array.isArray(v) ? v : [v])
        .flatMap((x) => String(x).split(','))
        .map((x) => x.trim())
        .filter(Boolean)
        .slice(0, 50);

function positive(v: QueryParams[string] | undefined): number | undefined {
  const n = Number(values(v)[0]);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function day(v: QueryParams[string] | undefined, now: Date): string | null {
  const raw = values(v)[0];
  if (!raw) return null;
  if (raw === 'heute') return todayInBerlin(now);
  return /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : null;
}

const yes = (v: QueryParams[string] | undefined) => ['1', 'true', 'ja'].includes(values(v)[0] ?? '');

/** The keys of the seed answer beside its list (e.g. the calendar's `rubriken`): answered with every page. */
async function extrasOf(s: SammlungsDeklaration, contentDir: string): Promise<Item> {
  if (!s.inhalte) return {};
  const seed = (await readContentJson(contentDir, s.inhalte.replace(/\.json$/, '').split('/'))) as Item | undefined;
  if (!seed || typeof seed !== 'object' || Array.isArray(seed)) return {};
  const extras = { ...seed };
  delete extras[s.liste ?? 'data'];
  return extras;
}

/**
 * An order parameter (`-datum_von`) as SQL over the answer's fields, or the collection's own order. The field name is
 * checked against a pattern and written as a string literal (it cannot be a bound parameter of ORDER BY here, since
 * the same statement text serves every field).
 */
function orderBy(s: SammlungsDeklaration, raw: string | undefined): string {
  const order = raw && /^-?[a-z_]{1,40}$/i.test(raw) ? raw : s.sortierung;
  if (!order || !/^-?[a-z_]{1,40}$/i.test(order)) return 'kennung';
  const direction = order.startsWith('-') ? 'DESC' : 'ASC';
  return `lower(sortwerte->>'${order.replace(/^-/, '')}') ${direction} NULLS LAST, kennung`;
}

/**
 * References to entries of other collections get those entries' current fields (`felder`, by default the title) and
 * page (`{ id, titel, detailURL }`): a renamed office is renamed wherever it is named. A reference field may hold one
 * reference or a list of them (an office's staff); a listed entry that is not published is left out of the list, a
 * single reference to one keeps what it stored, without a link to a page that is gone. A package's preview shows its
 * entries (`shown`).
 */
async function resolveReferences(
  sql: Sql,
  s: SammlungsDeklaration,
  items: Item[],
  shown: ShownList | null,
): Promise<Item[]> {
  for (const { feld, sammlung, felder = ['titel'] } of s.bezuege ?? []) {
    const refsOf = (item: Item): Item[] => {
      const value = item[feld];
      return (Array.isArray(value) ? value : [value]).filter((ref): ref is Item => !!ref && typeof ref === 'object');
    };
    const ids = [...new Set(items.flatMap(refsOf).map((ref) => Number(ref.id)))].filter(Number.isInteger);
    if (!ids.length) continue;
    const args: unknown[] = [sammlung, ids];
    const { rows } = await sql.query<{ kennung: number; daten: Item; pfad: string | null }>(
      `SELECT kennung, daten, pfad FROM ${listFrom(shown, args)} WHERE sammlung = $1 AND kennung = ANY($2::int[])`,
      args,
    );
    const byId = new Map(rows.map((row) => [row.kennung, row]));
    const resolve = (ref: Item): Item | null => {
      if (!Number.isInteger(Number(ref.id))) return ref;
      const target = byId.get(Number(ref.id));
      if (!target) return null;
      const current = Object.fromEntries(
        felder.filter((field) => target.daten[field] !== undefined).map((field) => [field, target.daten[field]]),
      );
      return { ...ref, ...current, ...(target.pfad ? { detailURL: target.pfad } : {}) };
    };
    for (const item of items) {
      const value = item[feld];
      if (Array.isArray(value))
        item[feld] = value.flatMap((ref: unknown) =>
          ref && typeof ref === 'object' ? (resolve(ref as Item) ?? []) : [ref],
        );
      else if (value && typeof value === 'object') {
        const stored = { ...(value as Item) };
        delete stored.detailURL;
        item[feld] = resolve(value as Item) ?? stored;
      }
    }
  }
  return items;
}

/** A list call of a collection, as the CMS answers it. */
async function answerList(
  sql: Sql,
  s: SammlungsDeklaration,
  params: QueryParams,
  contentDir: string,
  now: Date,
  shown: ShownList | null,
): Promise<JsonAnswer> {
  const args: unknown[] = [s.name, now.toISOString()];
  const from = listFrom(shown, args);
  // Current entries; `archiv=1` the past ones (the archive); `archiv=alle` both (the tenders' page shows its closed
  // procedures below the open ones).
  const archive = values(params.archiv)[0];
  const where = [
    'sammlung = $1',
    archive === 'alle'
      ? '$2::text IS NOT NULL'
      : yes(params.archiv)
        ? 'aktuell_bis <= $2'
        : '(aktuell_bis IS NULL OR aktuell_bis > $2)',
  ];
  for (const [param, field] of Object.entries(LIST_FILTERS)) {
    const wanted = values(params[param]);
    if (!wanted.length) continue;
    // AND across the filters, OR within one.
    where.push(
      `(${wanted
        .map((value) => {
          args.push(JSON.stringify({ [field]: [value] }));
          return `filterwerte @> $${args.length}::jsonb`;
        })
        .join(' OR ')})`,
    );
  }
  const von = day(params.datum_von, now);
  const bis = day(params.datum_bis, now);
  // An entry is in the range when it overlaps it.
  if (von) where.push(`tag_bis >= $${args.push(von)}::date`);
  if (bis) where.push(`tag_von <= $${args.push(bis)}::date`);
  const order = orderBy(s, values(params.order)[0]);
  const limit = positive(params.anzahl);
  const list = s.liste ?? 'data';
  // The CMS pages its `data` lists only (the waste calendar's districts come whole).
  const paged = params.seite !== undefined && list === 'data';
  const perPage = Math.min(positive(params.pro_seite) ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const total = limit ?? Number.MAX_SAFE_INTEGER;
  const extras = await extrasOf(s, contentDir);
  if (!paged) {
    const { rows } = await sql.query<{ daten: Item }>(
      `SELECT daten FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${order}
       LIMIT ${Math.min(total, 5000)}`,
      args,
    );
    return {
      status: 200,
      body: {
        ...extras,
        [list]: await resolveReferences(
          sql,
          s,
          rows.map((r) => r.daten),
          shown,
        ),
      },
    };
  }
  const { rows: counted } = await sql.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${from} WHERE ${where.join(' AND ')}`,
    args,
  );
  const count = Math.min(Number(counted[0]?.n ?? 0), total);
  const pages = Math.max(1, Math.ceil(count / perPage));
  const page = Math.min(positive(params.seite) ?? 1, pages);
  const take = Math.max(0, Math.min(perPage, count - (page - 1) * perPage));
  const { rows } = await sql.query<{ daten: Item }>(
    `SELECT daten FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${order}
     LIMIT ${take} OFFSET ${(page - 1) * perPage}`,
    args,
  );
  return {
    status: 200,
    body: {
      ...extras,
      [list]: await resolveReferences(
        sql,
        s,
        rows.map((r) => r.daten),
        shown,
      ),
      seite: page,
      seiten: pages,
      gesamt: count,
    },
  };
}

interface DraftRow {
  kennung: number;
  pfad: string | null;
  inhalt: unknown;
}

/** One entry by its number: published (or the version named), or in draft mode its newest version. */
async function answerEntry(
  sql: Sql,
  s: SammlungsDeklaration,
  kennung: number,
  draft: boolean,
  shown: ShownList | null,
): Promise<JsonAnswer> {
  if (draft && !shown) {
    const { rows } = await sql.query<DraftRow>(
      `SELECT d.kennung, d.pfad, v.inhalt FROM dokumente d JOIN LATERAL (
         SELECT inhalt FROM dokument_versionen WHERE dokument_id = d.id ORDER BY nummer DESC LIMIT 1
       ) v ON true
       WHERE d.art = 'eintrag' AND d.sammlung = $1 AND d.kennung = $2 AND d.zustand = 'aktiv'`,
      [s.name, kennung],
    );
    const row = rows[0];
    if (!row) return NOT_FOUND;
    const inhalt = migrateEntry(s.name, row.inhalt).value;
    const [item] = await resolveReferences(sql, s, [answerItem(s, row.kennung, inhalt, row.pfad)], null);
    return { status: 200, body: item };
  }
  const args: unknown[] = [s.name, kennung];
  const { rows } = await sql.query<{ daten: Item }>(
    `SELECT daten FROM ${listFrom(shown, args)} WHERE sammlung = $1 AND kennung = $2`,
    args,
  );
  if (!rows[0]) return NOT_FOUND;
  const [item] = await resolveReferences(sql, s, [rows[0].daten], shown);
  return { status: 200, body: item };
}

export interface CollectionCall {
  sammlung: SammlungsDeklaration;
  kennung: number | null;
}

export async function answerCollectionCall(
  sql: Sql,
  { sammlung: s, kennung }: CollectionCall,
  params: QueryParams,
  {
    contentDir,
    draft = false,
    versionen,
    now = new Date(),
  }: { contentDir: string; draft?: boolean; versionen?: readonly number[]; now?: Date },
): Promise<JsonAnswer> {
  // The intranet's articles are for its sessions only (lib/services/intranet), never a public call.
  if (s.sichtbar === 'intranet') return NOT_FOUND;
  const shown = await shownList(sql, versionen);
  return kennung === null
    ? answerList(sql, s, params, contentDir, now, shown)
    : answerEntry(sql, s, kennung, draft, shown);
}

/** A call derived from a collection's current published entries (lib/sammlungen/derived-calls.ts). */
export async function answerDerivedCall(
  sql: Sql,
  call: AbgeleiteterAbruf,
  { contentDir, now = new Date() }: { contentDir: string; now?: Date },
): Promise<JsonAnswer> {
  const { rows } = await sql.query<{ daten: Item }>(
    `SELECT daten FROM eintraege_oeffentlich WHERE sammlung = $1 AND (aktuell_bis IS NULL OR aktuell_bis > $2)
     ORDER BY kennung`,
    [call.sammlung, now.toISOString()],
  );
  const seed = call.inhalte
    ? await readContentJson(contentDir, call.inhalte.replace(/\.json$/, '').split('/'))
    : undefined;
  return {
    status: 200,
    body: call.antwort(
      rows.map((row) => row.daten),
      seed,
    ),
  };
}

/**
 * A page of a collection's published entries whose field `feld` has the value `wert` (or one entry by its number),
 * newest first by `neuesteZuerst`: for a reader other than the block calls, the embedded intranet, which answers its
 * own sessions from a collection no public call serves.
 */
export async function publishedEntriesWhere(
  sql: Sql,
  name: string,
  {
    feld,
    wert,
    kennung,
    neuesteZuerst,
    limit = DEFAULT_PER_PAGE,
    offset = 0,
  }: { feld: string; wert: string; kennung?: number; neuesteZuerst: string; limit?: number; offset?: number },
): Promise<{ eintraege: Item[]; gesamt: number }> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(feld) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(neuesteZuerst))
    throw new Error(`Ungültiges Feld: ${feld}, ${neuesteZuerst}`);
  const args: unknown[] = [name, wert];
  const where = [`sammlung = $1`, `daten->>'${feld}' = $2`];
  if (kennung !== undefined) where.push(`kennung = $${args.push(kennung)}`);
  const { rows: counted } = await sql.query<{ n: string }>(
    `SELECT count(*) AS n FROM eintraege_oeffentlich WHERE ${where.join(' AND ')}`,
    args,
  );
  const { rows } = await sql.query<{ daten: Item }>(
    `SELECT daten FROM eintraege_oeffentlich WHERE ${where.join(' AND ')}
     ORDER BY daten->>'${neuesteZuerst}' DESC NULLS LAST, kennung DESC
     LIMIT ${Math.max(0, Math.min(limit, MAX_PER_PAGE))} OFFSET ${Math.max(0, offset)}`,
    args,
  );
  return { eintraege: rows.map((row) => row.daten), gesamt: Number(counted[0]?.n ?? 0) };
}

/**
 * Every public collection's published entries (current and past: the archive is findable) as its list call answers
 * them, for the site search; and a stamp that changes with every publication, withdrawal and moment of them.
 */
export async function publishedCollectionAnswers(sql: Sql): Promise<{ endpoint: string; answer: Item }[]> {
  const { rows } = await sql.query<{ sammlung: string; daten: Item }>(
    'SELECT sammlung, daten FROM eintraege_oeffentlich ORDER BY sammlung, kennung',
  );
  const out: { endpoint: string; answer: Item }[] = [];
  for (const s of ALLE_SAMMLUNGEN) {
    if (s.sichtbar === 'intranet') continue;
    const items = rows.filter((row) => row.sammlung === s.name).map((row) => row.daten);
    if (!items.length) continue;
    out.push({ endpoint: s.endpunkt, answer: { [s.liste ?? 'data']: await resolveReferences(sql, s, items, null) } });
  }
  return out;
}

export async function publishedEntriesStamp(sql: Sql): Promise<string> {
  const { rows } = await sql.query<{ stamp: string | null }>(
    `SELECT md5(string_agg(dokument_id::text || ' ' || coalesce(pfad, '') || ' ' || veroeffentlicht_am::text, ','
                ORDER BY dokument_id)) AS stamp FROM eintraege_oeffentlich`,
  );
  return rows[0]?.stamp ?? 'leer';
}

/** The addresses of the published entries of a collection that have their own page. */
export async function publishedEntryPaths(sql: Sql, name: string): Promise<string[]> {
  const { rows } = await sql.query<{ pfad: string }>(
    'SELECT pfad FROM eintraege_oeffentlich WHERE sammlung = $1 AND pfad IS NOT NULL ORDER BY pfad',
    [name],
  );
  return rows.map((row) => row.pfad);
}

/** Every published entry with its own page, for the sitemap. */
export async function publishedEntryPages(sql: Sql): Promise<{ pfad: string; geaendert: string }[]> {
  const { rows } = await sql.query<{ pfad: string; veroeffentlicht_am: Date | string; sammlung: string }>(
    'SELECT pfad, veroeffentlicht_am, sammlung FROM eintraege_oeffentlich WHERE pfad IS NOT NULL ORDER BY pfad',
  );
  return rows
    .filter((row) => isSammlungName(row.sammlung) && declarationOf(row.sammlung).sichtbar !== 'intranet')
    .map((row) => ({ pfad: row.pfad, geaendert: new Date(row.veroeffentlicht_am).toISOString() }));
}

/**
 * The page of the entry at this address (published; in draft mode the newest version, also of an entry never
 * published): its collection's page template with the entry's number, title and description. Null for any other
 * path.
 */
export async function entryPageEnvelope(
  sql: Sql,
  pfad: string,
  { draft = false, versionen }: { draft?: boolean; versionen?: readonly number[] } = {},
): Promise<unknown> {
  const names = detailsOf(pfad).map((match) => match.sammlung.name);
  if (!names.length) return null;
  const shown = await shownList(sql, versionen);
  const args: unknown[] = [names, pfad];
  const { rows } = await sql.query<DraftRow & { sammlung: string }>(
    draft && !shown
      ? `SELECT d.sammlung, d.kennung, d.pfad, v.inhalt FROM dokumente d JOIN LATERAL (
           SELECT inhalt FROM dokument_versionen WHERE dokument_id = d.id ORDER BY nummer DESC LIMIT 1
         ) v ON true
         WHERE d.art = 'eintrag' AND d.sammlung = ANY($1::text[]) AND d.pfad = $2 AND d.zustand = 'aktiv'`
      : `SELECT sammlung, kennung, pfad, daten AS inhalt FROM ${listFrom(shown, args)}
         WHERE sammlung = ANY($1::text[]) AND pfad = $2`,
    args,
  );
  const row = rows[0];
  if (!row || !isSammlungName(row.sammlung)) return null;
  const s = declarationOf(row.sammlung);
  if (!s.detail || s.sichtbar === 'intranet') return null;
  return entryEnvelope(s, row.kennung, withoutVersion(migrateEntry(s.name, row.inhalt).value), pfad);
}
