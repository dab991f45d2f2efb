// The intranet of the embedded mode: demo accounts, categories, texts and archive from the database
// (seeded from content/intranet/ on first use), with the same answers as the CMS.
import type { Database, Sql } from '@/lib/db/database';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { readSeedList, seededDatabase } from '@/lib/content/seed-once';
import { checkLoginPassword } from '@/lib/session/passwords';
import { SessionRejected } from '@/lib/session/session-rejected';
import { issueToken, revokeToken, tokenValid } from '@/lib/session/token-store';
import type { ArchivEintrag, IntranetService, IntranetSession, IntranetText } from './intranet-service';

export interface EmbeddedIntranetOptions {
  database: () => Promise<Database>;
  contentDir: string;
  sessionMaxAge: number;
}

interface SeedAccount {
  uuid: string;
  email: string;
  passwort_hash: string;
  vorname: string;
  nachname: string;
}
interface SeedRubrik {
  rubrik: string;
  url: string;
  taggingpfad: string;
}
interface SeedText {
  rubrik: string;
  titel: string;
  teaser: string;
  text: string;
  autor?: string;
  datum_von: string;
  datum_bis?: string;
}
interface SeedDokument {
  downloadtext: string;
  stand: string;
  dateiname: string;
  inhalt: string;
}
interface SeedArchiv {
  thema: string;
  eintraege: { titel: string; gueltig_von?: string; gueltig_bis?: string; dokumente: SeedDokument[] }[];
}

const seedList = <T>(contentDir: string, name: string) => readSeedList<T>(contentDir, 'intranet', name);

export async function seedIntranet(tx: Sql, contentDir: string): Promise<void> {
  for (const a of await seedList<SeedAccount>(contentDir, 'konten')) {
    await tx.query(
      'INSERT INTO intranet_konten (uuid, email, passwort_hash, vorname, nachname) VALUES ($1, lower($2), $3, $4, $5)',
      [a.uuid, a.email, a.passwort_hash, a.vorname, a.nachname],
    );
  }
  const rubriken = await seedList<SeedRubrik>(contentDir, 'rubriken');
  for (const [position, r] of rubriken.entries()) {
    await tx.query('INSERT INTO intranet_rubriken (url, rubrik, taggingpfad, position) VALUES ($1, $2, $3, $4)', [
      r.url,
      r.rubrik,
      r.taggingpfad,
      position,
    ]);
  }
  for (const t of await seedList<SeedText>(contentDir, 'texte')) {
    await tx.query(
      'INSERT INTO intranet_texte (rubrik_url, titel, teaser, text, autor, datum_von, datum_bis) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [t.rubrik, t.titel, t.teaser, t.text, t.autor ?? null, t.datum_von, t.datum_bis ?? null],
    );
  }
  for (const [position, thema] of (await seedList<SeedArchiv>(contentDir, 'archiv')).entries()) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO intranet_archiv_themen (thema, position) VALUES ($1, $2) RETURNING id',
      [thema.thema, position],
    );
    for (const e of thema.eintraege) {
      const entry = await tx.query<{ id: number }>(
        'INSERT INTO intranet_archiv (thema_id, titel, gueltig_von, gueltig_bis) VALUES ($1, $2, $3, $4) RETURNING id',
        [rows[0]!.id, e.titel, e.gueltig_von ?? null, e.gueltig_bis ?? null],
      );
      for (const d of e.dokumente) {
        await tx.query(
          'INSERT INTO intranet_archiv_dokumente (archiv_id, downloadtext, stand, dateiname, inhalt) VALUES ($1, $2, $3, $4, $5)',
          [entry.rows[0]!.id, d.downloadtext, d.stand, d.dateiname, d.inhalt],
        );
      }
    }
  }
}

const TEXT_COLUMNS = `id, titel, teaser, text, autor, rubrik_url AS rubrik, to_char(datum_von, 'YYYY-MM-DD') AS datum_von, to_char(datum_bis, 'YYYY-MM-DD') AS datum_bis`;

export function documentUrl(id: number | string): string {
  return `/api/intranet/dokumente/${id}`;
}

