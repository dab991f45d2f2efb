// Who keeps each page true, and until when (DESIGN.md section 7, "the site stays true"): the pages' owning offices
// and review dates as the Redaktion lists them (which office a new page gets: ./page-owners.ts). Marking a page as
// reviewed ('geprüft, unverändert') records who and when, and moves the date on a year, without a new version.
import type { Database, Sql } from '@/lib/db/database';
import { todayInBerlin, isIsoDay } from '@/lib/format/kalendertag';
import { nextReviewDate, pruefstand } from '@/lib/redaktion/shared/review-dates';
import {
  RedaktionError,
  type Abteilung,
  type AbteilungsUebersicht,
  type Actor,
  type Pflegestand,
} from '@/lib/redaktion/shared/types';
import { BROKEN, NOT_CHECKED, type LinkResult } from '@/lib/linkpruefung/link-types';
import { requirePermission } from '@/lib/redaktion/shared/roles';
import { entscheideAmtswechsel } from '@/lib/redaktion/shared/permissions';
import { darfSeite, istBegrenzt } from '@/lib/redaktion/shared/page-scope';
import { writeAudit } from './audit';
import { getPageInfo } from './pages';
import { shownTitle } from '@/lib/redaktion/shared/page-title';

const isoDay = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * The live pages' stewardship, due first. `abteilung`: only that office's pages; `nurFaellig`: only those due
 * within four weeks or overdue; `autor`: only pages whose newest version this account wrote.
 */
export async function listStewardship(
  sql: Sql,
  abteilungen: Abteilung[],
  {
    abteilung,
    nurFaellig = false,
    autor,
    today = todayInBerlin(),
  }: { abteilung?: number; nurFaellig?: boolean; autor?: string; today?: string } = {},
): Promise<Pflegestand[]> {
  const { rows } = await sql.query<{
    id: string;
    pfad: string;
    titel: string | null;
    abteilung: number | null;
    pruefen_bis: unknown;
    geprueft_am: unknown;
    geprueft_von: string | null;
  }>(
    `SELECT s.id, s.pfad, s.abteilung, s.pruefen_bis, s.geprueft_am, s.geprueft_von, v.inhalt->>'title' AS titel
     FROM dokumente s
     LEFT JOIN LATERAL (
       SELECT inhalt, autor_id FROM dokument_versionen WHERE dokument_id = s.id ORDER BY nummer DESC LIMIT 1
     ) v ON true
     WHERE s.zustand = 'aktiv' AND s.art = 'seite' AND s.pruefen_bis IS NOT NULL AND ($1::integer IS NULL OR s.abteilung = $1)
       AND ($2::text IS NULL OR v.autor_id = $2)
     ORDER BY s.pruefen_bis, s.pfad`,
    [abteilung ?? null, autor ?? null],
  );
  const byId = new Map(abteilungen.map((a) => [a.id, a]));
  return rows
    .map((row) => {
      const pruefenBis = isoDay(row.pruefen_bis);
      return {
        seiteId: row.id,
        pfad: row.pfad,
        titel: shownTitle(row.titel),
        abteilung: row.abteilung === null ? null : (byId.get(row.abteilung) ?? null),
        pruefenBis,
        stand: pruefstand(pruefenBis, today),
        geprueft:
          row.geprueft_am && row.geprueft_von
            ? { von: row.geprueft_von, am: new Date(row.geprueft_am as string).toISOString() }
            : null,
      };
    })
    .filter((entry) => !nurFaellig || entry.stand !== 'aktuell');
}

/**
 * The reviews due or overdue that "Meine Aufgaben" lists. A limited account looks after the pages within its limit;
 * an unlimited one is responsible for no office in particular, so it gets the pages whose newest version it wrote
 * (the one person the store records for a page): the whole site's list is the Zuständigkeiten view.
 */
export async function dueReviewsFor(
  sql: Sql,
  actor: Actor,
  abteilungen: Abteilung[],
  today = todayInBerlin(),
): Promise<Pflegestand[]> {
  if (!istBegrenzt(actor.bereich))
    return listStewardship(sql, abteilungen, { nurFaellig: true, autor: actor.id, today });
  const due = await listStewardship(sql, abteilungen, { nurFaellig: true, today });
  return due.filter((p) => darfSeite(actor.bereich, { pfad: p.pfad, abteilung: p.abteilung?.id ?? null }));
}

/** 'Geprüft, unverändert': who and when, and the next review a year on; no new version of the page. */
export async function markReviewed(db: Database, actor: Actor, seiteId: string, today = todayInBerlin()) {
  requirePermission(actor, 'seite_pruefen', (await getPageInfo(db, seiteId)).status);
  return db.transaction(async (tx) => {
    const next = nextReviewDate(today);
    const { rows } = await tx.query<{ pfad: string }>(
      `UPDATE dokumente SET geprueft_am = now(), geprueft_von = $2, pruefen_bis = $3::date
       WHERE id = $1 AND zustand = 'aktiv' RETURNING pfad`,
      [seiteId, actor.name, next],
    );
    if (!rows[0]) throw new RedaktionError(404, 'Diese Seite gibt es nicht.');
    await writeAudit(tx, actor, {
      aktion: 'seite_geprueft',
      objektArt: 'seite',
      objektId: seiteId,
      details: { pfad: rows[0].pfad, pruefenBis: next },
    });
    return { pruefenBis: next };
  });
}

