import type { Migration } from './index';

/**
 * The external link check asks public addresses on ports 80 and 443 only (lib/linkpruefung/public-address.ts); a link
 * to anything else keeps the result `nicht_geprueft`. The results of earlier runs are dropped and every link is due
 * at once: they may hold what an address of the server's own network answered.
 */
export const linkpruefungIntern: Migration = {
  name: '200-linkpruefung-intern',
  async up(tx) {
    await tx.query('ALTER TABLE externe_links DROP CONSTRAINT externe_links_ergebnis_check');
    await tx.query(`ALTER TABLE externe_links ADD CONSTRAINT externe_links_ergebnis_check CHECK (ergebnis IN ('ok',
      'kaputt', 'umleitungsschleife', 'zeitueberschreitung', 'nicht_erreichbar', 'spaeter', 'robots', 'nicht_geprueft'))`);
    await tx.query(`UPDATE externe_links SET ergebnis = NULL, http_status = NULL, meldung = NULL, geprueft_am = NULL,
      faellig_ab = now()`);
  },
};
