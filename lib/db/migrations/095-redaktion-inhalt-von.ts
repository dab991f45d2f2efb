import type { Migration } from './index';

/**
 * Four eyes by content (DESIGN.md section 10): a version remembers whose content it carries (`inhalt_von`: its
 * author, and through a restore or a copy the authors of the content brought back), so nobody publishes what they
 * wrote or restored. Existing versions carry their author. The column is history like the content: immutable.
 */
export const redaktionInhaltVon: Migration = {
  name: '095-redaktion-inhalt-von',
  async up(tx) {
    for (const table of ['seiten_versionen', 'menue_versionen']) {
      await tx.query(`ALTER TABLE ${table} ADD COLUMN inhalt_von text[] NOT NULL DEFAULT '{}'`);
      await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_unveraenderlich`);
      await tx.query(`UPDATE ${table} SET inhalt_von = ARRAY[autor_id]`);
      await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_unveraenderlich`);
    }
    await tx.query(`CREATE OR REPLACE FUNCTION version_unveraenderlich() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.inhalt::text IS DISTINCT FROM OLD.inhalt::text OR NEW.nummer IS DISTINCT FROM OLD.nummer
          OR NEW.autor_id IS DISTINCT FROM OLD.autor_id OR NEW.autor_name IS DISTINCT FROM OLD.autor_name
          OR NEW.erstellt_am IS DISTINCT FROM OLD.erstellt_am OR NEW.kommentar IS DISTINCT FROM OLD.kommentar
          OR NEW.fehler IS DISTINCT FROM OLD.fehler OR NEW.pruefung IS DISTINCT FROM OLD.pruefung
          OR NEW.inhalt_von IS DISTINCT FROM OLD.inhalt_von THEN
          RAISE EXCEPTION 'Eine gespeicherte Version ist unveränderlich' USING ERRCODE = '55000';
        END IF;
        RETURN NEW;
      END $$`);
  },
};
