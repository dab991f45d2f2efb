// Änderungspakete (releases): what the store (lib/redaktion/store/releases.ts) hands to the editor's views, and the
// German texts both say. Browser-safe. A package names one version of each of several documents (pages, menus,
// entries of the collections); it is submitted, approved and published as a whole, and withdrawn as a whole.
import { scheduleTime } from './schedule-texts';

/** `entwurf` (parts can change) -> `zur_freigabe` -> `geplant` (approved, for a moment) -> `veroeffentlicht` -> `zurueckgezogen`. */
export const PAKET_ZUSTAENDE = ['entwurf', 'zur_freigabe', 'geplant', 'veroeffentlicht', 'zurueckgezogen'] as const;
export type PaketZustand = (typeof PAKET_ZUSTAENDE)[number];

/** The states in which a package still waits to go live: a document belongs to at most one such package. */
export const OFFENE_PAKET_ZUSTAENDE: readonly PaketZustand[] = ['entwurf', 'zur_freigabe', 'geplant'];

export const PAKET_ZUSTAND_NAMEN: Record<PaketZustand, string> = {
  entwurf: 'In Arbeit',
  zur_freigabe: 'Zur Freigabe eingereicht',
  geplant: 'Geplant',
  veroeffentlicht: 'Veröffentlicht',
  zurueckgezogen: 'Zurückgezogen',
};

/** The kinds of documents a package can hold. */
export type TeilArt = 'seite' | 'menue' | 'eintrag';

export const TEIL_ART_NAMEN: Record<TeilArt, string> = { seite: 'Seite', menue: 'Menü', eintrag: 'Eintrag' };

export interface PaketTeil {
  dokumentId: string;
  art: TeilArt;
  /** The collection of an entry. */
  sammlung: string | null;
  /** What editors call it: a page's or an entry's title, a menu's name as the Redaktion shows it. */
  titel: string;
  /** Where visitors see it on its own (a page, an entry's page); null for a menu. */
  pfad: string | null;
  /** The Redaktion's editor of the document. */
  bearbeiten: string;
  version: { id: number; nummer: number; autor: string; erstelltAm: string; fehler: number };
  /** The document's newest version, when it is newer than the one in the package. */
  neuere: { id: number; nummer: number } | null;
  /** The version published now (null: none). */
  veroeffentlichteVersionId: number | null;
  /** Once the package went live: the version published before it (null: none, the document was offline). */
  vorherVersionId: number | null;
  /** The document was deleted (archived) since it was added: the package cannot go live with it. */
  archiviert: boolean;
  /** Whether the viewing account's editing rights cover it (department limits; menus are everybody's). */
  imBereich: boolean;
  hinzugefuegt: { von: string; am: string };
}

export interface Paket {
  id: string;
  titel: string;
  beschreibung: string;
  zustand: PaketZustand;
  angelegt: { von: string; am: string };
  eingereicht: { von: string; am: string; kommentar: string } | null;
  rueckweisung: { grund: string; von: string; am: string } | null;
  freigabe: { von: string; am: string } | null;
  /** The planned moment (ISO 8601), while planned, and kept once it went live. */
  zeitpunkt: string | null;
  veroeffentlichtAm: string | null;
  zurueckgezogen: { von: string; am: string } | null;
  teile: PaketTeil[];
}

/** A package in the list. */
export interface PaketKurz {
  id: string;
  titel: string;
  zustand: PaketZustand;
  anzahlTeile: number;
  angelegtVon: string;
  geaendertAm: string;
  zeitpunkt: string | null;
  veroeffentlichtAm: string | null;
}

/** What the editor of a page, menu or entry shows about packages: the one it belongs to, the open ones to add to. */
export interface PaketStand {
  /** The unfinished package the document belongs to, with the version it holds. */
  paket: { id: string; titel: string; zustand: PaketZustand; versionId: number; nummer: number } | null;
  /** The packages parts can be added to (state `entwurf`). */
  offene: { id: string; titel: string }[];
}

/** Where the Redaktion edits a part. */
export function editorAddress(teil: Pick<PaketTeil, 'art' | 'dokumentId' | 'sammlung'> & { name?: string }): string {
  if (teil.art === 'menue') return `/redaktion/menues/${encodeURIComponent(teil.name ?? '')}`;
  if (teil.art === 'eintrag')
    return `/redaktion/sammlungen/${encodeURIComponent(teil.sammlung ?? '')}/${encodeURIComponent(teil.dokumentId)}`;
  return `/redaktion/seiten/${encodeURIComponent(teil.dokumentId)}`;
}

/** The preview of the whole package at a site path. */
export const releasePreviewAddress = (paketId: string, pfad: string) =>
  `/redaktion/pakete/${encodeURIComponent(paketId)}/vorschau?pfad=${encodeURIComponent(pfad)}`;

/** „Seite „Rathaus““: a part as a refusal names it. */
export const teilName = (teil: Pick<PaketTeil, 'art' | 'titel'>) => `${TEIL_ART_NAMEN[teil.art]} „${teil.titel}“`;

export const PAKET_TEXTE = {
  titleMissing: 'Bitte geben Sie dem Paket einen Titel.',
  titleTooLong: 'Der Titel darf höchstens 200 Zeichen lang sein.',
  empty: 'Das Paket ist leer. Bitte fügen Sie zuerst Seiten, Menüs oder Einträge hinzu.',
  notFound: 'Dieses Änderungspaket gibt es nicht.',
  notAPart: 'Dieses Dokument gehört nicht zum Paket.',
  kindRefused: 'Ein Änderungspaket nimmt Seiten, Menüs und Einträge der Sammlungen auf.',
  // State reasons of the permission table (409).
  notOpen: 'Das Paket ist eingereicht: seine Teile ändern sich erst wieder, wenn es zurückgewiesen ist.',
  notSubmitted: 'Das Paket ist nicht zur Freigabe eingereicht.',
  planned: 'Das Paket ist zur Veröffentlichung geplant. Brechen Sie zuerst den Termin ab.',
  notPlanned: 'Das Paket ist nicht geplant.',
  live: 'Das Paket ist schon veröffentlicht.',
  notLive: 'Zurückziehen lässt sich nur ein veröffentlichtes Paket.',
  withdrawn: 'Das Paket ist zurückgezogen. Für eine neue Veröffentlichung legen Sie ein neues Paket an.',
  /** The document already belongs to another unfinished package. */
  inOther: (titel: string) =>
    `Dieses Dokument gehört schon zum Änderungspaket „${titel}“. Ein Dokument kann nur zu einem offenen Paket gehören.`,
  /** Publishing or planning one document of an unfinished package alone. */
  publishedWithPackage: (titel: string) =>
    `Dieses Dokument gehört zum Änderungspaket „${titel}“ und wird mit ihm veröffentlicht. Um es einzeln zu veröffentlichen, nehmen Sie es zuerst aus dem Paket.`,
  /** A part that stops the whole package: the reason, naming the part. */
  partRefused: (teil: string, grund: string) => `${teil}: ${grund}`,
  scheduledAlone:
    'Für dieses Dokument ist eine einzelne Veröffentlichung geplant. Bitte brechen Sie diesen Termin zuerst ab; das Paket veröffentlicht es dann mit den anderen Teilen.',
  changedSince: (teil: string) =>
    `${teil} wurde nach dem Paket einzeln veröffentlicht oder offline genommen. Das Paket kann nicht als Ganzes zurückgezogen werden; bitte ändern Sie diesen Teil einzeln.`,
  plannedAt: (iso: string) => `Geplant für ${scheduleTime(iso)}.`,
} as const;
