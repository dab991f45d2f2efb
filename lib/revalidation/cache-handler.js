// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: Next.js loads this file by its path at run time */
// Next.js's cache handler for generated pages (ISR), next.config.js `cacheHandler`. It keeps Next's own file-system
// cache (memory + build folder) and adds one rule: a page rendered before the newest revalidation of its path that
// this process knows of (./outdated-pages.js, fed by the revalidation ledger) is regenerated at once, in the
// background, and served as it is until then, so an instance that never got the webhook still catches up on the
// next request, and a render that started before the change and finished after it cannot pass for new. A page whose
// path was found withdrawn after it was rendered (./withdrawn-pages.js) is not served at all: it would answer 200.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { RENDERED_AT, isOutdated, reportOutdated } = require('./outdated-pages.js');
const { renderedBeforeWithdrawal } = require('./withdrawn-pages.js');

/**
 * The site path of a Pages Router cache key (`/route-cache/PAGES/<route hash>/$/de/…`), or null.
 * @param {string} key
 */
function sitePathOf(key) {
  const marker = key.indexOf('/$/');
  if (!key.startsWith('/route-cache/PAGES/') || marker === -1) return null;
  const path = key.slice(marker + 2);
  return path === '/index' ? '/' : path;
}

/**
 * When the data of a cached page was gathered: the stamp its props carry, else when the entry was stored.
 * @param {any} entry
 * @returns {number | undefined}
 */
function renderedAtOf(entry) {
  const stamp = entry?.value?.pageData?.pageProps?.[RENDERED_AT];
  if (typeof stamp === 'number') return stamp;
  return typeof entry?.lastModified === 'number' && entry.lastModified > 0 ? entry.lastModified : undefined;
}

/**
 * @param {new (ctx: any) => { get(key: string, ctx: any): Promise<any>; set(key: string, data: any, ctx: any): Promise<void>; revalidateTag(...args: any[]): Promise<void>; resetRequestCache?(): void }} Inner
 */
function createLedgerCacheHandler(Inner) {
  return class LedgerCacheHandler {
    /** @param {any} ctx */
    constructor(ctx) {
      this.inner = new Inner(ctx);
    }

    /**
     * @param {string} key
     * @param {any} ctx
     */
    async get(key, ctx) {
      const entry = await this.inner.get(key, ctx);
      if (!entry || ctx?.kind !== 'PAGES') return entry;
      const path = sitePathOf(key);
      const renderedAt = renderedAtOf(entry);
      if (!path || renderedAt === undefined) return entry;
      // A page withdrawn since (410): never served again; the request renders and answers as the page now is.
      if (renderedBeforeWithdrawal(path, renderedAt)) return null;
      if (isOutdated(path, renderedAt)) reportOutdated(path);
      return entry;
    }

    /**
     * @param {string} key
     * @param {any} data
     * @param {any} ctx
     */
    set(key, data, ctx) {
      return this.inner.set(key, data, ctx);
    }

    /** @param {any[]} args */
    revalidateTag(...args) {
      return this.inner.revalidateTag(...args);
    }

    resetRequestCache() {
      this.inner.resetRequestCache?.();
    }
  };
}

module.exports = createLedgerCacheHandler(FileSystemCache);
module.exports.createLedgerCacheHandler = createLedgerCacheHandler;
module.exports.sitePathOf = sitePathOf;
