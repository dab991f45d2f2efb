import type { Migration } from './index';

/**
 * One rule of immutability for every version of every document (migrations 212 and 250 wrote it for the tables
 * before the one stored model of 300; their functions named the old tables). A version is history: its number,
 * author, creation time, comment, whose content it carries, what it was based on and whether the autosave made it
 * never change. Its content, findings and autosave counters change in two cases only:
 *
 * - the rewrite to the current shapes (`npm run inhalte:migrieren`, migration 250) changes the content alone, with the
 *   session setting it sets for its own transaction;
 * - an autosave folds into its author's newest autosaved draft (migration 212): never submitted, sent back or
 *   published, still the document's newest version, and the counter goes up by exactly one.
 */
export const dokumentZwischenstaende: Migration = {
  name: '310-dokument-zwischenstaende',
  async up(tx) {
    const history = `NEW.nummer IS DISTINCT FROM OLD.nummer OR NEW.autor_id IS DISTINCT FROM OLD.autor_id
          OR NEW.autor_name IS DISTINCT FROM OLD.autor_name OR NEW.erstellt_am IS DISTINCT FROM OLD.erstellt_am
          OR NEW.kommentar IS DISTINCT FROM OLD.kommentar OR NEW.inhalt_von IS DISTINCT FROM OLD.inhalt_von
          OR NEW.basiert_auf IS DISTINCT FROM OLD.basiert_auf OR NEW.automatisch IS DISTINCT FROM OLD.automatisch
          OR NEW.dokument_id IS DISTINCT FROM OLD.dokument_id`;
    const rewrite = `NEW.inhalt::text IS DISTINCT FROM OLD.inhalt::text
          AND coalesce(current_setting('tannbrunn.inhalte_migrieren', true), '') = 'an'
          AND NEW.fehler IS NOT DISTINCT FROM OLD.fehler AND NEW.pruefung IS NOT DISTINCT FROM OLD.pruefung
          AND NEW.zwischenstaende IS NOT DISTINCT FROM OLD.zwischenstaende
          AND NEW.gespeichert_am IS NOT DISTINCT FROM OLD.gespeichert_am`;
    const content = `NEW.inhalt::text IS DISTINCT FROM OLD.inhalt::text OR NEW.fehler IS DISTINCT FROM OLD.fehler
          OR NEW.pruefung IS DISTINCT FROM OLD.pruefung OR NEW.zwischenstaende IS DISTINCT FROM OLD.zwischenstaende
          OR NEW.gespeichert_am IS DISTINCT FROM OLD.gespeichert_am`;
    const refuse = `RAISE EXCEPTION 'Eine gespeicherte Version ist unveränderlich' USING ERRCODE = '55000'`;
    await tx.query(`CREATE FUNCTION dokument_version_unveraenderlich() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${history} THEN ${refuse}; END IF;
        IF (${content}) AND NOT (${rewrite}) THEN
          IF NOT (OLD.automatisch AND OLD.zustand = 'entwurf' AND NEW.zustand = 'entwurf'
                  AND OLD.eingereicht_am IS NULL AND OLD.zurueckgewiesen_am IS NULL AND OLD.veroeffentlicht_am IS NULL
                  AND NEW.zwischenstaende = OLD.zwischenstaende + 1
                  AND NOT EXISTS (SELECT 1 FROM dokument_versionen n
                                  WHERE n.dokument_id = OLD.dokument_id AND n.nummer > OLD.nummer)) THEN
            ${refuse};
          END IF;
        END IF;
        RETURN NEW;
      END $$`);
    await tx.query('DROP TRIGGER dokument_versionen_unveraenderlich ON dokument_versionen');
    await tx.query(`CREATE TRIGGER dokument_versionen_unveraenderlich BEFORE UPDATE ON dokument_versionen
      FOR EACH ROW EXECUTE FUNCTION dokument_version_unveraenderlich()`);
    await tx.query('DROP FUNCTION seiten_version_unveraenderlich()');
  },
};
