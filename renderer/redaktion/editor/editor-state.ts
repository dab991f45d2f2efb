// The state of one editing session, shared by the outline, the forms, the toolbar and the preview (jotai): the
// page with its undo history, the selected block, the last saved page, and the check of the whole page with the
// renderer's validators (derived, never stored).
import { atom } from 'jotai';
import type { Seite } from '@/codegen/out/types';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from '@/lib/redaktion/shared/history';
import { selectAtom } from 'jotai/utils';
import { checkPage, type BlockCheckCache } from '@/lib/blocks/validate-page';
import { blockId, blocksOf, SLOTS } from '@/lib/redaktion/shared/block-operations';
import { pageCheckDeps } from '@/lib/blocks/site-schemas';
import type { Finding } from '@/lib/redaktion/shared/accessibility-check';
import { linkFindings, type LinkTargets } from '@/lib/redaktion/shared/internal-links';
import { blockLinks, pageLinks, type LinkReading } from '@/lib/blocks/content-links';
import type { FieldMessage } from '@/lib/validation/german-messages';

/** The envelope's own fields are edited when this is selected; otherwise a block id. */
export const PAGE_FIELDS = 'seite';

export const EMPTY_PAGE: Seite = { pageLayout: 'default', title: '', content: [] };

/** The envelope fields an editor changes; breadcrumbs, canonical and theme stay as the page has them. */
export const PAGE_FIELD_NAMES = ['title', 'description', 'pageLayout', 'heroImages'] as const;

export const historyAtom = atom<History<Seite>>(startHistory(EMPTY_PAGE));
export const pageAtom = atom((get) => get(historyAtom).present);
export const selectedAtom = atom<string>(PAGE_FIELDS);

/** A change of the page; `key` groups quick changes of one field into one undo step. */
export const changePageAtom = atom(null, (get, set, change: { page: Seite; key?: string }) => {
  set(historyAtom, record(get(historyAtom), change.page, { key: change.key }));
});

export const undoAtom = atom(null, (get, set) => set(historyAtom, undo(get(historyAtom))));
export const redoAtom = atom(null, (get, set) => set(historyAtom, redo(get(historyAtom))));
export const canUndoAtom = atom((get) => canUndo(get(historyAtom)));
export const canRedoAtom = atom((get) => canRedo(get(historyAtom)));

/** Findings by block object: a keystroke checks the block it changed, not the page's other hundreds. */
const blockFindings: BlockCheckCache = new WeakMap();
export const checkAtom = atom((get) => checkPage(get(pageAtom), pageCheckDeps, blockFindings));

/** How many findings the page has in all (the toolbar's 'Entwurf enthält 2 Fehler'). */
export const errorCountAtom = atom((get) => get(checkAtom).count);

/** How many findings the page's own fields have (the outline's first entry). */
export const pageErrorsAtom = atom((get) => get(checkAtom).page.length);

/** The blocks by id, made once per change: each outline entry reads its own block from it. */
export const blocksByIdAtom = atom((get) => new Map(get(pageAtom).content.map((block) => [blockId(block), block])));

/** The ids of each slot's blocks; a new value only when blocks are added, removed or moved (not at a keystroke). */
export const layoutAtom = selectAtom(
  pageAtom,
  (page) => SLOTS.map((slot) => blocksOf(page.content, slot).map(blockId)),
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);

/** The page's title, for the editor's heading: a keystroke in a block does not re-render the editor's frame. */
export const titleAtom = atom((get) => get(pageAtom).title);

/**
 * What an internal link can lead to, as the store knew it when the editor opened (the page's own path counts as
 * published: it may link to itself). The server judges again with the targets of the moment before it publishes.
 */
export const linkTargetsAtom = atom<LinkTargets | null>(null);

export interface LinkCheck {
  page: FieldMessage[];
  blocks: Record<string, FieldMessage[]>;
  count: number;
}

/**
 * Rich text as the editor wrote it: its editor makes only what the sanitiser keeps, so the links are the same, and
 * the sanitiser stays out of the browser (the server reads the sanitised text again before it publishes).
 */
const AS_WRITTEN: LinkReading = { sanitize: null };

/** Findings per block object: a keystroke changes one block's options, so only that block is judged again. */
const judged = new WeakMap<LinkTargets, WeakMap<object, FieldMessage[]>>();
function linkFindingsOnce(block: Seite['content'][number], targets: LinkTargets): FieldMessage[] {
  const options = (block.options ?? {}) as object;
  let cache = judged.get(targets);
  if (!cache) judged.set(targets, (cache = new WeakMap()));
  let found = cache.get(options);
  if (!found) cache.set(options, (found = linkFindings(blockLinks(block.template, options, AS_WRITTEN), targets)));
  return found;
}

/** Internal links that lead nowhere, at their fields: of the page's own fields and of each block. */
export const linkCheckAtom = atom<LinkCheck>((get) => {
  const targets = get(linkTargetsAtom);
  const page = get(pageAtom);
  if (!targets) return { page: [], blocks: {}, count: 0 };
  const pageFields = Object.fromEntries(PAGE_FIELD_NAMES.map((name) => [name, page[name]]));
  const pageFindings = linkFindings(pageLinks(pageFields, AS_WRITTEN), targets);
  const blocks: Record<string, FieldMessage[]> = {};
  let count = pageFindings.length;
  for (const block of page.content) {
    const found = linkFindingsOnce(block, targets);
    if (found.length === 0) continue;
    blocks[blockId(block)] = found;
    count += found.length;
  }
  return { page: pageFindings, blocks, count };
});

/** How many links lead nowhere: a number, so the editor's frame re-renders only when it changes, not per keystroke. */
export const linkErrorCountAtom = atom((get) => get(linkCheckAtom).count);

export type SaveStatus =
  | { kind: 'gespeichert'; version: number | null; at: string | null }
  | { kind: 'speichert' }
  | { kind: 'fehler'; message: string };

/** The page as last saved: the page is unsaved while it differs. */
export const savedPageAtom = atom<Seite>(EMPTY_PAGE);
export const saveStatusAtom = atom<SaveStatus>({ kind: 'gespeichert', version: null, at: null });
export const dirtyAtom = atom((get) => get(pageAtom) !== get(savedPageAtom));

/** Counts save and publish attempts: after the first, every message shows and the summary takes the focus. */
export const attemptAtom = atom(0);

/**
 * The accessibility findings of the page as the preview last drew it (lib/redaktion/shared/accessibility-check.ts on the
 * preview's HTML); null until the first preview has loaded.
 */
export const accessibilityAtom = atom<Finding[] | null>(null);
