import type { Migration } from './index';

/**
 * The desk of the Redaktion (lib/redaktion/store/eingaenge.ts, buchungsdesk.ts): what residents send gets a state,
 * notes, an owning office per kind and a retention period; booking requests get a decision (accepted or declined,
 * with a message), staff blocks (maintenance) and a version, so a replayed change does nothing. The mail outbox
 * (lib/mail/outbox.ts) carries notifications with retries, never in the resident's request.
 *
 * Search and paging at 50,000 submissions: keyset indexes on (erstellt_am, id), per form and per state, a trigram
 * index on the text of a submission (kept by a trigger, so every writer, also an older build in a rolling release,
 * fills it) and the sender's address for a resident's request for access or deletion.
 */
export const eingaenge: Migration = {
  name: '230-eingaenge',
  async up(tx) {
    // Which office owns each form and booking kind, and how many days after it is done a record is kept. Seeded from
    // content/redaktion/eingaenge.json (rows missing only, so an admin's change stays).
    await tx.query(`CREATE TABLE eingangs_arten (
      art text PRIMARY KEY,
      abteilung integer,
      aufbewahrung_tage integer NOT NULL DEFAULT 90 CHECK (aufbewahrung_tage BETWEEN 0 AND 3650),
      geaendert_am timestamptz,
      geaendert_von text
    )`);

    await tx.query(`CREATE FUNCTION eingang_suchfelder() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.suchtext := lower(coalesce((SELECT string_agg(value, ' ') FROM jsonb_each_text(NEW.daten)), ''));
        NEW.email := nullif(lower(trim(NEW.daten->>'email')), '');
        RETURN NEW;
      END $$`);

    await tx.query(`ALTER TABLE formular_eingaenge
      ADD COLUMN zustand text NOT NULL DEFAULT 'neu' CHECK (zustand IN ('neu', 'in_bearbeitung', 'erledigt')),
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN erledigt_am timestamptz,
      ADD COLUMN geaendert_am timestamptz,
      ADD COLUMN benachrichtigt_am timestamptz,
      ADD COLUMN email text,
      ADD COLUMN suchtext text`);
    await tx.query(`CREATE TRIGGER formular_eingaenge_suchfelder BEFORE INSERT OR UPDATE OF daten
      ON formular_eingaenge FOR EACH ROW EXECUTE FUNCTION eingang_suchfelder()`);
    // What came before the desk was never announced; it is not announced now either (the trigger fills the search).
    await tx.query('UPDATE formular_eingaenge SET daten = daten, benachrichtigt_am = erstellt_am');
    await tx.query('CREATE INDEX formular_eingaenge_neueste ON formular_eingaenge (erstellt_am DESC, id DESC)');
    await tx.query(
      'CREATE INDEX formular_eingaenge_formular ON formular_eingaenge (formular, erstellt_am DESC, id DESC)',
    );
    await tx.query(
      'CREATE INDEX formular_eingaenge_zustand ON formular_eingaenge (zustand, erstellt_am DESC, id DESC)',
    );
    await tx.query('CREATE INDEX formular_eingaenge_suche ON formular_eingaenge USING gin (suchtext gin_trgm_ops)');
    await tx.query('CREATE INDEX formular_eingaenge_email ON formular_eingaenge (email)');
    await tx.query(
      'CREATE INDEX formular_eingaenge_erledigt ON formular_eingaenge (formular, erledigt_am) WHERE erledigt_am IS NOT NULL',
    );
    await tx.query(
      'CREATE INDEX formular_eingaenge_unbenachrichtigt ON formular_eingaenge (erstellt_am) WHERE benachrichtigt_am IS NULL',
    );

    // Internal notes on a submission; they go with it.
    await tx.query(`CREATE TABLE formular_notizen (
      id bigserial PRIMARY KEY,
      eingang_id uuid NOT NULL REFERENCES formular_eingaenge (id) ON DELETE CASCADE,
      konto_id text NOT NULL,
      konto_name text NOT NULL,
      text text NOT NULL,
      erstellt_am timestamptz NOT NULL DEFAULT now()
    )`);
    await tx.query('CREATE INDEX formular_notizen_eingang ON formular_notizen (eingang_id, id)');

    // Bookings: declined requests free their days; a staff block (maintenance) holds days without a resident.
    await tx.query('ALTER TABLE buchungen DROP CONSTRAINT IF EXISTS buchung_status_check');
    await tx.query(`ALTER TABLE buchungen
      ADD CONSTRAINT buchungen_status_check CHECK (status IN ('pending', 'accepted', 'blocked', 'declined')),
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN entschieden_am timestamptz,
      ADD COLUMN entschieden_von text,
      ADD COLUMN nachricht text,
      ADD COLUMN sperre_grund text,
      ADD COLUMN benachrichtigt_am timestamptz,
      ADD COLUMN email text,
      ADD COLUMN suchtext text`);
    await tx.query(`CREATE TRIGGER buchungen_suchfelder BEFORE INSERT OR UPDATE OF daten
      ON buchungen FOR EACH ROW EXECUTE FUNCTION eingang_suchfelder()`);
    await tx.query('UPDATE buchungen SET daten = daten, benachrichtigt_am = erstellt_am');
    await tx.query('CREATE INDEX buchungen_ressource_neueste ON buchungen (ressource, erstellt_am DESC)');
    await tx.query('CREATE INDEX buchungen_email ON buchungen (email)');
    await tx.query(
      'CREATE INDEX buchungen_unbenachrichtigt ON buchungen (erstellt_am) WHERE benachrichtigt_am IS NULL',
    );

    // The mail outbox: sent by the scheduler on one instance at a time, retried with growing pauses.
    await tx.query(`CREATE TABLE mail_ausgang (
      id bigserial PRIMARY KEY,
      an text NOT NULL,
      betreff text NOT NULL,
      text text NOT NULL,
      antwort_an text,
      bezug text,
      erstellt_am timestamptz NOT NULL DEFAULT now(),
      faellig_am timestamptz NOT NULL DEFAULT now(),
      versuche integer NOT NULL DEFAULT 0,
      beansprucht_bis timestamptz,
      gesendet_am timestamptz,
      aufgegeben_am timestamptz,
      letzter_fehler text
    )`);
    await tx.query(
      'CREATE INDEX mail_ausgang_faellig ON mail_ausgang (faellig_am) WHERE gesendet_am IS NULL AND aufgegeben_am IS NULL',
    );
    await tx.query('CREATE INDEX mail_ausgang_bezug ON mail_ausgang (bezug)');
  },
};
