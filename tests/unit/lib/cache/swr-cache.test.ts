// SwrCache with a fake clock: fresh, stale-while-revalidate, stale-if-error, dedupe, eviction.
import { describe, expect, it, vi } from 'vitest';
import { SwrCache, type SwrOptions } from '@/lib/cache/swr-cache';

const OPTIONS: SwrOptions = { freshMs: 1_000, staleMs: 5_000, errorMs: 60_000 };

function clock(start = 100_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A loader answering value-1, value-2, … and counting its calls. */
function counter(prefix = 'wert') {
  let calls = 0;
  const load = vi.fn(async () => `${prefix}-${++calls}`);
  return load;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SwrCache: fresh', () => {
  it('loads once and serves the stored value while it is fresh', async () => {
    const time = clock();
    const cache = new SwrCache(10, time.now);
    const load = counter();
    expect(await cache.get('k', load, OPTIONS)).toBe('wert-1');
    time.advance(999);
    expect(await cache.get('k', load, OPTIONS)).toBe('wert-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const cache = new SwrCache(10, clock().now);
    expect(await cache.get('a', async () => 'A', OPTIONS)).toBe('A');
    expect(await cache.get('b', async () => 'B', OPTIONS)).toBe('B');
    expect(await cache.get('a', async () => 'nicht geladen', OPTIONS)).toBe('A');
  });

  it('caches null and undefined answers like any other value', async () => {
    const cache = new SwrCache(10, clock().now);
    const load = vi.fn(async () => null);
    await cache.get('leer', load, OPTIONS);
    expect(await cache.get('leer', load, OPTIONS)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after clear()', async () => {
    const cache = new SwrCache(10, clock().now);
    const load = counter();
    await cache.get('k', load, OPTIONS);
    cache.clear();
    expect(await cache.get('k', load, OPTIONS)).toBe('wert-2');
  });
});

describe('SwrCache: stale-while-revalidate', () => {
  it('serves the stale value at once and refreshes it once in the background', async () => {
    const time = clock();
    const cache = new SwrCache(10, time.now);
    await cache.get('k', async () => 'alt', OPTIONS);
    time.advance(1_000); // exactly at the end of fresh: stale
    const refresh = deferred<string>();
    const load = vi.fn(() => refresh.promise);
    expect(await cache.get('k', load, OPTIONS)).toBe('alt');
    expect(await cache.get('k', load, OPTIONS)).toBe('alt');
    expect(load).toHaveBeenCalledTimes(1);
    refresh.resolve('neu');
    await flush();
    expect(await cache.get('k', load, OPTIONS)).toBe('neu');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts the fresh time of a refreshed value from the refresh', async () => {
    const time = clock();
    const cache = new SwrCache(10, time.now);
    const load = counter();
    await cache.get('k', load, OPTIONS);
    time.advance(2_000);
    await cache.get('k', load, OPTIONS); // stale: triggers the refresh
    await flush();
    time.advance(500);
    expect(await cache.get('k', load, OPTIONS)).toBe('wert-2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the stale value when the background refresh fails, and tries again next time', async () => {
    const time = clock();
    const cache = new SwrCache(10, time.now);
    await cache.get('k', async () => 'alt', OPTIONS);
    time.advance(2_000);
    const failing = vi.fn(async () => {
      throw new Error('weg');
    });
    expect(await cache.get('k', failing, OPTIONS)).toBe('alt');
    await flush();
    expect(await cache.get('k', failing, OPTIONS)).toBe('alt');
    await flush();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('waits for a new value once fresh and stale time are both over', async () => {
    const time = clock();
    const cache = new SwrCache(10, time.now);
    await cache.get('k', async () => 'alt', OPTIONS);
    time.advance(6_000);
    expect(await cache.get('k', async () => 'neu', OPTIONS)).toBe('neu');
  });
});

describe('SwrCache: stale-if-error', () => {
  it('serves the old value when the load fails within the error window', async () => {
    const time = clock();
    const cache = new SwrCache(10, time.now);
    await cache.get('k', async () => 'alt', OPTIONS);
    time.advance(59_999);
    const failing = vi.fn(async () => {
      throw new Error('Upstream weg');
    });
    expect(await cache.get('k', failing, OPTIONS)).toBe('alt');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('rejects when the stored value is older than the error window', async () => {
    const time = clock();
    const cache = new SwrCache(10, time.now);
    await cache.get('k', async () => 'alt', OPTIONS);
    time.advance(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('Upstream weg')), OPTIONS)).rejects.toThrow(
      'Upstream weg',
    );
  });

  it('rejects when nothing is stored, and does not remember the failure', async () => {
    const cache = new SwrCache(10, clock().now);
    await expect(cache.get('k', async () => Promise.reject(new Error('kaputt')), OPTIONS)).rejects.toThrow('kaputt');
    expect(await cache.get('k', async () => 'wieder da', OPTIONS)).toBe('wieder da');
  });
});

describe('SwrCache: dedupe of parallel loads', () => {
  it('runs one load for parallel gets of the same key', async () => {
    const cache = new SwrCache(10, clock().now);
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const all = Promise.all([
      cache.get('k', load, OPTIONS),
      cache.get('k', load, OPTIONS),
      cache.get('k', load, OPTIONS),
    ]);
    gate.resolve('einmal');
    expect(await all).toEqual(['einmal', 'einmal', 'einmal']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a failure among parallel gets and loads again afterwards', async () => {
    const cache = new SwrCache(10, clock().now);
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const all = Promise.allSettled([cache.get('k', load, OPTIONS), cache.get('k', load, OPTIONS)]);
    gate.reject(new Error('kaputt'));
    expect((await all).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('k', async () => 'neu', OPTIONS);
  });

  it('does not merge parallel loads of different keys', async () => {
    const cache = new SwrCache(10, clock().now);
    const load = counter();
    const [a, b] = await Promise.all([cache.get('a', load, OPTIONS), cache.get('b', load, OPTIONS)]);
    expect(a).not.toBe(b);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('SwrCache: eviction', () => {
  it('keeps at most maxEntries and evicts the oldest stored entry first', async () => {
    const cache = new SwrCache(2, clock().now);
    const loads: Record<string, number> = {};
    const loader = (key: string) => async () => {
      loads[key] = (loads[key] ?? 0) + 1;
      return key;
    };
    await cache.get('a', loader('a'), OPTIONS);
    await cache.get('b', loader('b'), OPTIONS);
    await cache.get('c', loader('c'), OPTIONS); // evicts a
    await cache.get('b', loader('b'), OPTIONS);
    await cache.get('c', loader('c'), OPTIONS);
    expect(loads).toEqual({ a: 1, b: 1, c: 1 });
    await cache.get('a', loader('a'), OPTIONS); // evicted: loads again, evicts b
    expect(loads.a).toBe(2);
    await cache.get('c', loader('c'), OPTIONS);
    expect(loads.c).toBe(1);
    await cache.get('b', loader('b'), OPTIONS);
    expect(loads.b).toBe(2);
  });

  it('treats a refreshed entry as newest', async () => {
    const time = clock();
    const cache = new SwrCache(2, time.now);
    const loads: Record<string, number> = {};
    const loader = (key: string) => async () => {
      loads[key] = (loads[key] ?? 0) + 1;
      return key;
    };
    await cache.get('a', loader('a'), OPTIONS);
    await cache.get('b', loader('b'), OPTIONS);
    time.advance(10_000); // past stale: a is loaded again and becomes the newest entry
    await cache.get('a', loader('a'), OPTIONS);
    await cache.get('c', loader('c'), OPTIONS); // evicts b, not a
    await cache.get('a', loader('a'), OPTIONS);
    expect(loads.a).toBe(2);
    await cache.get('b', loader('b'), OPTIONS);
    expect(loads.b).toBe(2);
  });

  it('never keeps the answer of a load that was running when its key was forgotten', async () => {
    // A publication drops a page while a request is still reading the old version: the next request must read anew
    // and find the new one, not the old answer that arrives late.
    const cache = new SwrCache(10, clock().now);
    let release!: (value: string) => void;
    const slow = cache.get('seite /de/a', () => new Promise<string>((resolve) => (release = resolve)), OPTIONS);
    cache.forget((key) => key === 'seite /de/a');
    const fresh = cache.get('seite /de/a', async () => 'neu', OPTIONS);
    release('alt');
    expect(await slow).toBe('alt');
    expect(await fresh).toBe('neu');
    expect(await cache.get('seite /de/a', async () => 'noch neuer', OPTIONS)).toBe('neu');
  });
});

describe('SwrCache: forget', () => {
  it('drops matching values, so the next get loads anew', async () => {
    const cache = new SwrCache();
    const load = counter();
    await cache.get('seite /de/a', load, OPTIONS);
    await cache.get('seite /de/b', load, OPTIONS);
    expect(cache.forget((key) => key === 'seite /de/a')).toBe(1);
    expect(await cache.get('seite /de/a', load, OPTIONS)).toBe('wert-3');
    expect(await cache.get('seite /de/b', load, OPTIONS)).toBe('wert-2');
  });

  it('a load running when its key is forgotten (it may carry the old answer) is neither joined nor stored', async () => {
    const cache = new SwrCache();
    const old = deferred<string>();
    const running = cache.get('seite /de/a', () => old.promise, OPTIONS);
    cache.forget((key) => key === 'seite /de/a');
    const fresh = cache.get('seite /de/a', async () => 'neu', OPTIONS);
    old.resolve('alt');
    expect(await running).toBe('alt'); // its own caller still gets its answer
    expect(await fresh).toBe('neu');
    expect(await cache.get('seite /de/a', async () => 'noch neuer', OPTIONS)).toBe('neu');
  });
});
