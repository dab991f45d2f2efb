import type { Migration } from './index';

/**
 * One stored document model (DESIGN.md section 11): pages, menus, alert banners and (from migration 301) the
 * entries of the collections are rows of one table `dokumente`, and every version of any of them is a row of
 * `dokument_versionen`, with one workflow (four eyes by content, schedules, withdrawal), one schedule table and one
 * table of the moments at which published content changes by itself (a banner's start and end, a tender's deadline).
 *
 * The move keeps every row and id: `seiten` becomes `dokumente` (its pages keep their ids, paths, owners and review
 * dates), `seiten_versionen` becomes `dokument_versionen` (version ids unchanged), `seiten_zeitplaene` becomes
 * `dokument_zeitplaene`. The seven menus become documents of their own (`art = 'menue'`, `schluessel` = the name)
 * with their versions copied (new version ids, same numbers, the published one still published). Each alert banner
 * becomes a document whose one version holds its text, severity, link, area, start and end, in the state it had
 * (`beendet` = a version no longer published); its emergency marks move to the version.
 *
 * A document's address: `pfad` is the site path where it is shown on its own (a page; an entry of a collection with
 * detail pages), unique among live documents, so a page and an entry can never share one and renamed entries use
 * the same redirects as pages; `schluessel` is its name within its kind (a menu's name, an entry's slug).
 */
