// The embedded search index in the database: rebuilt from content/ when the content's hash
// differs from the stored one, queried with PostgreSQL's German full-text search. Titles rank
// above body text: a hit in the title always comes first, then ts_rank_cd with title words
// weighted A (1.0) and body words B (0.4).
import type { Database, Sql } from '@/lib/db/database';
import type { SearchDocument } from './content-documents';
import type { SearchAnswer, SearchHit } from './types';

export interface IndexState {
  hash: string;
  documents: number;
}

export async function indexState(db: Sql): Promise<IndexState | null> {
  const { rows } = await db.query<{ content_hash: string; documents: number }>(
    'SELECT content_hash, documents FROM search_index_state WHERE id = 1',
  );
  const row = rows[0];
  return row ? { hash: row.content_hash, documents: Number(row.documents) } : null;
}

/** Replaces the whole index in one transaction, unless another process already built this hash. */
export async function rebuildIndex(db: Database, hash: string, documents: SearchDocument[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several instances on one PostgreSQL: one builds, the others wait and then find it done.
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(72577030)');
    if ((await indexState(tx))?.hash === hash) return false;
    await tx.query('DELETE FROM search_documents');
    const column = <K extends keyof SearchDocument>(key: K) => documents.map((d) => d[key]);
    await tx.query(
      `INSERT INTO search_documents (typ, url, url_ext, rubrik, titel, text)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
      [column('typ'), column('url'), column('urlExt'), column('rubrik'), column('titel'), column('text')],
    );
    await tx.query(
      `INSERT INTO search_index_state (id, content_hash, documents, built_at) VALUES (1, $1, $2, now())
       ON CONFLICT (id) DO UPDATE SET content_hash = EXCLUDED.content_hash, documents = EXCLUDED.documents, built_at = now()`,
      [hash, documents.length],
    );
    return true;
  });
}

/** A prefix query of the term's words, for when the whole words find nothing ('Lastenr' finds 'Lastenrad'). */
export function prefixQueryText(term: string): string | null {
  const words = (term.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3).slice(0, 8);
  // Only letters and digits reach to_tsquery, so its operators cannot be injected.
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

interface Row {
  typ: SearchHit['_type'];
  url: string;
  url_ext: string;
  rubrik: string;
  titel: string;
  auszug: string;
  score: number;
}

const HEADLINE_OPTIONS =
  'MaxWords=24, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", StartSel="", StopSel=""';

async function runQuery(
  db: Sql,
  tsquery: string,
  term: string,
  page: number,
  perPage: number,
): Promise<SearchAnswer | null> {
  const { rows: counted } = await db.query<{ gesamt: number; leer: boolean }>(
    `SELECT numnode(q) = 0 AS leer, (SELECT count(*) FROM search_documents d WHERE d.tsv @@ q)::int AS gesamt
     FROM ${tsquery} AS q`,
    [term],
  );
  const gesamt = Number(counted[0]?.gesamt ?? 0);
  if (!gesamt || counted[0]?.leer) return null;
  const seiten = Math.max(1, Math.ceil(gesamt / perPage));
  const seite = Math.min(page, seiten);
  const { rows } = await db.query<Row>(
    `SELECT typ, url, url_ext, rubrik, titel, score,
            ts_headline('german', text, q, '${HEADLINE_OPTIONS}') AS auszug
     FROM (
       SELECT d.*, q, ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', d.tsv, q) AS score, d.titel_tsv @@ q AS im_titel
       FROM ${tsquery} AS q JOIN search_documents d ON d.tsv @@ q
       ORDER BY im_titel DESC, score DESC, d.titel, d.id
       LIMIT $2 OFFSET $3
     ) hits
     ORDER BY im_titel DESC, score DESC, titel, id`,
    [term, perPage, (seite - 1) * perPage],
  );
  return {
    treffer: rows.map((row) => ({
      _type: row.typ,
      _score: Number(row.score),
      ...(row.typ === 'suche_webcontact' ? { url: row.url } : { es_pfad_ext: row.url_ext }),
      _source: {
        titel: row.titel,
        text: row.auszug,
        rubrik: row.rubrik,
        ...(row.typ === 'wegweiser' ? { es_pfad: row.url } : {}),
      },
    })),
    gesamt,
    seite,
    seiten,
  };
}

export async function searchIndex(db: Sql, term: string, page: number, perPage: number): Promise<SearchAnswer> {
  const exact = await runQuery(db, "websearch_to_tsquery('german', $1)", term, page, perPage);
  if (exact) return exact;
  const prefix = prefixQueryText(term);
  const loose = prefix ? await runQuery(db, "to_tsquery('german', $1)", prefix, page, perPage) : null;
  return loose ?? { treffer: [], gesamt: 0, seite: 1, seiten: 0 };
}
