// The process's caches of CMS answers (http and embedded CMS alike), and how to drop answers from them. Kept on
// globalThis: Next bundles API routes and pages separately, each with its own copy of this module, and a
// revalidation (the CMS webhook, a publication in the Redaktion) must reach the cache the pages read.
import type { MenuName } from '@/lib/menus/menu-names';
import { SwrCache } from './swr-cache';

const PROCESS_CACHES = Symbol.for('tannbrunn.cms-caches');

function processCaches(): Map<string, SwrCache> {
  const holder = globalThis as typeof globalThis & { [PROCESS_CACHES]?: Map<string, SwrCache> };
  holder[PROCESS_CACHES] ??= new Map();
  return holder[PROCESS_CACHES];
}

/** The process-wide cache of the answers of one CMS (its base URL, or 'embedded'). */
export function processCmsCache(name: string): SwrCache {
  const caches = processCaches();
  let cache = caches.get(name);
  if (!cache) caches.set(name, (cache = new SwrCache()));
  return cache;
}

/** Cache keys of the answers: a page envelope, a redirect or withdrawal lookup, a page's date, a menu, a block's call. */
export const cacheKeys = {
  page: (path: string) => `seite ${path}`,
  redirect: (path: string) => `weiterleitung ${path}`,
  withdrawal: (path: string) => `rueckzug ${path}`,
  stand: (path: string) => `stand ${path}`,
  menu: (name: MenuName) => `menu ${name}`,
  call: (endpoint: string, params: unknown) => `call ${endpoint} ${JSON.stringify(params)}`,
  warnmeldungen: 'warnmeldungen',
};

/**
 * Makes the next render of these pages fetch from the CMS instead of the process cache: their page envelopes,
 * redirects, withdrawals, dates and all block calls (a call's key does not tell which page makes it). Menus stay cached. Returns how many
 * answers were dropped.
 */
export function forgetCmsPages(
  paths: readonly string[],
  caches: Iterable<SwrCache> = processCaches().values(),
): number {
  const keys = new Set(
    paths.flatMap((path) => [
      cacheKeys.page(path),
      cacheKeys.redirect(path),
      cacheKeys.withdrawal(path),
      cacheKeys.stand(path),
    ]),
  );
  let dropped = 0;
  for (const cache of caches) dropped += cache.forget((key) => keys.has(key) || key.startsWith('call '));
  return dropped;
}

/** Drops the alert banners' answer from the process caches (every revalidation does: a banner covers many pages). */
export function forgetCmsBanners(caches: Iterable<SwrCache> = processCaches().values()): number {
  let dropped = 0;
  for (const cache of caches) dropped += cache.forget((key) => key === cacheKeys.warnmeldungen);
  return dropped;
}

/** Drops these menus' answers from the process caches; returns how many were dropped. */
export function forgetCmsMenus(
  names: readonly MenuName[],
  caches: Iterable<SwrCache> = processCaches().values(),
): number {
  const keys = new Set(names.map(cacheKeys.menu));
  let dropped = 0;
  for (const cache of caches) dropped += cache.forget((key) => keys.has(key));
  return dropped;
}
