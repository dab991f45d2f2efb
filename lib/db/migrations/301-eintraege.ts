import type { Migration } from './index';

/**
 * The entries of the collections (news, events, tenders …, DESIGN.md section 11) are documents (migration 300,
 * `art = 'eintrag'`); what the site reads of them is their public list, `eintraege_oeffentlich`: one row per entry
 * whose version is published, written in the publishing transaction (lib/redaktion/store/entry-projection.ts), with
 * what the block calls filter and sort by, so a paged, filtered list of 10 000 entries is one indexed query.
 *
 * - `daten`: the entry as the calls answer it (its number as `id`, its page's address where the blocks read it);
 * - `aktuell_bis`: when it leaves the current list by itself (an event's last day, a tender's deadline), or null;
 * - `tag_von`, `tag_bis`: the days it spans, for a date range;
 * - `filterwerte`: the values the list filters match, `{ "rubriken": ["1", "3"] }` (containment, GIN index);
 * - `sortwerte`: the entry's plain top-level values (texts, numbers) as `jsonb`, what an `order` sorts by: read
 *   from it without parsing the whole entry, which `daten` (`json`, kept as written, key order included) would need.
 */
export const eintraege: Migration = {
  name: '301-eintraege',
  async up(tx) {
    await tx.query(`CREATE TABLE eintraege_oeffentlich (
      dokument_id uuid PRIMARY KEY REFERENCES dokumente (id),
      sammlung text NOT NULL,
      kennung integer NOT NULL,
      pfad text,
      daten json NOT NULL,
      titel text NOT NULL,
      aktuell_bis timestamptz,
      tag_von date,
      tag_bis date,
      filterwerte jsonb NOT NULL DEFAULT '{}',
      sortwerte jsonb NOT NULL DEFAULT '{}',
      veroeffentlicht_am timestamptz NOT NULL DEFAULT now()
    )`);
    await tx.query('CREATE UNIQUE INDEX eintraege_oeffentlich_kennung ON eintraege_oeffentlich (sammlung, kennung)');
    await tx.query('CREATE INDEX eintraege_oeffentlich_aktuell ON eintraege_oeffentlich (sammlung, aktuell_bis)');
    await tx.query('CREATE INDEX eintraege_oeffentlich_tage ON eintraege_oeffentlich (sammlung, tag_bis, tag_von)');
    await tx.query(
      'CREATE INDEX eintraege_oeffentlich_filter ON eintraege_oeffentlich USING gin (filterwerte jsonb_path_ops)',
    );
    // The Redaktion's lists: the entries of a collection by state, newest first.
    await tx.query(`CREATE INDEX dokumente_sammlung ON dokumente (sammlung, zustand, angelegt_am DESC)
      WHERE art = 'eintrag'`);
  },
};
