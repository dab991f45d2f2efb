import type { Migration } from './index';

/**
 * Änderungspakete (releases, lib/redaktion/store/releases.ts): a set of versions of several documents (pages, menus,
 * entries of the collections; one version per document) that is submitted, approved and published as a whole, at
 * once or at a planned time, and can be withdrawn as a whole. The versions stay rows of `dokument_versionen`; a
 * package only names them. When it goes live, each part remembers the version its document had published before
 * (`vorher_version`, NULL = nothing), which a withdrawal publishes again (or takes the document offline).
 *
 * A planned package is claimed by one instance at a time (`beansprucht_bis`, a lease, as `dokument_zeitplaene`), and
 * its state moves to `veroeffentlicht` in the transaction that moves every part's pointer: it goes live once.
 */
export const aenderungspakete: Migration = {
  name: '320-aenderungspakete',
  async up(tx) {
    await tx.query(`CREATE TABLE pakete (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      titel text NOT NULL CHECK (length(titel) BETWEEN 1 AND 200),
      beschreibung text NOT NULL DEFAULT '' CHECK (length(beschreibung) <= 2000),
      zustand text NOT NULL DEFAULT 'entwurf'
        CHECK (zustand IN ('entwurf', 'zur_freigabe', 'geplant', 'veroeffentlicht', 'zurueckgezogen')),
      angelegt_von_id text NOT NULL,
      angelegt_von_name text NOT NULL,
      angelegt_am timestamptz NOT NULL DEFAULT now(),
      geaendert_am timestamptz NOT NULL DEFAULT now(),
      eingereicht_von_id text,
      eingereicht_von_name text,
      eingereicht_am timestamptz,
      einreichung text NOT NULL DEFAULT '',
      rueckweisung text NOT NULL DEFAULT '',
      zurueckgewiesen_von_name text,
      zurueckgewiesen_am timestamptz,
      -- Who approved it (published at once, or planned), and when.
      freigegeben_von_id text,
      freigegeben_von_name text,
      freigegeben_am timestamptz,
      -- The planned moment (Europe/Berlin in the editor); a run claims the row until beansprucht_bis.
      zeitpunkt timestamptz,
      beansprucht_bis timestamptz,
      veroeffentlicht_am timestamptz,
      zurueckgezogen_von_name text,
      zurueckgezogen_am timestamptz,
      CHECK (zustand <> 'geplant' OR (zeitpunkt IS NOT NULL AND freigegeben_von_id IS NOT NULL))
    )`);
    await tx.query(`CREATE INDEX pakete_faellig ON pakete (zeitpunkt) WHERE zustand = 'geplant'`);
    await tx.query(`CREATE TABLE paket_teile (
      paket_id uuid NOT NULL REFERENCES pakete (id) ON DELETE CASCADE,
      dokument_id uuid NOT NULL REFERENCES dokumente (id),
      version_id integer NOT NULL,
      -- Set when the package goes live: the version the document had published before (NULL: none).
      vorher_version integer,
      hinzugefuegt_von_id text NOT NULL,
      hinzugefuegt_von_name text NOT NULL,
      hinzugefuegt_am timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (paket_id, dokument_id),
      FOREIGN KEY (version_id, dokument_id) REFERENCES dokument_versionen (id, dokument_id)
    )`);
    await tx.query('CREATE INDEX paket_teile_dokument ON paket_teile (dokument_id)');
  },
};
