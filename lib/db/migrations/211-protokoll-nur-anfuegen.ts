import type { Migration } from './index';

/**
 * The Redaktion's audit log (`redaktion_protokoll`, lib/redaktion/store/audit.ts) is only ever added to: a trigger
 * refuses every UPDATE, DELETE and TRUNCATE, so no code path (a bug, a forgotten query, an injected statement) can
 * rewrite or remove what happened. Taking this away needs a migration of its own, in the open.
 */
export const protokollNurAnfuegen: Migration = {
  name: '211-protokoll-nur-anfuegen',
  async up(tx) {
    await tx.query(`CREATE FUNCTION redaktion_protokoll_nur_anfuegen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'Das Protokoll der Redaktion wird nur ergänzt, nie geändert oder gelöscht'
          USING ERRCODE = '55000';
      END $$`);
    await tx.query(`CREATE TRIGGER redaktion_protokoll_unveraenderlich BEFORE UPDATE OR DELETE ON redaktion_protokoll
      FOR EACH ROW EXECUTE FUNCTION redaktion_protokoll_nur_anfuegen()`);
    await tx.query(`CREATE TRIGGER redaktion_protokoll_nicht_leeren BEFORE TRUNCATE ON redaktion_protokoll
      FOR EACH STATEMENT EXECUTE FUNCTION redaktion_protokoll_nur_anfuegen()`);
  },
};
