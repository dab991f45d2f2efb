import type { Migration } from './index';

export const extensions: Migration = {
  name: '001-extensions',
  async up(tx) {
    await tx.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await tx.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await tx.query('CREATE EXTENSION IF NOT EXISTS unaccent');
  },
};
