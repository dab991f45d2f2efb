import type { Migration } from './index';

/**
 * Alert banners (lib/redaktion/store/warnmeldungen.ts), second round (issue 41):
 *
 * - `inhalt_von`: the accounts whose content the banner carries (everyone who changed it since it was created),
 *   so four eyes are judged by content, as for pages: an unchanged save by another account launders nothing.
 *   Existing banners carry their author.
 * - `ende_gewuenscht`: the end the author asked for. A banner published in an emergency by one approver alone ends by
 *   itself after a short time (EMERGENCY_BANNER_HOURS): its `ende` is that automatic end until a second approver
 *   confirms it, which restores this one. Every query that asks whether a banner is up keeps reading `ende`.
 */
export const warnmeldungenNotfall: Migration = {
  name: '210-warnmeldungen-notfall',
  async up(tx) {
    await tx.query(`ALTER TABLE warnmeldungen
      ADD COLUMN inhalt_von text[] NOT NULL DEFAULT '{}',
      ADD COLUMN ende_gewuenscht timestamptz`);
    await tx.query('UPDATE warnmeldungen SET inhalt_von = ARRAY[autor_id], ende_gewuenscht = ende');
  },
};
