import type { Migration } from './index';

/**
 * The content store of the Redaktion (lib/redaktion/): pages and menus, each with immutable versions and a pointer
 * to the published one, redirects of old paths, the audit log and who has what open.
 *
 * - A page has a stable id; its path is unique among live (not archived) pages.
 * - A version's content, author, time and comment never change (a trigger refuses it); its state does:
 *   `entwurf` -> `zur_freigabe` -> `veroeffentlicht` -> `archiviert` (a published version that was replaced or taken
 *   offline). At most one version per page or menu is `veroeffentlicht`, and it is the one the pointer names.
 * - Authors are stored by id and name (accounts may be renamed or deleted; history may not).
 */
export const redaktion: Migration = {
  name: '060-redaktion',
  async up(tx) {
    await tx.query(`CREATE TABLE seiten (
      id uuid PRIMARY KEY,
      pfad text NOT NULL CHECK (pfad ~ '^/de(/[^/]+)*$'),
      zustand text NOT NULL DEFAULT 'aktiv' CHECK (zustand IN ('aktiv', 'archiviert')),
      veroeffentlichte_version integer,
      angelegt_am timestamptz NOT NULL DEFAULT now(),
      archiviert_am timestamptz,
      -- The seed file (site path at seeding) the page came from; NULL for pages editors created.
      quelle text UNIQUE,
      CHECK (zustand = 'aktiv' OR veroeffentlichte_version IS NULL)
    )`);
    await tx.query("CREATE UNIQUE INDEX seiten_pfad_lebend ON seiten (pfad) WHERE zustand = 'aktiv'");

    const versionColumns = (owner: string) => `
      id serial PRIMARY KEY,
      ${owner},
      nummer integer NOT NULL CHECK (nummer > 0),
      -- json, not jsonb: the content is kept exactly as written, key order included (opening hours by weekday ...).
      inhalt json NOT NULL,
      autor_id text NOT NULL,
      autor_name text NOT NULL,
      erstellt_am timestamptz NOT NULL DEFAULT now(),
      kommentar text NOT NULL DEFAULT '',
      zustand text NOT NULL DEFAULT 'entwurf'
        CHECK (zustand IN ('entwurf', 'zur_freigabe', 'veroeffentlicht', 'archiviert')),
      -- Validation with the renderer's validators at saving: the number of errors and their German messages.
      fehler integer NOT NULL DEFAULT 0 CHECK (fehler >= 0),
      pruefung jsonb NOT NULL DEFAULT '[]',
      -- The version this one restores or copies.
      basiert_auf integer,
      -- Who approved and published it (four-eyes: compared with autor_id).
      freigegeben_von_id text,
      freigegeben_von_name text,
      veroeffentlicht_am timestamptz,
      CHECK (zustand <> 'veroeffentlicht' OR (freigegeben_von_id IS NOT NULL AND veroeffentlicht_am IS NOT NULL))`;

    /** The versions of an owner (page or menu), and the owner's pointer to its published one. */
    const versionsOf = async (owners: string, key: string, table: string, owner: string, ownerType: string) => {
      await tx.query(`CREATE TABLE ${table} (
        ${versionColumns(`${owner} ${ownerType} NOT NULL REFERENCES ${owners} (${key})`)},
        UNIQUE (${owner}, nummer),
        UNIQUE (id, ${owner})
      )`);
      await tx.query(
        `CREATE UNIQUE INDEX ${table}_eine_veroeffentlicht ON ${table} (${owner}) WHERE zustand = 'veroeffentlicht'`,
      );
      // The pointer names a version of this very owner.
      await tx.query(`ALTER TABLE ${owners} ADD CONSTRAINT ${owners}_veroeffentlichte_version
        FOREIGN KEY (veroeffentlichte_version, ${key}) REFERENCES ${table} (id, ${owner})`);
    };
    await versionsOf('seiten', 'id', 'seiten_versionen', 'seite_id', 'uuid');

    await tx.query(`CREATE TABLE menues (
      name text PRIMARY KEY CHECK (name IN (
        'Hauptmenü', 'Hauptmenü_Footer', 'Footer', 'Rechtliches', 'Downloads', 'Schule_Hauptmenü', 'Schule_Footer'
      )),
      veroeffentlichte_version integer
    )`);
    await tx.query(`INSERT INTO menues (name) VALUES
      ('Hauptmenü'), ('Hauptmenü_Footer'), ('Footer'), ('Rechtliches'), ('Downloads'),
      ('Schule_Hauptmenü'), ('Schule_Footer')`);
    await versionsOf('menues', 'name', 'menue_versionen', 'menue_name', 'text');

    // A version's content and authorship are history: only its state and publication may change.
    await tx.query(`CREATE FUNCTION version_unveraenderlich() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.inhalt::text IS DISTINCT FROM OLD.inhalt::text OR NEW.nummer IS DISTINCT FROM OLD.nummer
          OR NEW.autor_id IS DISTINCT FROM OLD.autor_id OR NEW.autor_name IS DISTINCT FROM OLD.autor_name
          OR NEW.erstellt_am IS DISTINCT FROM OLD.erstellt_am OR NEW.kommentar IS DISTINCT FROM OLD.kommentar
          OR NEW.fehler IS DISTINCT FROM OLD.fehler OR NEW.pruefung IS DISTINCT FROM OLD.pruefung THEN
          RAISE EXCEPTION 'Eine gespeicherte Version ist unveränderlich' USING ERRCODE = '55000';
        END IF;
        RETURN NEW;
      END $$`);
    for (const table of ['seiten_versionen', 'menue_versionen']) {
      await tx.query(`CREATE TRIGGER ${table}_unveraenderlich BEFORE UPDATE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION version_unveraenderlich()`);
    }

    // An old path answers 308 to the page's current path (resolved at request time, so never a chain).
    await tx.query(`CREATE TABLE weiterleitungen (
      alter_pfad text PRIMARY KEY,
      seite_id uuid NOT NULL REFERENCES seiten (id),
      angelegt_am timestamptz NOT NULL DEFAULT now()
    )`);
    await tx.query('CREATE INDEX weiterleitungen_seite ON weiterleitungen (seite_id)');

    await tx.query(`CREATE TABLE redaktion_protokoll (
      id serial PRIMARY KEY,
      zeit timestamptz NOT NULL DEFAULT now(),
      konto_id text NOT NULL,
      konto_name text NOT NULL,
      rolle text NOT NULL,
      aktion text NOT NULL,
      objekt_art text NOT NULL,
      objekt_id text,
      details jsonb NOT NULL DEFAULT '{}'
    )`);
    await tx.query('CREATE INDEX redaktion_protokoll_objekt ON redaktion_protokoll (objekt_art, objekt_id, id DESC)');

    // 'wird gerade von … bearbeitet': who has a page or menu open, kept alive by a heartbeat.
    await tx.query(`CREATE TABLE bearbeitung_anwesenheit (
      objekt_art text NOT NULL CHECK (objekt_art IN ('seite', 'menue')),
      objekt_id text NOT NULL,
      konto_id text NOT NULL,
      konto_name text NOT NULL,
      seit timestamptz NOT NULL DEFAULT now(),
      zuletzt timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (objekt_art, objekt_id, konto_id)
    )`);

    // Which state of content/ the store was last seeded from (lib/redaktion/store/seed.ts).
    await tx.query(`CREATE TABLE redaktion_erstbefuellung (
      id integer PRIMARY KEY CHECK (id = 1),
      inhalt_hash text NOT NULL,
      befuellt_am timestamptz NOT NULL DEFAULT now()
    )`);

    // The editors' accounts (lib/redaktion/store/accounts.ts), seeded from content/redaktion/konten.json; sessions are
    // tokens of kind 'redaktion' in sitzungs_tokens, like the intranet's.
    await tx.query(`CREATE TABLE redaktion_konten (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE,
      passwort_hash text NOT NULL,
      name text NOT NULL,
      rolle text NOT NULL CHECK (rolle IN ('redaktion', 'freigabe', 'admin')),
      angelegt_am timestamptz NOT NULL DEFAULT now()
    )`);
  },
};
