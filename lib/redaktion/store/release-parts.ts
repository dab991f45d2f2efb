// The parts of an Änderungspaket (migration 320): which document and version each is, how the shared version code
// names it (its kind: a page, a menu or an entry of a collection), and the checks every part must pass before the
// package goes live, the same a single publication of that kind runs (lib/redaktion/store/versions.ts and the
// actions' publish checks): the validators, four eyes by content, department limits, internal links. A part that
// fails stops the whole package with the reason, naming the part.
import type { Sql } from '@/lib/db/database';
import type { MenuName } from '@/lib/menus/menu-names';
import { isSammlungName, sammlung as declarationOf } from '@/lib/sammlungen/registry';
import { titleOf } from '@/lib/sammlungen/entry-rules';
import { checkEnvelope, checkMenu } from '@/lib/redaktion/shared/check-content';
import { checkEntry } from '@/lib/redaktion/shared/check-entry';
import { refuseDeadLinks, type LinkTargets } from '@/lib/redaktion/shared/internal-links';
import { darfSeite } from '@/lib/redaktion/shared/page-scope';
import { shownTitle } from '@/lib/redaktion/shared/page-title';
import {
  editorAddress,
  PAKET_TEXTE,
  teilName,
  type PaketTeil,
  type TeilArt,
} from '@/lib/redaktion/shared/release-types';
import { RedaktionError, type Actor, type Pruefergebnis, type Version } from '@/lib/redaktion/shared/types';
import { entryKind } from './entries';
import { linkTargets } from './link-targets';
import { MENU_TITLES } from './menus';
import { requireInScope } from './page-scope';
import { requireFourEyes } from './settings';
import { MENU_KIND, PAGE_KIND, refuseFindings, type VersionedKind } from './versions';
import { entryLinks, menuLinks, pageLinks, type ContentLink } from '@/lib/blocks/content-links';
import { AS_PUBLISHED } from '@/lib/blocks/cms-html';

/** The links a part renders as it will be published (the shared reader: marked fields, sanitised rich text). */
function linksOfPart(part: Pick<PartRow, 'art' | 'sammlung'>, inhalt: unknown): ContentLink[] {
  if (part.art === 'menue') return menuLinks(inhalt, AS_PUBLISHED);
  if (part.art === 'eintrag')
    return isSammlungName(part.sammlung) ? entryLinks(declarationOf(part.sammlung).schemaId, inhalt, AS_PUBLISHED) : [];
  return pageLinks(inhalt, AS_PUBLISHED);
}

/** A part as the store reads it: the document's row, the part's version and the document's newest version. */
export interface PartRow {
  dokument_id: string;
  art: TeilArt;
  sammlung: string | null;
  schluessel: string | null;
  pfad: string | null;
  dok_zustand: 'aktiv' | 'archiviert';
  abteilung: number | null;
  veroeffentlichte_version: number | null;
  version_id: number;
  nummer: number;
  autor_name: string;
  erstellt_am: Date | string;
  fehler: number;
  /** The title field of the part's version (a page's `title`, an entry's own title field). */
  titel: string | null;
  neueste_id: number;
  neueste_nummer: number;
  vorher_version: number | null;
  hinzugefuegt_von_name: string;
  hinzugefuegt_am: Date | string;
}

/**
 * Every part of the package, ordered by document id (the order in which a publication locks them, so two packages
 * never wait for each other in a circle).
 */
export async function readParts(sql: Sql, paketId: string): Promise<PartRow[]> {
  const { rows } = await sql.query<PartRow & { inhalt_titel: unknown }>(
    `SELECT t.dokument_id, d.art, d.sammlung, d.schluessel, d.pfad, d.zustand AS dok_zustand, d.abteilung,
            d.veroeffentlichte_version, t.version_id, v.nummer, v.autor_name, v.erstellt_am, v.fehler,
            CASE WHEN d.art = 'eintrag' THEN v.inhalt ELSE json_build_object('title', v.inhalt->'title') END
              AS inhalt_titel,
            n.id AS neueste_id, n.nummer AS neueste_nummer, t.vorher_version, t.hinzugefuegt_von_name,
            t.hinzugefuegt_am
     FROM paket_teile t
     JOIN dokumente d ON d.id = t.dokument_id
     JOIN dokument_versionen v ON v.id = t.version_id
     JOIN LATERAL (SELECT id, nummer FROM dokument_versionen WHERE dokument_id = d.id ORDER BY nummer DESC LIMIT 1) n
       ON true
     WHERE t.paket_id = $1
     ORDER BY t.dokument_id`,
    [paketId],
  );
  return rows.map(({ inhalt_titel, ...row }) => ({ ...row, titel: partTitle(row, inhalt_titel) }));
}

function partTitle(row: Pick<PartRow, 'art' | 'sammlung' | 'schluessel'>, inhalt: unknown): string {
  if (row.art === 'menue') return MENU_TITLES[row.schluessel as MenuName] ?? row.schluessel ?? 'Menü';
  if (row.art === 'eintrag' && isSammlungName(row.sammlung)) {
    const s = declarationOf(row.sammlung);
    return titleOf(s, inhalt) || `${s.eintrag} ohne Titel`;
  }
  return shownTitle(String((inhalt as { title?: unknown } | null)?.title ?? ''));
}

