import type { Migration } from './index';

// Accounts of the embedded council and intranet logins, their session tokens (hashed, expiring),
// the login rate limit and which demo content has been seeded.
export const sessions: Migration = {
  name: '020-sessions',
  async up(tx) {
    await tx.query(`CREATE TABLE rat_konten (
      id serial PRIMARY KEY,
      email text NOT NULL UNIQUE,
      passwort_hash text NOT NULL,
      pw_geaendert boolean NOT NULL DEFAULT false,
      vorname text NOT NULL,
      nachname text NOT NULL,
      taetigkeitsbereiche jsonb NOT NULL DEFAULT '[]',
      kalender_schluessel text UNIQUE
    )`);
    await tx.query(`CREATE TABLE intranet_konten (
      uuid uuid PRIMARY KEY,
      email text NOT NULL UNIQUE,
      passwort_hash text NOT NULL,
      vorname text NOT NULL,
      nachname text NOT NULL
    )`);
    await tx.query(`CREATE TABLE sitzungs_tokens (
      token_hash text PRIMARY KEY,
      art text NOT NULL CHECK (art IN ('rat', 'intranet')),
      konto text NOT NULL,
      gueltig_bis timestamptz NOT NULL
    )`);
    await tx.query('CREATE INDEX sitzungs_tokens_gueltig_bis ON sitzungs_tokens (gueltig_bis)');
    await tx.query(`CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      key text NOT NULL,
      failed_at timestamptz NOT NULL
    )`);
    await tx.query('CREATE INDEX login_failures_key_time ON login_failures (key, failed_at)');
    await tx.query('CREATE TABLE demo_seeds (name text PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now())');
  },
};