export const dokumente: Migration = {
  name: '300-dokumente',
  async up(tx) {
    // Pages become the first kind of document.
    await tx.query('ALTER TABLE seiten RENAME TO dokumente');
    await tx.query('ALTER INDEX seiten_pfad_lebend RENAME TO dokumente_pfad_lebend');
    await tx.query('ALTER INDEX seiten_pruefen_bis RENAME TO dokumente_pruefen_bis');
    await tx.query(`ALTER TABLE dokumente
      ADD COLUMN art text NOT NULL DEFAULT 'seite' CHECK (art IN ('seite', 'menue', 'warnmeldung', 'eintrag')),
      ADD COLUMN sammlung text CHECK (sammlung ~ '^[a-z][a-z0-9-]{0,40}$'),
      ADD COLUMN schluessel text CHECK (length(schluessel) BETWEEN 1 AND 200),
      ADD COLUMN kennung integer CHECK (kennung > 0)`);
    await tx.query('ALTER TABLE dokumente ALTER COLUMN pfad DROP NOT NULL');
    await tx.query(`ALTER TABLE dokumente
      ADD CONSTRAINT dokumente_seite_hat_pfad CHECK (art <> 'seite' OR pfad IS NOT NULL),
      ADD CONSTRAINT dokumente_eintrag_hat_sammlung CHECK ((art = 'eintrag') = (sammlung IS NOT NULL)),
      ADD CONSTRAINT dokumente_menue_hat_namen CHECK (art <> 'menue' OR schluessel IS NOT NULL)`);
    await tx.query(`CREATE UNIQUE INDEX dokumente_schluessel_lebend ON dokumente (art, coalesce(sammlung, ''), schluessel)
      WHERE zustand = 'aktiv' AND schluessel IS NOT NULL`);
    // The public number of an entry (`id` in the CMS's answers), kept for the entry's whole life.
    await tx.query('CREATE UNIQUE INDEX dokumente_kennung ON dokumente (sammlung, kennung) WHERE kennung IS NOT NULL');
    await tx.query('CREATE INDEX dokumente_art ON dokumente (art, sammlung, zustand)');

    await tx.query('ALTER TABLE seiten_versionen RENAME TO dokument_versionen');
    await tx.query('ALTER TABLE dokument_versionen RENAME COLUMN seite_id TO dokument_id');
    await tx.query(
      'ALTER INDEX seiten_versionen_eine_veroeffentlicht RENAME TO dokument_versionen_eine_veroeffentlicht',
    );
    await tx.query(
      'ALTER TRIGGER seiten_versionen_unveraenderlich ON dokument_versionen RENAME TO dokument_versionen_unveraenderlich',
    );
    // An emergency publication (alert banners): published by one approver, confirmed afterwards by a second; until
    // then it ends by itself at `notfall_ende` (migration 210, EMERGENCY_BANNER_HOURS).
    await tx.query(`ALTER TABLE dokument_versionen
      ADD COLUMN notfall boolean NOT NULL DEFAULT false,
      ADD COLUMN bestaetigt_von_id text,
      ADD COLUMN bestaetigt_von_name text,
      ADD COLUMN bestaetigt_am timestamptz,
      ADD COLUMN notfall_ende timestamptz`);

    await tx.query('ALTER TABLE seiten_zeitplaene RENAME TO dokument_zeitplaene');
    await tx.query('ALTER TABLE dokument_zeitplaene RENAME COLUMN seite_id TO dokument_id');
    await tx.query('ALTER INDEX seiten_zeitplaene_faellig RENAME TO dokument_zeitplaene_faellig');
    await tx.query('ALTER TABLE weiterleitungen RENAME COLUMN seite_id TO dokument_id');
    await tx.query('ALTER INDEX weiterleitungen_seite RENAME TO weiterleitungen_dokument');

    // The menus.
    await tx.query(`INSERT INTO dokumente (id, art, schluessel, pfad)
      SELECT gen_random_uuid(), 'menue', name, NULL FROM menues`);
    await tx.query(`INSERT INTO dokument_versionen (dokument_id, nummer, inhalt, autor_id, autor_name, erstellt_am,
        kommentar, zustand, fehler, pruefung, basiert_auf, freigegeben_von_id, freigegeben_von_name, veroeffentlicht_am,
        inhalt_von)
      SELECT d.id, v.nummer, v.inhalt, v.autor_id, v.autor_name, v.erstellt_am, v.kommentar, v.zustand, v.fehler,
        v.pruefung, NULL, v.freigegeben_von_id, v.freigegeben_von_name, v.veroeffentlicht_am, v.inhalt_von
      FROM menue_versionen v JOIN dokumente d ON d.art = 'menue' AND d.schluessel = v.menue_name
      ORDER BY v.id`);
    // A restored menu version names the version it restores: the same number of the same menu.
    await tx.query(`UPDATE dokument_versionen nv SET basiert_auf = nb.id
      FROM dokumente d, menue_versionen mv, menue_versionen mb, dokument_versionen nb
      WHERE d.art = 'menue' AND nv.dokument_id = d.id AND mv.menue_name = d.schluessel AND mv.nummer = nv.nummer
        AND mb.id = mv.basiert_auf AND nb.dokument_id = d.id AND nb.nummer = mb.nummer`);
    await tx.query(`UPDATE dokumente d SET veroeffentlichte_version = nv.id
      FROM menues m JOIN menue_versionen mv ON mv.id = m.veroeffentlichte_version, dokument_versionen nv
      WHERE d.art = 'menue' AND d.schluessel = m.name AND nv.dokument_id = d.id AND nv.nummer = mv.nummer`);

    // The alert banners: one version each, with the emergency marks.
    await tx.query(`INSERT INTO dokumente (id, art, angelegt_am)
      SELECT id, 'warnmeldung', geaendert_am FROM warnmeldungen`);
    await tx.query(`INSERT INTO dokument_versionen (dokument_id, nummer, inhalt, autor_id, autor_name, erstellt_am,
        zustand, eingereicht_am, freigegeben_von_id, freigegeben_von_name, veroeffentlicht_am, inhalt_von, notfall,
        bestaetigt_von_name, bestaetigt_am)
      SELECT id, 1,
        json_build_object('text', text, 'stufe', stufe,
          'link', CASE WHEN link_href IS NULL THEN NULL ELSE json_build_object('href', link_href, 'text', link_text) END,
          'bereich', bereich, 'beginn', beginn, 'ende', CASE WHEN notfall AND bestaetigt_am IS NULL THEN ende_gewuenscht ELSE ende END),
        autor_id, autor_name, geaendert_am,
        CASE zustand WHEN 'beendet' THEN 'archiviert' ELSE zustand END,
        CASE WHEN zustand = 'zur_freigabe' THEN geaendert_am END,
        CASE WHEN zustand IN ('veroeffentlicht', 'beendet') THEN coalesce(freigabe_von_id, autor_id) END,
        CASE WHEN zustand IN ('veroeffentlicht', 'beendet') THEN coalesce(freigabe_von, autor_name) END,
        CASE WHEN zustand IN ('veroeffentlicht', 'beendet') THEN coalesce(freigegeben_am, geaendert_am) END,
        CASE WHEN cardinality(inhalt_von) > 0 THEN inhalt_von ELSE ARRAY[autor_id] END, notfall, bestaetigt_von,
        bestaetigt_am
      FROM warnmeldungen`);
    // An unconfirmed emergency banner keeps its automatic end.
    await tx.query(`UPDATE dokument_versionen v SET notfall_ende = w.ende FROM warnmeldungen w
      WHERE v.dokument_id = w.id AND w.notfall AND w.bestaetigt_am IS NULL AND w.ende IS NOT NULL`);
    await tx.query(`UPDATE dokumente d SET veroeffentlichte_version = v.id FROM dokument_versionen v, warnmeldungen w
      WHERE d.art = 'warnmeldung' AND v.dokument_id = d.id AND w.id = d.id AND w.zustand = 'veroeffentlicht'`);

    // Moments at which published content changes by itself, without a new version: announced once (the scheduler
    // claims each due row on one instance) so every instance regenerates the pages that show it.
    await tx.query(`CREATE TABLE dokument_zeitpunkte (
      dokument_id uuid NOT NULL REFERENCES dokumente (id),
      version_id integer NOT NULL,
      zeitpunkt timestamptz NOT NULL,
      angekuendigt_am timestamptz,
      PRIMARY KEY (dokument_id, version_id, zeitpunkt)
    )`);
    await tx.query(`CREATE INDEX dokument_zeitpunkte_faellig ON dokument_zeitpunkte (zeitpunkt)
      WHERE angekuendigt_am IS NULL`);
    await tx.query(`INSERT INTO dokument_zeitpunkte (dokument_id, version_id, zeitpunkt, angekuendigt_am)
      SELECT w.id, d.veroeffentlichte_version, w.beginn, CASE WHEN w.angekuendigt_beginn THEN now() END
      FROM warnmeldungen w JOIN dokumente d ON d.id = w.id WHERE d.veroeffentlichte_version IS NOT NULL
      UNION ALL
      SELECT w.id, d.veroeffentlichte_version, w.ende, CASE WHEN w.angekuendigt_ende THEN now() END
      FROM warnmeldungen w JOIN dokumente d ON d.id = w.id
      WHERE d.veroeffentlichte_version IS NOT NULL AND w.ende IS NOT NULL`);

    // Which files published content uses (migrations 175, 201): written at publication from the fields that render
    // them (lib/redaktion/store/public-media.ts), under `<art>:<id>` (a menu: `menue:<name>`, as before); a
    // publication's rows go when it does, for every kind of document, by one trigger (banners are asked at request
    // time: their start and end are times, not events).
    await tx.query('DROP TRIGGER medien_oeffentlich_menues ON menues');
    await tx.query('DROP FUNCTION medien_oeffentlich_menues()');
    await tx.query('DROP TRIGGER medien_oeffentlich_seiten ON dokumente');
    await tx.query('DROP FUNCTION medien_oeffentlich_seiten()');
    await tx.query(`CREATE FUNCTION medien_oeffentlich_dokumente() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM medien_oeffentlich
          WHERE quelle = OLD.art || ':' || CASE WHEN OLD.art = 'menue' THEN OLD.schluessel ELSE OLD.id::text END;
        END IF;
        RETURN NULL;
      END $$`);
    await tx.query(`CREATE TRIGGER medien_oeffentlich_dokumente
      AFTER DELETE OR UPDATE OF id, zustand, veroeffentlichte_version ON dokumente
      FOR EACH ROW EXECUTE FUNCTION medien_oeffentlich_dokumente()`);

    await tx.query('ALTER TABLE bearbeitung_anwesenheit DROP CONSTRAINT bearbeitung_anwesenheit_objekt_art_check');
    await tx.query(`ALTER TABLE bearbeitung_anwesenheit ADD CONSTRAINT bearbeitung_anwesenheit_objekt_art_check
      CHECK (objekt_art IN ('seite', 'menue', 'warnmeldung', 'eintrag'))`);

    // Content kept by a rewrite to the current shapes (migration 250) names its version in the one table now.
    await tx.query('ALTER TABLE inhalt_vor_migration DROP CONSTRAINT inhalt_vor_migration_tabelle_check');
    await tx.query(`UPDATE inhalt_vor_migration k SET tabelle = 'dokument_versionen', version_id = nv.id
      FROM menue_versionen mv, dokumente d, dokument_versionen nv
      WHERE k.tabelle = 'menue_versionen' AND mv.id = k.version_id AND d.art = 'menue' AND d.schluessel = mv.menue_name
        AND nv.dokument_id = d.id AND nv.nummer = mv.nummer`);
    await tx.query("UPDATE inhalt_vor_migration SET tabelle = 'dokument_versionen' WHERE tabelle = 'seiten_versionen'");
    await tx.query(`ALTER TABLE inhalt_vor_migration ADD CONSTRAINT inhalt_vor_migration_tabelle_check
      CHECK (tabelle = 'dokument_versionen')`);
    await tx.query('ALTER INDEX seiten_zeitplaene_offen_version RENAME TO dokument_zeitplaene_offen_version');

    await tx.query('DROP TABLE menue_versionen CASCADE');
    await tx.query('DROP TABLE menues CASCADE');
    await tx.query('DROP TABLE warnmeldungen');
  },
};
