// What an internal link can lead to, read from the store at the moment of the check (lib/redaktion/shared/
// internal-links.ts judges it): every page with its state, the old paths of renamed pages, the media library's files.
import type { Sql } from '@/lib/db/database';
import type { LinkTargets } from '@/lib/redaktion/shared/internal-links';

export async function linkTargets(sql: Sql): Promise<LinkTargets> {
  const [seiten, weiterleitungen, medien] = await Promise.all([
    sql.query<{ pfad: string; zustand: string; veroeffentlicht: boolean }>(
      `SELECT pfad, zustand, veroeffentlichte_version IS NOT NULL AS veroeffentlicht FROM dokumente WHERE pfad IS NOT NULL`,
    ),
    sql.query<{ alter_pfad: string; pfad: string }>(
      `SELECT w.alter_pfad, s.pfad FROM weiterleitungen w JOIN dokumente s ON s.id = w.dokument_id WHERE s.zustand = 'aktiv'`,
    ),
    sql.query<{ id: string }>('SELECT id FROM medien'),
  ]);
  const states: LinkTargets['seiten'] = {};
  // A live page wins over an archived one that once had the same path.
  for (const row of seiten.rows) {
    const state = row.zustand === 'archiviert' ? 'archiviert' : row.veroeffentlicht ? 'veroeffentlicht' : 'entwurf';
    if (state === 'archiviert' && states[row.pfad]) continue;
    states[row.pfad] = state;
  }
  return {
    seiten: states,
    weiterleitungen: Object.fromEntries(weiterleitungen.rows.map((row) => [row.alter_pfad, row.pfad])),
    medien: medien.rows.map((row) => String(row.id)),
  };
}
