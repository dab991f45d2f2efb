// The Inhaltsprüfung: what the store holds per stored shape (the page envelope, the menus, each block type) and
// version, in which state, and every finding after the migration (page-level, menu and block findings alike, none
// cut off). Browser-safe: the report is computed on the server (lib/redaktion/store/content-report.ts) and shown by
// the command line and the Redaktion alike.

/**
 * Where a stored version stands: the newest draft, submitted, the published one, scheduled for publication, a
 * version of a deleted (archived) page, or any other older version (`history`).
 */
export const BERICHT_ZUSTAENDE = [
  'entwurf',
  'zur_freigabe',
  'veroeffentlicht',
  'geplant',
  'archiviert',
  'history',
] as const;
export type BerichtZustand = (typeof BERICHT_ZUSTAENDE)[number];

/** A finding of kind `fehler` in these states breaks what visitors see now or at a planned moment: the release is refused. */
export const BRECHENDE_ZUSTAENDE: readonly BerichtZustand[] = ['veroeffentlicht', 'geplant'];

/**
 * `start`: what the start check judges (the published, scheduled and newest version of every live page and menu);
 * `alle`: every stored version (the Redaktion's view, `npm run inhalte:pruefen`).
 */
export type BerichtUmfang = 'start' | 'alle';

/** What the version is of: a page or a menu (the first of the stored kinds, lib/shapes/stored-kinds.ts). */
export type BerichtArt = 'seite' | 'menue' | 'eintrag';

/**
 * `fehler`: invalid after the migration (breaks the release when published or scheduled); `warnung`: written by a
 * newer release of the website (a rollout or a rollback: this build keeps serving what it can read, see README
 * „Mehrere Instanzen“).
 */
export type Schwere = 'fehler' | 'warnung';

export interface BerichtZeile {
  /** The stored shape: `seite`, `menue`, `block:<template>`. */
  form: string;
  /** The version the content was stored in. */
  version: number;
  anzahl: Record<BerichtZustand, number>;
  /** Migrated (or already current) and valid. */
  sauber: number;
  fehlerhaft: number;
}

export interface Befund {
  art: BerichtArt;
  /** The page's path, or the menu's name. */
  pfad: string;
  /** The page's id, or the menu's name: where the editor is. */
  objektId: string;
  versionId: number;
  /** The version's number on its page or menu (1, 2, …). */
  nummer: number;
  /** The newest version opens in the editor; an older one in the list of versions. */
  neueste: boolean;
  zustand: BerichtZustand;
  /** The stored shape the finding is in, and the version it was stored in. */
  form: string;
  formVersion: number;
  /** For a block's finding. */
  template?: string;
  blockId?: string;
  blockIndex?: number;
  /** JSON pointer within the block's options, or within the page or menu ('' = as a whole). */
  feld: string;
  meldung: string;
  schwere: Schwere;
}

export interface Inhaltsbericht {
  umfang: BerichtUmfang;
  /** Stored versions read. */
  fassungen: number;
  bloecke: number;
  zeilen: BerichtZeile[];
  befunde: Befund[];
  /** True when published or scheduled content would break. */
  bricht: boolean;
}

export const ZUSTAND_TEXT: Record<BerichtZustand, string> = {
  entwurf: 'Entwurf',
  zur_freigabe: 'Zur Freigabe',
  veroeffentlicht: 'Veröffentlicht',
  geplant: 'Geplant',
  archiviert: 'Archiviert',
  history: 'Ältere Version',
};

/** A shape's name for people: a block type by its template (the Redaktion shows its German title). */
export function formText(form: string): string {
  if (form === 'seite') return 'Seite (Umschlag)';
  if (form === 'menue') return 'Menü';
  return form.replace(/^block:/, '');
}

/** Where the finding stands, in words: page or menu, version, block and field. */
export function befundOrt(befund: Befund, blockName: (template: string) => string = (t) => t): string {
  const where =
    befund.art === 'menue'
      ? `Menü „${befund.pfad}“, Version ${befund.nummer} (${ZUSTAND_TEXT[befund.zustand]})`
      : `${befund.pfad}, Version ${befund.nummer} (${ZUSTAND_TEXT[befund.zustand]})`;
  const part =
    befund.template !== undefined && befund.blockIndex !== undefined
      ? `, Block ${befund.blockIndex + 1} „${blockName(befund.template)}“ v${befund.formVersion}`
      : befund.art === 'seite'
        ? `, Seite v${befund.formVersion}`
        : ` v${befund.formVersion}`;
  return `${where}${part}${befund.feld ? `, Feld ${befund.feld}` : ''}`;
}

/**
 * Where the Redaktion opens the version with the finding: the newest version of a page in its editor at the
 * block's field (renderer/redaktion/editor/PageEditor.tsx reads both), an older one in the page's list of
 * versions at that version; a menu in its editor.
 */
export function befundLink(befund: Befund): string {
  if (befund.art === 'menue') return `/redaktion/menues/${encodeURIComponent(befund.objektId)}`;
  // An entry's finding opens its editor (its form: `sammlung:<name>`).
  if (befund.art === 'eintrag')
    return `/redaktion/sammlungen/${encodeURIComponent(befund.form.replace(/^sammlung:/, ''))}/${encodeURIComponent(befund.objektId)}`;
  const page = `/redaktion/seiten/${encodeURIComponent(befund.objektId)}`;
  if (!befund.neueste) return `${page}/versionen#version-${befund.nummer}`;
  const query = new URLSearchParams({
    ...(befund.blockId ? { block: befund.blockId } : {}),
    ...(befund.blockId && befund.feld ? { feld: befund.feld } : {}),
  });
  return `${page}${query.size ? `?${query}` : ''}`;
}
