import type { Migration } from './index';

/**
 * Stored shapes across releases (README „Blöcke ändern“, „Mehrere Instanzen“):
 * - `npm run inhalte:migrieren` rewrites stored versions to the current shapes, so a migration can be retired. A
 *   version stays immutable for everything else: the trigger lets a change of `inhalt` through only inside the
 *   rewrite's transaction (`tannbrunn.inhalte_migrieren`), and the content as it was is kept in
 *   `inhalt_vor_migration` with the shapes it was in (the rewrite can be undone).
 * - A scheduled publication that an instance cannot read (saved by a newer release) is released for another
 *   instance: `braucht` names the shapes and versions it needs, and an instance that lacks one leaves it alone.
 * - The start check reads the open schedules by version.
 */
export const gespeicherteFormen: Migration = {
  name: '250-gespeicherte-formen',
  async up(tx) {
    await tx.query(`CREATE TABLE inhalt_vor_migration (
      tabelle text NOT NULL CHECK (tabelle IN ('seiten_versionen', 'menue_versionen')),
      version_id integer NOT NULL,
      inhalt json NOT NULL,
      -- The shapes (by name) and versions the content was in, e.g. {"block:text": 1}.
      formen jsonb NOT NULL DEFAULT '{}',
      migriert_am timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tabelle, version_id)
    )`);
    await tx.query(`CREATE OR REPLACE FUNCTION version_unveraenderlich() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.inhalt::text IS DISTINCT FROM OLD.inhalt::text
              AND coalesce(current_setting('tannbrunn.inhalte_migrieren', true), '') <> 'an')
          OR NEW.nummer IS DISTINCT FROM OLD.nummer
          OR NEW.autor_id IS DISTINCT FROM OLD.autor_id OR NEW.autor_name IS DISTINCT FROM OLD.autor_name
          OR NEW.erstellt_am IS DISTINCT FROM OLD.erstellt_am OR NEW.kommentar IS DISTINCT FROM OLD.kommentar
          OR NEW.fehler IS DISTINCT FROM OLD.fehler OR NEW.pruefung IS DISTINCT FROM OLD.pruefung
          OR NEW.inhalt_von IS DISTINCT FROM OLD.inhalt_von THEN
          RAISE EXCEPTION 'Eine gespeicherte Version ist unveränderlich' USING ERRCODE = '55000';
        END IF;
        RETURN NEW;
      END $$`);
    await tx.query('ALTER TABLE seiten_zeitplaene ADD COLUMN braucht jsonb');
    await tx.query(`CREATE INDEX seiten_zeitplaene_offen_version ON seiten_zeitplaene (version_id)
      WHERE ausgefuehrt_am IS NULL AND abgebrochen_am IS NULL`);
  },
};