export function createEmbeddedIntranet({
  database,
  contentDir,
  sessionMaxAge,
}: EmbeddedIntranetOptions): IntranetService {
  const db = seededDatabase(database, 'intranet', (tx) => seedIntranet(tx, contentDir));
  /** Every data call checks the token as the CMS would. */
  const authorised = async (session: IntranetSession) => {
    const d = await db();
    if (!(await tokenValid(d, 'intranet', session.uuid, session.token))) throw new SessionRejected();
    return d;
  };

  return {
    async login(email, passwort) {
      const d = await db();
      const { rows } = await d.query<{ uuid: string; passwort_hash: string }>(
        'SELECT uuid::text AS uuid, passwort_hash FROM intranet_konten WHERE email = lower($1)',
        [email.trim()],
      );
      const account = rows[0];
      const ok = await checkLoginPassword(passwort, account?.passwort_hash, (hash) =>
        d.query('UPDATE intranet_konten SET passwort_hash = $2 WHERE uuid = $1', [account!.uuid, hash]),
      );
      if (!account || !ok) return null;
      return { uuid: account.uuid, token: await issueToken(d, 'intranet', account.uuid, sessionMaxAge) };
    },
    async getUser(session) {
      const d = await db();
      if (!/^[0-9a-f-]{36}$/i.test(session.uuid) || !(await tokenValid(d, 'intranet', session.uuid, session.token)))
        return null;
      const { rows } = await d.query<{ vorname: string; nachname: string; email: string }>(
        'SELECT vorname, nachname, email FROM intranet_konten WHERE uuid = $1',
        [session.uuid],
      );
      return rows[0] ?? null;
    },
    async logout(session) {
      await revokeToken(await db(), session.token);
    },
    async getCategories(session) {
      const d = await authorised(session);
      return (
        await d.query<{ rubrik: string; url: string; taggingpfad: string }>(
          'SELECT rubrik, url, taggingpfad FROM intranet_rubriken ORDER BY position, rubrik',
        )
      ).rows;
    },
    async getTexts(session, url, { seite, proSeite }) {
      const d = await authorised(session);
      const count = await d.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM intranet_texte WHERE rubrik_url = $1',
        [url],
      );
      const seiten = Math.max(1, Math.ceil((count.rows[0]?.n ?? 0) / proSeite));
      const { rows } = await d.query<IntranetText>(
        `SELECT ${TEXT_COLUMNS} FROM intranet_texte WHERE rubrik_url = $1 ORDER BY datum_von DESC, id DESC LIMIT $2 OFFSET $3`,
        [url, proSeite, (seite - 1) * proSeite],
      );
      return { data: rows, seite, seiten };
    },
    async getText(session, url, id) {
      const d = await authorised(session);
      if (!/^\d{1,9}$/.test(id)) return null;
      const { rows } = await d.query<IntranetText>(
        `SELECT ${TEXT_COLUMNS} FROM intranet_texte WHERE rubrik_url = $1 AND id = $2`,
        [url, Number(id)],
      );
      return rows[0] ?? null;
    },
    async getArchiveTopics(session) {
      const d = await authorised(session);
      return (
        await d.query<{ id: number; thema: string }>(
          'SELECT id, thema FROM intranet_archiv_themen ORDER BY position, thema',
        )
      ).rows;
    },
    async getArchive(session, themaId) {
      const d = await authorised(session);
      if (!/^\d{1,9}$/.test(themaId)) return [];
      const today = todayInBerlin();
      const { rows } = await d.query<
        Omit<ArchivEintrag, 'dokumente'> & { dokumente: { id: number; downloadtext: string; stand: string }[] | null }
      >(
        `SELECT a.id, a.titel, a.thema_id, to_char(a.gueltig_von, 'YYYY-MM-DD') AS gueltig_von, to_char(a.gueltig_bis, 'YYYY-MM-DD') AS gueltig_bis,
                (SELECT json_agg(json_build_object('id', d.id, 'downloadtext', d.downloadtext, 'stand', to_char(d.stand, 'YYYY-MM-DD')) ORDER BY d.stand DESC, d.id)
                   FROM intranet_archiv_dokumente d WHERE d.archiv_id = a.id) AS dokumente
           FROM intranet_archiv a
          WHERE a.thema_id = $1 AND (a.gueltig_von IS NULL OR a.gueltig_von <= $2::date) AND (a.gueltig_bis IS NULL OR a.gueltig_bis >= $2::date)
          ORDER BY a.titel`,
        [Number(themaId), today],
      );
      return rows.map((row) => ({
        ...row,
        dokumente: (row.dokumente ?? []).map((doc) => ({ ...doc, url: documentUrl(doc.id) })),
      }));
    },
    async getDocument(session, id) {
      const d = await authorised(session);
      if (!/^\d{1,9}$/.test(id)) return null;
      const today = todayInBerlin();
      // A document is served only while its archive entry is valid, like the list that links it.
      const { rows } = await d.query<{ dateiname: string; inhalt: string }>(
        `SELECT d.dateiname, d.inhalt FROM intranet_archiv_dokumente d JOIN intranet_archiv a ON a.id = d.archiv_id
          WHERE d.id = $1 AND (a.gueltig_von IS NULL OR a.gueltig_von <= $2::date) AND (a.gueltig_bis IS NULL OR a.gueltig_bis >= $2::date)`,
        [Number(id), today],
      );
      return rows[0] ?? null;
    },
  };
}
