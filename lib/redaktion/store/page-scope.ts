// The server's side of editing rights per department (lib/redaktion/shared/page-scope.ts): the refusal of a page or a
// new place outside an account's limit, worded with the offices' names, and which office a page at a new path
// belongs to. The check of every page action is made once, in lib/redaktion/actions/page-actions.ts.
import type { Sql } from '@/lib/db/database';
import {
  bereichsGrund,
  bereichUmfasstGrund,
  darfSeite,
  istBegrenzt,
  type SeitenOrt,
} from '@/lib/redaktion/shared/page-scope';
import { ancestorPaths } from '@/lib/redaktion/shared/site-paths';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import { ownerByRules, readAbteilungen, readZustaendigkeiten } from './page-owners';

/** The offices' names as the site lists them (an office no longer listed is named by its number). */
export async function amtNamen(sql?: Sql): Promise<(id: number) => string> {
  const abteilungen = await readAbteilungen(sql);
  return (id) => abteilungen.find((amt) => amt.id === id)?.name ?? `Amt ${id}`;
}

/** Refuses (403) a page, or a new place for one, outside the account's limit. */
export async function requireInScope(
  actor: Actor,
  ort: SeitenOrt,
  art: 'seite' | 'pfad' = 'seite',
  sql?: Sql,
): Promise<void> {
  if (darfSeite(actor.bereich, ort)) return;
  const grund = bereichsGrund(actor.bereich!, ort, await amtNamen(sql), art);
  throw new RedaktionError(403, grund, [], art === 'pfad' ? 'pfad' : undefined);
}

/** The office a page at this path belongs to: that of the nearest live page above it, else by the rules. */
export async function ownerOfPath(sql: Sql, pfad: string): Promise<number | null> {
  const { rows } = await sql.query<{ abteilung: number | null }>(
    `SELECT abteilung FROM dokumente WHERE zustand = 'aktiv' AND art = 'seite' AND pfad = ANY($1::text[])
     ORDER BY length(pfad) DESC LIMIT 1`,
    [ancestorPaths(pfad)],
  );
  return rows[0] ? rows[0].abteilung : ownerByRules(pfad, await readZustaendigkeiten());
}

/**
 * A new page (or a moved or restored one) at `pfad`: refused for a limited account outside its limit. Returns the
 * office a new page there is given for a limited account (the path's own when it is one of the account's, else the
 * account's first), or null for an unlimited one (the rules decide, as before).
 */
export async function placeInScope(sql: Sql, actor: Actor, pfad: string): Promise<number | null> {
  if (!istBegrenzt(actor.bereich)) return null;
  const owner = await ownerOfPath(sql, pfad);
  await requireInScope(actor, { pfad, abteilung: owner }, 'pfad', sql);
  const own = actor.bereich.abteilungen;
  return owner !== null && own.includes(owner) ? owner : (own[0] ?? owner);
}

/**
 * Why a limited account may not cover this area of the site with an alert banner, or null when it may: the area is
 * a place like a new page's (its root within the limit, as `placeInScope` asks), and every live page below it must be
 * one the account may edit too, since the banner stands on all of them.
 */
export async function areaRefusal(sql: Sql, actor: Actor, bereich: string): Promise<string | null> {
  if (!istBegrenzt(actor.bereich)) return null;
  // Read on the caller's connection: inside a transaction on PGlite another one would wait for it for ever.
  const names = await amtNamen(sql);
  const { rows } = await sql.query<SeitenOrt>(
    `SELECT pfad, abteilung FROM dokumente
     WHERE art = 'seite' AND zustand = 'aktiv' AND (pfad = $1 OR starts_with(pfad, $2)) ORDER BY pfad`,
    [bereich, `${bereich}/`],
  );
  // The root: the page there, else as for a new page at that path.
  const root = rows[0]?.pfad === bereich ? rows[0] : { pfad: bereich, abteilung: await ownerOfPath(sql, bereich) };
  if (!darfSeite(actor.bereich, root)) return bereichsGrund(actor.bereich, root, names, 'pfad');
  const outside = rows.find((seite) => !darfSeite(actor.bereich, seite));
  return outside ? bereichUmfasstGrund(actor.bereich, bereich, outside, names) : null;
}

/** Refuses (403) an alert banner's area outside a limited account's limit (see `areaRefusal`). */
export async function requireAreaInScope(sql: Sql, actor: Actor, bereich: string): Promise<void> {
  const grund = await areaRefusal(sql, actor, bereich);
  if (grund) throw new RedaktionError(403, grund, [], 'bereich');
}
