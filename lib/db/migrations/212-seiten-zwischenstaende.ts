import type { Migration } from './index';

/**
 * Autosaves fold into the newest draft instead of adding a version every three seconds (issue 41, quotas). A
 * version is history and stays immutable, with one narrow exception the database itself enforces:
 *
 * - `automatisch`: the version was made by the editor's autosave. Only such a version takes later autosaves.
 * - `zwischenstaende`: how many autosaves were folded into it (0 for every other version); the editor names it with
 *   the version it stands on (`basisStand`), so a save over a newer folded state is refused, not lost.
 * - `gespeichert_am`: when the last of them was folded in (NULL: never).
 *
 * The trigger of page versions allows a change of content, findings and these two counters only for an autosaved
 * draft that is the page's newest version and was never submitted, sent back or published; number, author, creation
 * time, comment, whose content it carries (`inhalt_von`, four eyes by content) and what it was based on never change,
 * and the counter must go up by exactly one. So a version an approver reviews (submitted) is frozen, and nobody's
 * content can be folded into somebody else's version (the author stays; the store folds only the author's own
 * autosaves). Menu versions get the columns for one code path, and stay fully immutable.
 */
export const seitenZwischenstaende: Migration = {
  name: '212-seiten-zwischenstaende',
  async up(tx) {
    for (const table of ['seiten_versionen', 'menue_versionen'])
      await tx.query(`ALTER TABLE ${table}
        ADD COLUMN automatisch boolean NOT NULL DEFAULT false,
        ADD COLUMN zwischenstaende integer NOT NULL DEFAULT 0 CHECK (zwischenstaende >= 0),
        ADD COLUMN gespeichert_am timestamptz`);
    const history = `NEW.nummer IS DISTINCT FROM OLD.nummer OR NEW.autor_id IS DISTINCT FROM OLD.autor_id
          OR NEW.autor_name IS DISTINCT FROM OLD.autor_name OR NEW.erstellt_am IS DISTINCT FROM OLD.erstellt_am
          OR NEW.kommentar IS DISTINCT FROM OLD.kommentar OR NEW.inhalt_von IS DISTINCT FROM OLD.inhalt_von
          OR NEW.basiert_auf IS DISTINCT FROM OLD.basiert_auf OR NEW.automatisch IS DISTINCT FROM OLD.automatisch`;
    const content = `NEW.inhalt::text IS DISTINCT FROM OLD.inhalt::text OR NEW.fehler IS DISTINCT FROM OLD.fehler
          OR NEW.pruefung IS DISTINCT FROM OLD.pruefung OR NEW.zwischenstaende IS DISTINCT FROM OLD.zwischenstaende
          OR NEW.gespeichert_am IS DISTINCT FROM OLD.gespeichert_am`;
    const refuse = `RAISE EXCEPTION 'Eine gespeicherte Version ist unveränderlich' USING ERRCODE = '55000'`;
    // Menus: everything but the state and the publication, as before, now with the new columns.
    await tx.query(`CREATE OR REPLACE FUNCTION version_unveraenderlich() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${history} OR ${content} THEN ${refuse}; END IF;
        RETURN NEW;
      END $$`);
    await tx.query(`CREATE FUNCTION seiten_version_unveraenderlich() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${history} THEN ${refuse}; END IF;
        IF ${content} THEN
          IF NOT (OLD.automatisch AND OLD.zustand = 'entwurf' AND NEW.zustand = 'entwurf'
                  AND OLD.eingereicht_am IS NULL AND OLD.zurueckgewiesen_am IS NULL AND OLD.veroeffentlicht_am IS NULL
                  AND NEW.zwischenstaende = OLD.zwischenstaende + 1
                  AND NOT EXISTS (SELECT 1 FROM seiten_versionen n
                                  WHERE n.seite_id = OLD.seite_id AND n.nummer > OLD.nummer)) THEN
            ${refuse};
          END IF;
        END IF;
        RETURN NEW;
      END $$`);
    await tx.query('DROP TRIGGER seiten_versionen_unveraenderlich ON seiten_versionen');
    await tx.query(`CREATE TRIGGER seiten_versionen_unveraenderlich BEFORE UPDATE ON seiten_versionen
      FOR EACH ROW EXECUTE FUNCTION seiten_version_unveraenderlich()`);
  },
};
