// What one process does with a revalidation, wherever it came from (its own webhook, a notification, a catch-up
// read): drop the cached CMS answers of those paths, mark the pages rendered so far as outdated (./cache-handler.js)
// and regenerate the ones this process has generated.
import { forgetCmsBanners, forgetCmsMenus, forgetCmsPages } from '@/lib/cache/cms-answer-cache';
import { MENU_NAMES } from '@/lib/menus/menu-names';
import { LedgerCursor } from './ledger';
import { markRevalidated } from './outdated-pages.js';
import { regeneratePaths, type RegenerationResult, type Regenerator } from './regenerate';

const CURSOR = Symbol.for('tannbrunn.ledger-cursor');
type Holder = typeof globalThis & { [CURSOR]?: LedgerCursor };

/** Which ledger rows this process has applied (shared by the webhook route and the listener). */
export function processCursor(): LedgerCursor {
  const holder = globalThis as Holder;
  holder[CURSOR] ??= new LedgerCursor();
  return holder[CURSOR];
}

export async function applyRevalidation(
  paths: readonly string[],
  regenerator?: Regenerator,
): Promise<RegenerationResult> {
  const unique = [...new Set(paths)];
  forgetCmsPages(unique);
  // The menus and the alert banners too: they are few and cheap to load again, and a change of a page (its title,
  // its path), a menu or a banner published in the Redaktion reaches the other instances only as this list of paths.
  forgetCmsMenus(MENU_NAMES);
  forgetCmsBanners();
  // After the caches are empty and before any render starts: a render that began earlier counts as outdated.
  markRevalidated(unique);
  return regeneratePaths(unique, regenerator);
}
