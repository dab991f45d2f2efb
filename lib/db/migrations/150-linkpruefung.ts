import type { Migration } from './index';

/**
 * The external link check (lib/linkpruefung/): every http(s) address that published pages and menus link to, where
 * they do, and the result of its last check with the date. A check is claimed by one instance at a time (a lease, as
 * scheduled publications are), so several instances never ask the same server twice.
 */
export const linkpruefung: Migration = {
  name: '150-linkpruefung',
  async up(tx) {
    await tx.query(`CREATE TABLE externe_links (
      url text PRIMARY KEY CHECK (length(url) <= 2000),
      host text NOT NULL,
      fundstellen jsonb NOT NULL DEFAULT '[]',
      ergebnis text CHECK (ergebnis IN ('ok', 'kaputt', 'umleitungsschleife', 'zeitueberschreitung',
        'nicht_erreichbar', 'spaeter', 'robots')),
      http_status integer,
      meldung text,
      geprueft_am timestamptz,
      faellig_ab timestamptz NOT NULL DEFAULT now(),
      beansprucht_bis timestamptz,
      beansprucht_von text
    )`);
    await tx.query('CREATE INDEX externe_links_faellig ON externe_links (faellig_ab)');
  },
};
