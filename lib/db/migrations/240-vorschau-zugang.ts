import type { Migration } from './index';

/**
 * The editor's preview on a site of its own (issue 45; lib/security/preview-site.js) receives no session cookie: a
 * frame of another site is sent none. The editor gives it a short-lived token of its own instead (kind
 * `redaktion-vorschau` in `sitzungs_tokens`, hashed like every session token), which opens the preview of the pages
 * the account may see and the media library's files, nothing else of the Redaktion.
 */
export const vorschauZugang: Migration = {
  name: '240-vorschau-zugang',
  async up(tx) {
    await tx.query('ALTER TABLE sitzungs_tokens DROP CONSTRAINT sitzungs_tokens_art_check');
    await tx.query(
      "ALTER TABLE sitzungs_tokens ADD CONSTRAINT sitzungs_tokens_art_check CHECK (art IN ('intranet', 'ratsinfo', 'redaktion', 'redaktion-vorschau'))",
    );
  },
};
