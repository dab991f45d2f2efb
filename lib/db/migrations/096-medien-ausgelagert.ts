import type { Migration } from './index';

/**
 * Media are served in slices (lib/medien/media-file.ts reads `substring(daten …)`): stored EXTERNAL (out of line,
 * uncompressed; images and PDFs are compressed already), PostgreSQL reads only the TOAST chunks of a slice instead
 * of the whole file. Applies to files stored from now on.
 */
export const medienAusgelagert: Migration = {
  name: '096-medien-ausgelagert',
  async up(tx) {
    await tx.query('ALTER TABLE medien ALTER COLUMN daten SET STORAGE EXTERNAL');
  },
};
