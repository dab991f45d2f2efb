// An Änderungspaket goes live, and is withdrawn, in ONE transaction: every part's pointer moves (the shared
// `markPublished`, with its publication effects: moments, a collection's public list, the files' visibility), one
// audit entry per part and one for the package are written, and the revalidation of everything the parts touch is
// recorded in the ledger, all or nothing. A planned package is claimed by one instance at a time (FOR UPDATE SKIP
// LOCKED with a lease, as ./schedules.ts claims a schedule) and its state moves in the same transaction as the
// pointers, so it goes live exactly once however many instances look. A part that fails its checks stops the whole
// package with the reason naming it; a planned package that fails at its moment goes back to its editors with it.
import type { Database, Sql } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import type { MenuName } from '@/lib/menus/menu-names';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { PAKET_TEXTE } from '@/lib/redaktion/shared/release-types';
import { RedaktionError, type Actor, type Aenderung } from '@/lib/redaktion/shared/types';
import { actorOf } from './accounts';
import { systemActorFor, writeAudit } from './audit';
import { entryChange } from './entry-projection';
import { pathsOfPage } from './pages';
import {
  asPart,
  checkPart,
  kindOfPart,
  nameOfPart,
  readParts,
  releaseLinkTargets,
  requirePartsInScope,
  type PartRow,
} from './release-parts';
import { checkApproval, releaseRow, type RenderCheck } from './releases';
import { auditIdOf, lockOwner, markPublished, requireVersion, withdrawPublication } from './versions';

/**
 * Records, inside the publishing transaction, the revalidation of what the changes touch (the parts' own addresses
 * first), and returns the paths; the caller applies them in its process after the commit.
 */
export type RecordChanges = (tx: Sql, aenderungen: Aenderung[], zuerst: string[]) => Promise<string[]>;

export interface Published {
  /** False when the package was live already (a second run of the same moment): nothing happened. */
  geaendert: boolean;
  /** The site paths recorded for every instance, to apply in this process. */
  pfade: string[];
}

/** What visitors see change when the part's pointer moved: its page (and old addresses), a menu, an entry's lists. */
async function changeOf(tx: Sql, part: PartRow): Promise<Aenderung> {
  if (part.art === 'menue') return { art: 'menue', name: part.schluessel as MenuName };
  if (part.art === 'eintrag') return (await entryChange(tx, part.dokument_id))!;
  return { art: 'seite', pfade: await pathsOfPage(tx, part.dokument_id) };
}

/** The parts' own addresses (pages, entries' pages): regenerated first on every instance, then the rest. */
const ownPaths = (aenderungen: readonly Aenderung[]) =>
  aenderungen.flatMap((aenderung) =>
    aenderung.art === 'seite' || aenderung.art === 'sammlung' ? aenderung.pfade : [],
  );

interface GoLiveOptions {
  /** The state the package must be in: submitted (approved now) or planned (the scheduler's run). */
  erwartet: 'zur_freigabe' | 'geplant';
  record: RecordChanges;
  /** The planned run: the audit names the system, acting for the approver who planned it. */
  termin?: boolean;
}

/**
 * Publishes every part in one transaction. Each part's document is locked (in the order of their ids), checked
 * again (live, within the approver's rights, validators, four eyes, links), and its version made the published
 * one; the version published before is kept on the part for a withdrawal.
 */
