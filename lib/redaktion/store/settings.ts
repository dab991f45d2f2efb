// The Redaktion's settings, kept by admins: today the four-eyes switch (on by default). With it on, nobody approves
// or publishes content they wrote or restored; the store checks it on every publication (lib/redaktion/store/versions.ts).
import type { Database, Sql } from '@/lib/db/database';
import { writeAudit } from './audit';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { RedaktionError, type Actor, type RedaktionEinstellungen } from '@/lib/redaktion/shared/types';

export async function readSettings(sql: Sql): Promise<RedaktionEinstellungen> {
  const { rows } = await sql.query<{ wert: unknown }>(
    "SELECT wert FROM redaktion_einstellungen WHERE schluessel = 'vier_augen'",
  );
  // A missing row is the safe default: four eyes.
  return { vierAugen: rows[0]?.wert !== false };
}

export async function writeSettings(db: Database, actor: Actor, settings: unknown): Promise<RedaktionEinstellungen> {
  requirePermission(actor, 'einstellungen_aendern');
  const vierAugen = (settings as { vierAugen?: unknown } | null)?.vierAugen;
  if (typeof vierAugen !== 'boolean')
    throw new RedaktionError(400, 'Bitte geben Sie an, ob das Vier-Augen-Prinzip gilt.', [], 'vierAugen');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO redaktion_einstellungen (schluessel, wert) VALUES ('vier_augen', $1::jsonb)
       ON CONFLICT (schluessel) DO UPDATE SET wert = excluded.wert`,
      [JSON.stringify(vierAugen)],
    );
    await writeAudit(tx, actor, {
      aktion: 'einstellungen_geaendert',
      objektArt: 'einstellungen',
      details: { vierAugen },
    });
  });
  return { vierAugen };
}

export const OWN_CHANGE =
  'Nach dem Vier-Augen-Prinzip kann niemand eine eigene Änderung freigeben. Bitte reichen Sie die Version zur Freigabe ein; eine andere Person mit Freigaberecht veröffentlicht sie.';

/**
 * Refuses (403) when the four-eyes setting is on and the version carries the actor's content: written, restored or
 * copied by them, or built on their unpublished draft (`inhaltVon`).
 */
export async function requireFourEyes(sql: Sql, actor: Actor, inhaltVon: readonly string[]): Promise<void> {
  if (inhaltVon.includes(actor.id) && (await readSettings(sql)).vierAugen) throw new RedaktionError(403, OWN_CHANGE);
}