/** How the shared version code names the part's document, and the check of its content. */
export interface PartKind {
  kind: VersionedKind;
  /** The document as the kind names it: its id, a menu's name. */
  ownerId: string;
  check(inhalt: unknown): Pruefergebnis;
}

export function kindOfPart(row: Pick<PartRow, 'art' | 'sammlung' | 'schluessel' | 'dokument_id'>): PartKind {
  if (row.art === 'menue') {
    const name = row.schluessel as MenuName;
    return { kind: MENU_KIND, ownerId: name, check: (inhalt) => checkMenu(name, inhalt) };
  }
  if (row.art === 'eintrag' && isSammlungName(row.sammlung)) {
    const s = declarationOf(row.sammlung);
    return { kind: entryKind(row.sammlung), ownerId: row.dokument_id, check: (inhalt) => checkEntry(s, inhalt) };
  }
  if (row.art === 'seite')
    return { kind: PAGE_KIND, ownerId: row.dokument_id, check: (inhalt) => checkEnvelope(inhalt) };
  throw new RedaktionError(422, PAKET_TEXTE.kindRefused);
}

/** „Seite „Rathaus““, as a refusal names the part. */
export const nameOfPart = (row: Pick<PartRow, 'art' | 'titel'>) => teilName({ art: row.art, titel: row.titel ?? '' });

/** Whether an account's department limit covers the part: a menu has no office and is every editor's, as before. */
export const partInScope = (actor: Actor, row: Pick<PartRow, 'art' | 'pfad' | 'abteilung'>) =>
  row.art === 'menue' || darfSeite(actor.bereich, { pfad: row.pfad ?? '', abteilung: row.abteilung });

/** Runs `step` for a part; a refusal is rethrown naming the part („Seite „Rathaus“: …“). */
export async function asPart<T>(row: Pick<PartRow, 'art' | 'titel'>, step: () => Promise<T> | T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof RedaktionError)) throw error;
    throw new RedaktionError(
      error.status,
      PAKET_TEXTE.partRefused(nameOfPart(row), error.message),
      error.meldungen,
      error.feld,
    );
  }
}

/** Refuses (403, naming the part) a part outside the account's editing rights. */
export async function requirePartsInScope(sql: Sql, actor: Actor, parts: readonly PartRow[]): Promise<void> {
  for (const part of parts)
    if (!partInScope(actor, part))
      await asPart(part, () =>
        requireInScope(actor, { pfad: part.pfad ?? '', abteilung: part.abteilung }, 'seite', sql),
      );
}

/**
 * What internal links may lead to once the package is public: the store as it is, with every page and entry of the
 * package published (a new section's pages may link to each other, and the menu to them).
 */
export async function releaseLinkTargets(sql: Sql, parts: readonly PartRow[]): Promise<LinkTargets> {
  const targets = await linkTargets(sql);
  const seiten = { ...targets.seiten };
  for (const part of parts) if (part.pfad && part.dok_zustand === 'aktiv') seiten[part.pfad] = 'veroeffentlicht';
  return { ...targets, seiten };
}

/**
 * The checks of one part's version that need no rendering, as a single publication of its kind runs them: the
 * document is live, the validators find nothing, the approver (null: none yet, at submission) carries none of its
 * content (four eyes), its internal links lead somewhere. Throws the refusal naming the part.
 */
export async function checkPart(
  sql: Sql,
  approver: Actor | null,
  part: PartRow,
  version: Version,
  targets: LinkTargets,
): Promise<void> {
  await asPart(part, async () => {
    const { kind, check } = kindOfPart(part);
    if (part.dok_zustand === 'archiviert')
      throw new RedaktionError(
        409,
        `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)} ist gelöscht (archiviert).`,
      );
    refuseFindings(kind, check(version.inhalt));
    if (approver) await requireFourEyes(sql, approver, version.inhaltVon);
    refuseDeadLinks(linksOfPart(part, version.inhalt), targets, part.pfad ?? undefined);
  });
}

/** The part as the editor's views show it. */
export function toTeil(viewer: Actor, row: PartRow): PaketTeil {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    dokumentId: row.dokument_id,
    art: row.art,
    sammlung: row.sammlung,
    titel: row.titel ?? '',
    pfad: row.art === 'menue' ? null : row.pfad,
    bearbeiten: editorAddress({
      art: row.art,
      dokumentId: row.dokument_id,
      sammlung: row.sammlung,
      name: row.schluessel ?? '',
    }),
    version: {
      id: row.version_id,
      nummer: row.nummer,
      autor: row.autor_name,
      erstelltAm: iso(row.erstellt_am),
      fehler: row.fehler,
    },
    neuere:
      row.neueste_id !== row.version_id && row.neueste_nummer > row.nummer
        ? { id: row.neueste_id, nummer: row.neueste_nummer }
        : null,
    veroeffentlichteVersionId: row.veroeffentlichte_version,
    vorherVersionId: row.vorher_version,
    archiviert: row.dok_zustand === 'archiviert',
    imBereich: partInScope(viewer, row),
    hinzugefuegt: { von: row.hinzugefuegt_von_name, am: iso(row.hinzugefuegt_am) },
  };
}
