// The ISR cache handler: a page rendered before the newest revalidation of its path (or before the ledger's
// horizon) is reported for regeneration and served as it is meanwhile; everything else passes through untouched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import handlerModule from '@/lib/revalidation/cache-handler.js';
import {
  isOutdated,
  markRevalidated,
  onOutdatedPage,
  renderClock,
  resetOutdatedPages,
  setHorizon,
} from '@/lib/revalidation/outdated-pages.js';
import { clearWithdrawn, markWithdrawn, resetWithdrawnPages } from '@/lib/revalidation/withdrawn-pages.js';

const { createLedgerCacheHandler, sitePathOf } = handlerModule as unknown as {
  createLedgerCacheHandler: (inner: unknown) => new (ctx: unknown) => {
    get(key: string, ctx: unknown): Promise<unknown>;
    set(key: string, data: unknown, ctx: unknown): Promise<void>;
  };
  sitePathOf: (key: string) => string | null;
};

const KEY = '/route-cache/PAGES/489204a1920e9ff57d4cf45eeeff187833d3218f77122ed3cec9e75a0960e669/$/de/rathaus';
const PAGES = { kind: 'PAGES', isFallback: false };

function entry(renderedAt: number | undefined, lastModified = 1_000) {
  return {
    lastModified,
    value: { kind: 'PAGES', html: '<p>x</p>', pageData: { pageProps: { gerendertUm: renderedAt } } },
  };
}

function handlerWith(stored: unknown) {
  const inner = { get: vi.fn(async () => stored), set: vi.fn(async () => {}), revalidateTag: vi.fn(async () => {}) };
  const Handler = createLedgerCacheHandler(
    class {
      constructor() {
        return inner;
      }
    },
  );
  return { handler: new Handler({}), inner };
}

afterEach(() => {
  resetOutdatedPages();
  resetWithdrawnPages();
});

describe('sitePathOf', () => {
  it('reads the site path of a Pages Router cache key', () => {
    expect(sitePathOf(KEY)).toBe('/de/rathaus');
    expect(sitePathOf('/route-cache/PAGES/abc/$/de')).toBe('/de');
    expect(sitePathOf('/route-cache/PAGES/abc/$/index')).toBe('/');
    expect(sitePathOf('/route-cache/APP_PAGE/abc/$/de')).toBeNull();
    expect(sitePathOf('some-fetch-cache-key')).toBeNull();
  });
});

describe('LedgerCacheHandler', () => {
  it('passes a page rendered after the newest revalidation of its path through, without regenerating', async () => {
    const regenerate = vi.fn();
    onOutdatedPage(regenerate);
    markRevalidated(['/de/rathaus'], 100);
    const stored = entry(200);
    const { handler } = handlerWith(stored);
    expect(await handler.get(KEY, PAGES)).toBe(stored);
    expect(regenerate).not.toHaveBeenCalled();
  });

  it('reports a page rendered before the revalidation for regeneration and serves it meanwhile', async () => {
    const regenerate = vi.fn();
    onOutdatedPage(regenerate);
    const stored = entry(renderClock());
    markRevalidated(['/de/rathaus']);
    const { handler } = handlerWith(stored);
    expect(await handler.get(KEY, PAGES)).toBe(stored);
    expect(regenerate).toHaveBeenCalledWith('/de/rathaus');
  });

  it('judges by when the data was gathered, not when the entry was stored (a render that straddled the change)', async () => {
    const regenerate = vi.fn();
    onOutdatedPage(regenerate);
    markRevalidated(['/de/rathaus'], 500);
    // Rendered from 400 on (old data), stored at 600: outdated although stored after the revalidation.
    await handlerWith(entry(400, 600)).handler.get(KEY, PAGES);
    expect(regenerate).toHaveBeenCalledTimes(1);
    // Without a stamp the time it was stored is all there is.
    await handlerWith(entry(undefined, 600)).handler.get(KEY, PAGES);
    expect(regenerate).toHaveBeenCalledTimes(1);
    await handlerWith(entry(undefined, 450)).handler.get(KEY, PAGES);
    expect(regenerate).toHaveBeenCalledTimes(2);
  });

  it('treats pages older than the horizon as outdated, whatever their path', async () => {
    const regenerate = vi.fn();
    onOutdatedPage(regenerate);
    setHorizon(1_000);
    await handlerWith(entry(999)).handler.get(KEY, PAGES);
    await handlerWith(entry(1_001)).handler.get(KEY, PAGES);
    expect(regenerate.mock.calls).toEqual([['/de/rathaus']]);
  });

  it('never serves a page rendered before its path was found withdrawn (410): the request renders anew', async () => {
    const regenerate = vi.fn();
    onOutdatedPage(regenerate);
    markRevalidated(['/de/rathaus'], 500);
    markWithdrawn('/de/rathaus', 600);
    // Served stale, a regeneration that throws (410) would keep this page answering 200 for ever.
    expect(await handlerWith(entry(400)).handler.get(KEY, PAGES)).toBeNull();
    expect(await handlerWith(entry(600)).handler.get(KEY, PAGES)).toBeNull();
    expect(regenerate).not.toHaveBeenCalled();
    // Rendered after (published again): served; and once the path renders as a page again the mark is gone.
    const after = entry(700);
    expect(await handlerWith(after).handler.get(KEY, PAGES)).toBe(after);
    clearWithdrawn('/de/rathaus');
    const before = entry(400);
    expect(await handlerWith(before).handler.get(KEY, PAGES)).toBe(before);
    expect(regenerate).toHaveBeenCalledWith('/de/rathaus');
  });

  it('leaves other paths, misses and other kinds alone', async () => {
    const regenerate = vi.fn();
    onOutdatedPage(regenerate);
    markRevalidated(['/de/andere-seite'], Number.MAX_SAFE_INTEGER);
    await handlerWith(entry(1)).handler.get(KEY, PAGES);
    expect(await handlerWith(null).handler.get(KEY, PAGES)).toBeNull();
    markRevalidated(['/de/rathaus'], Number.MAX_SAFE_INTEGER);
    await handlerWith(entry(1)).handler.get(KEY, { kind: 'FETCH' });
    expect(regenerate).not.toHaveBeenCalled();
  });

  it('stores through the inner cache unchanged', async () => {
    const { handler, inner } = handlerWith(null);
    const value = entry(5).value;
    await handler.set(KEY, value, PAGES);
    expect(inner.set).toHaveBeenCalledWith(KEY, value, PAGES);
  });
});

describe('outdated pages', () => {
  it('a later revalidation of a path moves its mark; a render at the same instant counts as outdated', () => {
    markRevalidated(['/de/a'], 100);
    expect(isOutdated('/de/a', 100)).toBe(true);
    expect(isOutdated('/de/a', 100.001)).toBe(false);
    markRevalidated(['/de/a'], 200);
    expect(isOutdated('/de/a', 150)).toBe(true);
    expect(isOutdated('/de/b', 0)).toBe(false);
  });

  it('the render clock never goes backwards and has sub-millisecond steps', () => {
    const first = renderClock();
    const second = renderClock();
    expect(second).toBeGreaterThanOrEqual(first);
    expect(Math.abs(first - Date.now())).toBeLessThan(1_000);
  });
});
