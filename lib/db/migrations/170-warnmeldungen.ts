import type { Migration } from './index';

/**
 * The site's alert banners (lib/redaktion/store/warnmeldungen.ts): text, severity, optional link, the area of the
 * site, start and end; the four-eyes workflow and the emergency path (published alone, second approval pending);
 * whether its start and end have been announced to every instance (the scheduler claims each once).
 */
export const warnmeldungen: Migration = {
  name: '170-warnmeldungen',
  async up(tx) {
    await tx.query(`CREATE TABLE warnmeldungen (
      id uuid PRIMARY KEY,
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 300),
      stufe text NOT NULL CHECK (stufe IN ('information', 'hinweis', 'warnung', 'gefahr')),
      link_href text CHECK (length(link_href) <= 500),
      link_text text CHECK (length(link_text) <= 120),
      bereich text NOT NULL DEFAULT '/de',
      beginn timestamptz NOT NULL DEFAULT now(),
      ende timestamptz,
      zustand text NOT NULL DEFAULT 'entwurf' CHECK (zustand IN ('entwurf', 'zur_freigabe', 'veroeffentlicht', 'beendet')),
      autor_id text NOT NULL,
      autor_name text NOT NULL,
      freigabe_von text,
      freigabe_von_id text,
      freigegeben_am timestamptz,
      notfall boolean NOT NULL DEFAULT false,
      bestaetigt_von text,
      bestaetigt_am timestamptz,
      angekuendigt_beginn boolean NOT NULL DEFAULT false,
      angekuendigt_ende boolean NOT NULL DEFAULT false,
      geaendert_am timestamptz NOT NULL DEFAULT now(),
      CHECK (ende IS NULL OR ende > beginn OR zustand = 'beendet')
    )`);
    await tx.query(`CREATE INDEX warnmeldungen_sichtbar ON warnmeldungen (zustand, beginn)`);
  },
};
