import type { Migration } from './index';

/**
 * Editing rights per department (lib/redaktion/shared/page-scope.ts): an editor account may be limited to the pages
 * of some offices (numbers of the Ämter of the site's list) and to subtrees of the site (path prefixes). Both empty =
 * unlimited, as every account was before.
 */
export const kontenBereiche: Migration = {
  name: '185-konten-bereiche',
  async up(tx) {
    await tx.query(`ALTER TABLE redaktion_konten
      ADD COLUMN abteilungen integer[] NOT NULL DEFAULT '{}',
      ADD COLUMN pfade text[] NOT NULL DEFAULT '{}'`);
  },
};
