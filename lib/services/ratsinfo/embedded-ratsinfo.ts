// The council information system of the embedded mode: demo members, meetings with agenda and
// documents, reports, from the database (seeded from content/ratsinfo/ on first use).
import { randomBytes } from 'node:crypto';
import type { Database, Sql } from '@/lib/db/database';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { readSeedList, seededDatabase } from '@/lib/content/seed-once';
import { checkLoginPassword, hashPassword, verifyPassword } from '@/lib/session/passwords';
import { SessionRejected } from '@/lib/session/session-rejected';
import { issueToken, revokeAccountTokens, revokeToken, tokenValid } from '@/lib/session/token-store';
import type { Bericht, RatsinfoService, RatsinfoSession, Ratsdokument, Sitzung } from './ratsinfo-service';

export interface EmbeddedRatsinfoOptions {
  database: () => Promise<Database>;
  contentDir: string;
  sessionMaxAge: number;
}

interface SeedDokument {
  titel: string;
  dateiname: string;
  inhalt: string;
}
interface SeedAccount {
  email: string;
  passwort_hash: string;
  pw_geaendert: boolean;
  vorname: string;
  nachname: string;
  taetigkeitsbereiche: string[];
}
interface SeedSitzung {
  titel: string;
  gremium: string;
  in_tagen: number;
  uhrzeit: string;
  dauer_minuten: number;
  ort: string;
  oeffentlich?: boolean;
  hinweis?: string;
  dokumente?: SeedDokument[];
  tagesordnung: {
    nummer: string;
    titel: string;
    oeffentlich?: boolean;
    beschluss?: string;
    dokumente?: SeedDokument[];
  }[];
}
interface SeedBericht {
  titel: string;
  gremium: string;
  vor_tagen: number;
  zusammenfassung: string;
  dokumente?: SeedDokument[];
}

const seedList = <T>(contentDir: string, name: string) => readSeedList<T>(contentDir, 'ratsinfo', name);

async function addDocuments(
  tx: Sql,
  owner: { sitzung?: number; punkt?: number; bericht?: number },
  docs: SeedDokument[] = [],
) {
  for (const d of docs) {
    await tx.query(
      'INSERT INTO ratsinfo_dokumente (sitzung_id, tagesordnung_id, bericht_id, titel, dateiname, inhalt) VALUES ($1, $2, $3, $4, $5, $6)',
      [owner.sitzung ?? null, owner.punkt ?? null, owner.bericht ?? null, d.titel, d.dateiname, d.inhalt],
    );
  }
}