async function goLive(db: Database, approver: Actor, id: string, options: GoLiveOptions): Promise<Published> {
  const auditActor = options.termin ? systemActorFor(approver) : approver;
  const onBehalf = options.termin ? { geplantVon: { id: approver.id, name: approver.name } } : {};
  return db.transaction(async (tx) => {
    const row = await releaseRow(tx, id, { lock: true });
    // Idempotent: a run that finds it live (another instance was first) does nothing.
    if (row.zustand === 'veroeffentlicht') return { geaendert: false, pfade: [] };
    requirePermission(approver, options.termin ? 'paket_planen' : 'paket_veroeffentlichen', 'zur_freigabe');
    if (row.zustand !== options.erwartet)
      throw new RedaktionError(409, row.zustand === 'geplant' ? PAKET_TEXTE.planned : PAKET_TEXTE.notSubmitted);
    const parts = await readParts(tx, id);
    if (!parts.length) throw new RedaktionError(422, PAKET_TEXTE.empty);
    await requirePartsInScope(tx, approver, parts);
    const targets = await releaseLinkTargets(tx, parts);
    const aenderungen: Aenderung[] = [];
    for (const part of parts) {
      const { kind, ownerId } = kindOfPart(part);
      const owner = await asPart(part, () => lockOwner(tx, kind, ownerId));
      const version = await asPart(part, () => requireVersion(tx, kind, ownerId, part.version_id));
      await checkPart(tx, approver, part, version, targets);
      const vorher = owner.veroeffentlichte_version;
      await tx.query('UPDATE paket_teile SET vorher_version = $3 WHERE paket_id = $1 AND dokument_id = $2', [
        id,
        part.dokument_id,
        vorher,
      ]);
      if (vorher !== version.id) {
        await markPublished(tx, kind, approver, ownerId, version.id);
        await writeAudit(tx, auditActor, {
          aktion: 'veroeffentlicht',
          objektArt: kind.art,
          objektId: auditIdOf(owner),
          details: {
            version: version.id,
            nummer: version.nummer,
            ersetzt: vorher,
            ...(part.pfad && part.art !== 'menue' ? { pfad: part.pfad } : {}),
            paket: { id, titel: row.titel },
            ...onBehalf,
          },
        });
      }
      aenderungen.push(await changeOf(tx, part));
    }
    await tx.query(
      `UPDATE pakete SET zustand = 'veroeffentlicht', veroeffentlicht_am = now(), beansprucht_bis = NULL,
         freigegeben_von_id = coalesce(freigegeben_von_id, $2), freigegeben_von_name = coalesce(freigegeben_von_name, $3),
         freigegeben_am = coalesce(freigegeben_am, now()), geaendert_am = now()
       WHERE id = $1`,
      [id, approver.id, approver.name],
    );
    await writeAudit(tx, auditActor, {
      aktion: 'paket_veroeffentlicht',
      objektArt: 'paket',
      objektId: id,
      details: {
        titel: row.titel,
        teile: parts.map((part) => ({ dokument: part.dokument_id, art: part.art, version: part.version_id })),
        ...onBehalf,
      },
    });
    return { geaendert: true, pfade: await options.record(tx, aenderungen, ownPaths(aenderungen)) };
  });
}

/**
 * Approves and publishes a submitted package at once: every check first (outside the transaction, the rendered
 * pages included), then everything in one transaction.
 */
export async function publishRelease(
  db: Database,
  actor: Actor,
  id: string,
  { record, renderCheck }: { record: RecordChanges; renderCheck?: RenderCheck },
): Promise<Published> {
  await checkApproval(db, actor, id, 'paket_veroeffentlichen', renderCheck);
  return goLive(db, actor, id, { erwartet: 'zur_freigabe', record });
}

/** How long a claim holds before another instance may take the package over (its claimer died). */
const LEASE = "interval '2 minutes'";

/** The next due package, claimed for this instance; null when none is due (or another instance holds it). */
async function claimNext(db: Database): Promise<{ id: string; freigegeben_von_id: string } | null> {
  const { rows } = await db.query<{ id: string; freigegeben_von_id: string }>(
    `UPDATE pakete SET beansprucht_bis = now() + ${LEASE}
     WHERE id = (
       SELECT id FROM pakete
       WHERE zustand = 'geplant' AND zeitpunkt <= now() AND (beansprucht_bis IS NULL OR beansprucht_bis < now())
       ORDER BY zeitpunkt, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, freigegeben_von_id`,
  );
  return rows[0] ?? null;
}

export const PLANNER_GONE = 'Das Konto, das dieses Paket freigegeben hat, gibt es nicht mehr.';

/** A planned package that could not go live goes back to its editors, with the reason, as a send-back would. */
async function sendBackFailed(db: Database, id: string, grund: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await releaseRow(tx, id, { lock: true });
    if (row.zustand !== 'geplant') return;
    const text = `Nicht veröffentlicht: ${grund}`;
    await tx.query(
      `UPDATE pakete SET zustand = 'entwurf', beansprucht_bis = NULL, rueckweisung = $2, zurueckgewiesen_von_name = $3,
         zurueckgewiesen_am = now(), freigegeben_von_id = NULL, freigegeben_von_name = NULL, freigegeben_am = NULL,
         geaendert_am = now()
       WHERE id = $1`,
      [id, text.slice(0, 2000), 'System'],
    );
    await writeAudit(
      tx,
      { id: 'system', name: 'System', role: 'admin' },
      {
        aktion: 'paket_nicht_veroeffentlicht',
        objektArt: 'paket',
        objektId: id,
        details: { grund, zeitpunkt: row.zeitpunkt ? new Date(row.zeitpunkt).toISOString() : null },
      },
    );
  });
}

