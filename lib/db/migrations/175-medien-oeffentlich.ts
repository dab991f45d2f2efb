import type { Migration } from './index';

/** A file's address in stored content (lib/medien/media-types.ts `mediaUrl`): its id is the path segment after it. */
const MEDIUM_ID_IN_CONTENT = String.raw`/api/medien/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})`;

/**
 * Which files of the media library the published content uses (lib/medien/media-visibility.ts): one row per file and
 * live page (`seite:<id>`) or menu (`menue:<name>`) whose published version names it. Kept by triggers on the rows
 * that say what is published (`veroeffentlichte_version`, a page's `zustand`), in the same transaction as the
 * publication, so every way of publishing, withdrawing, archiving or deleting (scheduled runs and the seed included)
 * keeps it right, and a visitor's request is one lookup in the primary key instead of a scan of the versions.
 * Versions never change (migration 060), so a publication's files are known when it is made.
 */
export const medienOeffentlich: Migration = {
  name: '175-medien-oeffentlich',
  async up(tx) {
    await tx.query(`CREATE TABLE medien_oeffentlich (
      medium_id uuid NOT NULL,
      quelle text NOT NULL,
      PRIMARY KEY (medium_id, quelle)
    )`);
    await tx.query('CREATE INDEX medien_oeffentlich_quelle ON medien_oeffentlich (quelle)');
    await tx.query(`CREATE FUNCTION medien_im_inhalt(inhalt json) RETURNS SETOF uuid LANGUAGE sql IMMUTABLE AS $$
      SELECT DISTINCT lower(treffer[1])::uuid FROM regexp_matches(inhalt::text, '${MEDIUM_ID_IN_CONTENT}', 'g') AS treffer
    $$`);
    /**
     * The trigger that keeps the rows of one kind of owner (pages, menus): `live` says when the owner is shown at
     * all, from the columns `liveColumns`.
     */
    const keepFor = async (
      owners: string,
      key: string,
      versions: string,
      kind: string,
      live = 'true',
      liveColumns: string[] = [],
    ) => {
      const source = (row: string) => `'${kind}:' || ${row}.${key}::text`;
      await tx.query(`CREATE FUNCTION medien_oeffentlich_${owners}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP <> 'INSERT' THEN
            DELETE FROM medien_oeffentlich WHERE quelle = ${source('OLD')};
          END IF;
          IF TG_OP <> 'DELETE' AND NEW.veroeffentlichte_version IS NOT NULL AND ${live} THEN
            INSERT INTO medien_oeffentlich (medium_id, quelle)
              SELECT m, ${source('NEW')} FROM ${versions} v, medien_im_inhalt(v.inhalt) AS m
              WHERE v.id = NEW.veroeffentlichte_version
            ON CONFLICT DO NOTHING;
          END IF;
          RETURN NULL;
        END $$`);
      await tx.query(`CREATE TRIGGER medien_oeffentlich_${owners}
        AFTER INSERT OR DELETE OR UPDATE OF ${[key, ...liveColumns, 'veroeffentlichte_version'].join(', ')}
        ON ${owners} FOR EACH ROW EXECUTE FUNCTION medien_oeffentlich_${owners}()`);
    };
    await keepFor('seiten', 'id', 'seiten_versionen', 'seite', "NEW.zustand = 'aktiv'", ['zustand']);
    await keepFor('menues', 'name', 'menue_versionen', 'menue');
    // What is published already.
    await tx.query(`INSERT INTO medien_oeffentlich (medium_id, quelle)
      SELECT m, 'seite:' || s.id::text FROM seiten s JOIN seiten_versionen v ON v.id = s.veroeffentlichte_version,
        medien_im_inhalt(v.inhalt) AS m
      WHERE s.zustand = 'aktiv'
      UNION
      SELECT m, 'menue:' || n.name FROM menues n JOIN menue_versionen v ON v.id = n.veroeffentlichte_version,
        medien_im_inhalt(v.inhalt) AS m`);
  },
};
