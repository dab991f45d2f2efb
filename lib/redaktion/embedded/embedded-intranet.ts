// The intranet of the embedded mode: demo accounts, categories and archive from the database (seeded from
// content/intranet/ on first use); its texts are the entries of the collection `intranet-texte` in the Redaktion's
// store (schemas/collections/intranet-texte, seeded from content/intranet/texte.json), which editors keep and no public
// call serves. Same answers as the CMS.
import type { Database, Sql } from '@/lib/db/database';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { readSeedList, seededDatabase } from '@/lib/content/seed-once';
import { checkLoginPassword } from '@/lib/session/passwords';
import { SessionRejected } from '@/lib/session/session-rejected';
import { issueToken, revokeToken, tokenValid } from '@/lib/session/token-store';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { publishedEntriesWhere } from '@/lib/redaktion/store/entry-queries';
import type {
  ArchivEintrag,
  IntranetService,
  IntranetSession,
  IntranetText,
} from '@/lib/services/intranet/intranet-service';

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

/** The collection of the intranet's texts. */
const TEXTE = 'intranet-texte';

const day = (value: unknown): string | null => (typeof value === 'string' && value ? value.slice(0, 10) : null);

/** An entry of the collection as the CMS answers a text. */
function asText(entry: Record<string, unknown>): IntranetText {
  return {
    id: entry.id as number,
    titel: String(entry.titel ?? ''),
    teaser: (entry.teaser as string | undefined) ?? null,
    text: (entry.text as string | undefined) ?? null,
    autor: (entry.autor as string | undefined) ?? null,
    rubrik: entry.rubrik as string,
    datum_von: day(entry.datum_von) ?? '',
    datum_bis: day(entry.datum_bis),
  } as IntranetText;
}

export function documentUrl(id: number | string): string {
  return `/api/intranet/dokumente/${id}`;
}

export function createEmbeddedIntranet({
  database,
  contentDir,
  sessionMaxAge,
}: EmbeddedIntranetOptions): IntranetService {
  const db = seededDatabase(database, 'intranet', (tx) => seedIntranet(tx, contentDir));
  /** The Redaktion's store, seeded (the texts are its entries). */
  const store = async () => {
    const d = await database();
    await ensureSeeded(d, contentDir);
    return d;
  };
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
      await authorised(session);
      const { eintraege, gesamt } = await publishedEntriesWhere(await store(), TEXTE, {
        feld: 'rubrik',
        wert: url,
        neuesteZuerst: 'datum_von',
        limit: proSeite,
        offset: (seite - 1) * proSeite,
      });
      return { data: eintraege.map(asText), seite, seiten: Math.max(1, Math.ceil(gesamt / proSeite)) };
    },
    async getText(session, url, id) {
      await authorised(session);
      if (!/^\d{1,9}$/.test(id)) return null;
      const { eintraege } = await publishedEntriesWhere(await store(), TEXTE, {
        feld: 'rubrik',
        wert: url,
        kennung: Number(id),
        neuesteZuerst: 'datum_von',
      });
      return eintraege[0] ? asText(eintraege[0]) : null;
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
