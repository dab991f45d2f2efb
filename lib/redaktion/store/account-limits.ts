// Admins assign editing rights per department (lib/redaktion/shared/page-scope.ts): the accounts with their role and
// limit, and the change of a limit, audit-logged with what it was before. The account's next request counts it.
import type { Database, Sql } from '@/lib/db/database';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import type { Kontobereich } from '@/lib/redaktion/shared/page-scope';
import { checkSitePath } from '@/lib/redaktion/shared/site-paths';
import {
  RedaktionError,
  type Abteilung,
  type Actor,
  type KontoUebersicht,
  type Rolle,
} from '@/lib/redaktion/shared/types';
import { writeAudit } from './audit';

export const ACCOUNT_TEXTS = {
  noSuchAccount: 'Dieses Konto gibt es nicht.',
  unknownOffice: 'Bitte wählen Sie nur Ämter aus der Liste.',
  pathsNoList: 'Bitte geben Sie die Teilbäume als Liste von Pfaden an.',
  tooManyPaths: 'Bitte geben Sie höchstens 20 Teilbäume an.',
};

const MAX_PATHS = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AccountRow {
  id: string;
  email: string;
  name: string;
  rolle: Rolle;
  abteilungen: number[];
  pfade: string[];
}

const toUebersicht = (row: AccountRow): KontoUebersicht => ({
  id: row.id,
  email: row.email,
  name: row.name,
  rolle: row.rolle,
  bereich: { abteilungen: row.abteilungen, pfade: row.pfade },
});

/** Every account with its role and limit, by name (admins only). */
export async function listAccounts(sql: Sql, actor: Actor): Promise<KontoUebersicht[]> {
  requirePermission(actor, 'konten_verwalten');
  const { rows } = await sql.query<AccountRow>(
    'SELECT id::text AS id, email, name, rolle, abteilungen, pfade FROM redaktion_konten ORDER BY name, email',
  );
  return rows.map(toUebersicht);
}

/** The limit as the form sends it, checked: offices of the list, site paths (each once, at most 20). */
export function checkLimit(input: { abteilungen?: unknown; pfade?: unknown }, aemter: Abteilung[]): Kontobereich {
  const offices = input.abteilungen ?? [];
  if (!Array.isArray(offices) || !offices.every((id) => aemter.some((amt) => amt.id === id)))
    throw new RedaktionError(422, ACCOUNT_TEXTS.unknownOffice, [], 'abteilungen');
  const paths = input.pfade ?? [];
  if (!Array.isArray(paths)) throw new RedaktionError(422, ACCOUNT_TEXTS.pathsNoList, [], 'pfade');
  if (paths.length > MAX_PATHS) throw new RedaktionError(422, ACCOUNT_TEXTS.tooManyPaths, [], 'pfade');
  const checked = paths.map((path) => {
    try {
      return checkSitePath(path);
    } catch (error) {
      if (!(error instanceof RedaktionError)) throw error;
      throw new RedaktionError(422, error.message, [], 'pfade');
    }
  });
  return {
    abteilungen: [...new Set(offices as number[])].sort((a, b) => a - b),
    pfade: [...new Set(checked)].sort(),
  };
}

/** Changes which pages an account may edit (admins only); both lists empty = every page. */
export async function setAccountLimit(
  db: Database,
  actor: Actor,
  kontoId: string,
  input: { abteilungen?: unknown; pfade?: unknown },
  aemter: Abteilung[],
): Promise<KontoUebersicht> {
  requirePermission(actor, 'konten_verwalten');
  if (!UUID.test(kontoId)) throw new RedaktionError(404, ACCOUNT_TEXTS.noSuchAccount);
  const bereich = checkLimit(input, aemter);
  return db.transaction(async (tx) => {
    const { rows: before } = await tx.query<AccountRow>(
      'SELECT abteilungen, pfade FROM redaktion_konten WHERE id = $1 FOR UPDATE',
      [kontoId],
    );
    if (!before[0]) throw new RedaktionError(404, ACCOUNT_TEXTS.noSuchAccount);
    const { rows } = await tx.query<AccountRow>(
      `UPDATE redaktion_konten SET abteilungen = $2, pfade = $3 WHERE id = $1
       RETURNING id::text AS id, email, name, rolle, abteilungen, pfade`,
      [kontoId, bereich.abteilungen, bereich.pfade],
    );
    await writeAudit(tx, actor, {
      aktion: 'konto_bereich_geaendert',
      objektArt: 'konto',
      objektId: kontoId,
      details: {
        konto: rows[0]!.email,
        vorher: { abteilungen: before[0].abteilungen, pfade: before[0].pfade },
        nachher: bereich,
      },
    });
    return toUebersicht(rows[0]!);
  });
}