/** Demo dates are relative to the day of seeding, so the demo always has coming meetings. */
export async function seedRatsinfo(tx: Sql, contentDir: string, today = todayInBerlin()): Promise<void> {
  for (const a of await seedList<SeedAccount>(contentDir, 'konten')) {
    await tx.query(
      'INSERT INTO ratsinfo_konten (email, passwort_hash, pw_geaendert, vorname, nachname, taetigkeitsbereiche) VALUES (lower($1), $2, $3, $4, $5, $6)',
      [a.email, a.passwort_hash, a.pw_geaendert, a.vorname, a.nachname, JSON.stringify(a.taetigkeitsbereiche)],
    );
  }
  for (const s of await seedList<SeedSitzung>(contentDir, 'sitzungen')) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ratsinfo_sitzungen (titel, gremium, beginn, ende, ort, oeffentlich, hinweis)
       VALUES ($1, $2, (($3::date + $4::int) + $5::time) AT TIME ZONE 'Europe/Berlin', (($3::date + $4::int) + $5::time + make_interval(mins => $6::int)) AT TIME ZONE 'Europe/Berlin', $7, $8, $9) RETURNING id`,
      [
        s.titel,
        s.gremium,
        today,
        s.in_tagen,
        s.uhrzeit,
        s.dauer_minuten,
        s.ort,
        s.oeffentlich ?? true,
        s.hinweis ?? '',
      ],
    );
    const sitzung = rows[0]!.id;
    await addDocuments(tx, { sitzung }, s.dokumente);
    for (const [position, p] of s.tagesordnung.entries()) {
      const punkt = await tx.query<{ id: number }>(
        'INSERT INTO ratsinfo_tagesordnung (sitzung_id, position, nummer, titel, oeffentlich, beschluss) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [sitzung, position, p.nummer, p.titel, p.oeffentlich ?? true, s.in_tagen < 0 ? (p.beschluss ?? null) : null],
      );
      await addDocuments(tx, { punkt: punkt.rows[0]!.id }, p.dokumente);
    }
  }
  for (const b of await seedList<SeedBericht>(contentDir, 'berichte')) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO ratsinfo_berichte (titel, gremium, datum, zusammenfassung) VALUES ($1, $2, $3::date - $4::int, $5) RETURNING id',
      [b.titel, b.gremium, today, b.vor_tagen, b.zusammenfassung],
    );
    await addDocuments(tx, { bericht: rows[0]!.id }, b.dokumente);
  }
}

/** 192 random bits, 32 characters. */
const newCalendarKey = () => randomBytes(24).toString('base64url');

export function documentUrl(id: number | string): string {
  return `/api/ratsinfo/dokumente/${id}`;
}

interface DocRow {
  id: number;
  titel: string;
  sitzung_id: number | null;
  tagesordnung_id: number | null;
  bericht_id: number | null;
}
const doc = (row: DocRow): Ratsdokument => ({ id: row.id, titel: row.titel, url: documentUrl(row.id) });
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

async function loadMeetings(db: Sql, onlyId?: number): Promise<Sitzung[]> {
  const meetings = await db.query<Omit<Sitzung, 'tagesordnung' | 'dokumente'>>(
    `SELECT id, titel, gremium, to_char(beginn AT TIME ZONE 'UTC', ${ISO}) AS beginn, to_char(ende AT TIME ZONE 'UTC', ${ISO}) AS ende, ort, oeffentlich, hinweis
       FROM ratsinfo_sitzungen WHERE ($1::int IS NULL OR id = $1) ORDER BY beginn`,
    [onlyId ?? null],
  );
  if (!meetings.rows.length) return [];
  const ids = meetings.rows.map((m) => m.id);
  const punkte = await db.query<{
    id: number;
    sitzung_id: number;
    nummer: string;
    titel: string;
    oeffentlich: boolean;
    beschluss: string | null;
  }>(
    'SELECT id, sitzung_id, nummer, titel, oeffentlich, beschluss FROM ratsinfo_tagesordnung WHERE sitzung_id = ANY($1) ORDER BY sitzung_id, position',
    [ids],
  );
  const docs = await db.query<DocRow>(
    'SELECT id, titel, sitzung_id, tagesordnung_id, bericht_id FROM ratsinfo_dokumente WHERE sitzung_id = ANY($1) OR tagesordnung_id = ANY($2) ORDER BY id',
    [ids, punkte.rows.map((p) => p.id)],
  );
  return meetings.rows.map((m) => ({
    ...m,
    tagesordnung: punkte.rows
      .filter((p) => p.sitzung_id === m.id)
      .map((p) => ({
        nummer: p.nummer,
        titel: p.titel,
        oeffentlich: p.oeffentlich,
        beschluss: p.beschluss,
        dokumente: docs.rows.filter((d) => d.tagesordnung_id === p.id).map(doc),
      })),
    dokumente: docs.rows.filter((d) => d.sitzung_id === m.id).map(doc),
  }));
}

export function createEmbeddedRatsinfo({
  database,
  contentDir,
  sessionMaxAge,
}: EmbeddedRatsinfoOptions): RatsinfoService {
  const db = seededDatabase(database, 'ratsinfo', (tx) => seedRatsinfo(tx, contentDir));
  const validId = (value: string) => /^\d{1,9}$/.test(value);
  const authorised = async (session: RatsinfoSession) => {
    const d = await db();
    if (!validId(session.id) || !(await tokenValid(d, 'ratsinfo', session.id, session.token)))
      throw new SessionRejected();
    return d;
  };

  return {
    async login(email, passwort) {
      const d = await db();
      const { rows } = await d.query<{ id: number; passwort_hash: string; pw_geaendert: boolean }>(
        'SELECT id, passwort_hash, pw_geaendert FROM ratsinfo_konten WHERE email = lower($1)',
        [email.trim()],
      );
      const account = rows[0];
      const ok = await checkLoginPassword(passwort, account?.passwort_hash, (hash) =>
        d.query('UPDATE ratsinfo_konten SET passwort_hash = $2 WHERE id = $1', [account!.id, hash]),
      );
      if (!account || !ok) return null;
      const id = String(account.id);
      return { id, token: await issueToken(d, 'ratsinfo', id, sessionMaxAge), pw_geaendert: account.pw_geaendert };
    },
    async getMember(session) {
      const d = await db();
      if (!validId(session.id) || !(await tokenValid(d, 'ratsinfo', session.id, session.token))) return null;
      const { rows } = await d.query<{
        vorname: string;
        nachname: string;
        email: string;
        taetigkeitsbereiche: string[];
        pw_geaendert: boolean;
      }>('SELECT vorname, nachname, email, taetigkeitsbereiche, pw_geaendert FROM ratsinfo_konten WHERE id = $1', [
        Number(session.id),
      ]);
      return rows[0] ?? null;
    },
    async logout(session) {
      await revokeToken(await db(), session.token);
    },
    async getMeetings(session) {
      return loadMeetings(await authorised(session));
    },
    async getMeeting(session, id) {
      const d = await authorised(session);
      if (!validId(id)) return null;
      return (await loadMeetings(d, Number(id)))[0] ?? null;
    },
    async getReports(session) {
      const d = await authorised(session);
      const reports = await d.query<Omit<Bericht, 'dokumente'>>(
        `SELECT id, titel, gremium, to_char(datum, 'YYYY-MM-DD') AS datum, zusammenfassung FROM ratsinfo_berichte ORDER BY datum DESC, id DESC`,
      );
      const docs = await d.query<DocRow>(
        'SELECT id, titel, sitzung_id, tagesordnung_id, bericht_id FROM ratsinfo_dokumente WHERE bericht_id IS NOT NULL ORDER BY id',
      );
      return reports.rows.map((r) => ({ ...r, dokumente: docs.rows.filter((x) => x.bericht_id === r.id).map(doc) }));
    },
    async changePassword(session, aktuell, neu) {
      const d = await authorised(session);
      const { rows } = await d.query<{ passwort_hash: string }>(
        'SELECT passwort_hash FROM ratsinfo_konten WHERE id = $1',
        [Number(session.id)],
      );
      if (!rows[0] || !(await verifyPassword(aktuell, rows[0].passwort_hash))) return 'falsches-passwort';
      // The calendar address goes with the old password too: a new key is made when it is next shown.
      await d.query(
        'UPDATE ratsinfo_konten SET passwort_hash = $2, pw_geaendert = true, kalender_schluessel = NULL WHERE id = $1',
        [Number(session.id), await hashPassword(neu)],
      );
      // Every other session of the member ends with the old password.
      await revokeAccountTokens(d, 'ratsinfo', session.id, session.token);
      return 'geaendert';
    },
    async getDocument(session, id) {
      const d = await authorised(session);
      if (!validId(id)) return null;
      const { rows } = await d.query<{ dateiname: string; inhalt: string }>(
        'SELECT dateiname, inhalt FROM ratsinfo_dokumente WHERE id = $1',
        [Number(id)],
      );
      return rows[0] ?? null;
    },
    async calendarKey(session) {
      const d = await authorised(session);
      const { rows } = await d.query<{ kalender_schluessel: string }>(
        'UPDATE ratsinfo_konten SET kalender_schluessel = COALESCE(kalender_schluessel, $2) WHERE id = $1 RETURNING kalender_schluessel',
        [Number(session.id), newCalendarKey()],
      );
      return rows[0]?.kalender_schluessel ?? null;
    },
    async renewCalendarKey(session) {
      const d = await authorised(session);
      const { rows } = await d.query<{ kalender_schluessel: string }>(
        'UPDATE ratsinfo_konten SET kalender_schluessel = $2 WHERE id = $1 RETURNING kalender_schluessel',
        [Number(session.id), newCalendarKey()],
      );
      return rows[0]?.kalender_schluessel ?? null;
    },
    async meetingsForCalendarKey(key) {
      const d = await db();
      if (!/^[A-Za-z0-9_-]{32}$/.test(key)) return null;
      const { rows } = await d.query('SELECT 1 FROM ratsinfo_konten WHERE kalender_schluessel = $1', [key]);
      return rows.length ? loadMeetings(d) : null;
    },
  };
}