/**
 * Publishes every due planned package; returns the paths recorded, to apply in this process. The run acts with
 * the approving account's role and rights as they are now. A refusal of the store (a part deleted meanwhile, a link
 * now dead, the approver's rights gone) sends the package back with the reason; any other error leaves it claimed
 * until the lease has run out, and then it is tried again.
 */
export async function runDueReleases(db: Database, record: RecordChanges): Promise<string[][]> {
  const done: string[][] = [];
  for (let claimed = await claimNext(db); claimed; claimed = await claimNext(db)) {
    try {
      const planner = await actorOf(db, claimed.freigegeben_von_id);
      if (!planner) throw new RedaktionError(403, PLANNER_GONE);
      const { geaendert, pfade } = await goLive(db, planner, claimed.id, { erwartet: 'geplant', record, termin: true });
      if (geaendert) done.push(pfade);
    } catch (error) {
      if (!(error instanceof RedaktionError)) {
        reportError(error, { message: 'Redaktion: Änderungspaket nicht veröffentlicht', tags: { paket: claimed.id } });
        continue;
      }
      await sendBackFailed(db, claimed.id, error.message);
    }
  }
  return done;
}

/**
 * Withdraws a live package as a whole, in one transaction: every part goes back to the version published before
 * it, or offline where there was none. A part changed on its own since (published again, or taken offline) stops
 * the withdrawal with the reason naming it: putting the old version back would undo somebody's later change. A part
 * deleted since is offline already and stays so. Like every unpublication, no four eyes: it restores what was
 * reviewed and public before.
 */
export async function withdrawRelease(
  db: Database,
  actor: Actor,
  id: string,
  { record }: { record: RecordChanges },
): Promise<Published> {
  return db.transaction(async (tx) => {
    const row = await releaseRow(tx, id, { lock: true });
    requirePermission(actor, 'paket_zurueckziehen', row.zustand);
    const parts = await readParts(tx, id);
    await requirePartsInScope(tx, actor, parts);
    const aenderungen: Aenderung[] = [];
    for (const part of parts) {
      if (part.dok_zustand === 'archiviert') continue;
      const { kind, ownerId } = kindOfPart(part);
      const owner = await asPart(part, () => lockOwner(tx, kind, ownerId));
      if (owner.veroeffentlichte_version !== part.version_id)
        throw new RedaktionError(409, PAKET_TEXTE.changedSince(nameOfPart(part)));
      const details = {
        ...(part.pfad && part.art !== 'menue' ? { pfad: part.pfad } : {}),
        paket: { id, titel: row.titel, zurueckgezogen: true },
      };
      if (part.vorher_version !== null) {
        const before = await asPart(part, () => requireVersion(tx, kind, ownerId, part.vorher_version!));
        await markPublished(tx, kind, actor, ownerId, before.id);
        await writeAudit(tx, actor, {
          aktion: 'veroeffentlicht',
          objektArt: kind.art,
          objektId: auditIdOf(owner),
          details: { version: before.id, nummer: before.nummer, ersetzt: part.version_id, ...details },
        });
      } else {
        await withdrawPublication(tx, kind, ownerId);
        await writeAudit(tx, actor, {
          aktion: 'veroeffentlichung_zurueckgenommen',
          objektArt: kind.art,
          objektId: auditIdOf(owner),
          details: { version: part.version_id, ...details },
        });
      }
      aenderungen.push(await changeOf(tx, part));
    }
    await tx.query(
      `UPDATE pakete SET zustand = 'zurueckgezogen', zurueckgezogen_von_name = $2, zurueckgezogen_am = now(),
         geaendert_am = now()
       WHERE id = $1`,
      [id, actor.name],
    );
    await writeAudit(tx, actor, {
      aktion: 'paket_zurueckgezogen',
      objektArt: 'paket',
      objektId: id,
      details: { titel: row.titel, teile: parts.length },
    });
    return { geaendert: true, pfade: await record(tx, aenderungen, ownPaths(aenderungen)) };
  });
}