export const STEWARDSHIP_TEXTS = {
  dateInvalid: 'Bitte geben Sie das Prüfdatum als Datum an (TT.MM.JJJJ).',
  datePast: 'Das Prüfdatum muss heute oder später sein.',
  unknownOffice: 'Bitte wählen Sie ein Amt aus der Liste.',
};

/**
 * Changes a page's review date and, when `abteilung` names another office, its owner: the office decides who may edit
 * and publish the page (department rights), so handing it on is the admins' (or, between its own offices, a limited
 * account's; the permission table's `amt_uebergeben`). The audit entry keeps what was before and what is after.
 */
export async function setStewardship(
  db: Database,
  actor: Actor,
  seiteId: string,
  input: { abteilung?: unknown; pruefenBis?: unknown },
  abteilungen: Abteilung[],
  today = todayInBerlin(),
) {
  const page = await getPageInfo(db, seiteId);
  // Handing the page to another office is decided first (its own row of the table), then the review date.
  const handOn = (von: number | null, nach: number) => {
    const entscheidung = entscheideAmtswechsel({ rolle: actor.role, bereich: actor.bereich }, page.status, von, nach);
    if (!entscheidung.erlaubt) throw new RedaktionError(entscheidung.status, entscheidung.grund, [], 'abteilung');
  };
  const abteilung = Number(input.abteilung);
  if (!abteilungen.some((a) => a.id === abteilung))
    throw new RedaktionError(422, STEWARDSHIP_TEXTS.unknownOffice, [], 'abteilung');
  if (abteilung !== page.abteilung) handOn(page.abteilung, abteilung);
  requirePermission(actor, 'zustaendigkeit_aendern', page.status);
  if (!isIsoDay(input.pruefenBis)) throw new RedaktionError(422, STEWARDSHIP_TEXTS.dateInvalid, [], 'pruefenBis');
  if (input.pruefenBis < today) throw new RedaktionError(422, STEWARDSHIP_TEXTS.datePast, [], 'pruefenBis');
  const pruefenBis = input.pruefenBis;
  const amt = (id: number | null) =>
    id === null ? null : { id, name: abteilungen.find((a) => a.id === id)?.name ?? `Amt ${id}` };
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ pfad: string; abteilung: number | null; pruefen_bis: unknown }>(
      `SELECT pfad, abteilung, pruefen_bis FROM dokumente WHERE id = $1 AND art = 'seite' AND zustand = 'aktiv' FOR UPDATE`,
      [seiteId],
    );
    const before = rows[0];
    if (!before) throw new RedaktionError(404, 'Diese Seite gibt es nicht.');
    const handedOn = before.abteilung !== abteilung;
    // Checked again on the locked row: the office may have changed since.
    if (handedOn) handOn(before.abteilung, abteilung);
    await tx.query('UPDATE dokumente SET abteilung = $2, pruefen_bis = $3::date WHERE id = $1', [
      seiteId,
      abteilung,
      pruefenBis,
    ]);
    await writeAudit(tx, actor, {
      aktion: handedOn ? 'seite_uebergeben' : 'zustaendigkeit_geaendert',
      objektArt: 'seite',
      objektId: seiteId,
      details: {
        pfad: before.pfad,
        vorher: {
          abteilung: amt(before.abteilung),
          pruefenBis: before.pruefen_bis === null ? null : isoDay(before.pruefen_bis),
        },
        nachher: { abteilung: amt(abteilung), pruefenBis },
      },
    });
    return { abteilung, pruefenBis };
  });
}

/**
 * One line per office: its pages, how many are due or overdue, how many of the external links on them were found
 * broken and how many were not checked (an internal address, another port).
 */
export function officeOverview(
  pflege: Pflegestand[],
  links: LinkResult[],
  abteilungen: Abteilung[],
): AbteilungsUebersicht[] {
  const officeOfPage = new Map(pflege.map((p) => [p.seiteId, p.abteilung?.id]));
  const onOffice = (id: number, among: readonly LinkResult['ergebnis'][]) =>
    links.filter(
      (link) =>
        among.includes(link.ergebnis) && link.fundstellen.some((f) => f.seiteId && officeOfPage.get(f.seiteId) === id),
    ).length;
  return abteilungen.map((abteilung) => {
    const own = pflege.filter((p) => p.abteilung?.id === abteilung.id);
    return {
      abteilung,
      seiten: own.length,
      faellig: own.filter((p) => p.stand === 'faellig').length,
      ueberfaellig: own.filter((p) => p.stand === 'ueberfaellig').length,
      kaputteLinks: onOffice(abteilung.id, BROKEN),
      nichtGepruefteLinks: onOffice(abteilung.id, NOT_CHECKED),
    };
  });
}

/** The external links on these pages, each with only the places on them. */
export function linksOnPages(links: LinkResult[], seitenIds: ReadonlySet<string>): LinkResult[] {
  return links
    .map((link) => ({ ...link, fundstellen: link.fundstellen.filter((f) => f.seiteId && seitenIds.has(f.seiteId)) }))
    .filter((link) => link.fundstellen.length > 0);
}

/** The external links of menus and banners (on no page, so in no office's list), each with only those places. */
export function linksOutsidePages(links: LinkResult[]): LinkResult[] {
  return links
    .map((link) => ({ ...link, fundstellen: link.fundstellen.filter((f) => !f.seiteId) }))
    .filter((link) => link.fundstellen.length > 0);
}
