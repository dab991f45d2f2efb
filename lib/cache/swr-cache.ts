// In-process cache with stale-while-revalidate and stale-if-error. Only ever a cache: every
// instance keeps its own, and nothing that correctness depends on lives here.

interface Entry<T> {
  value: T;
  storedAt: number;
  refreshing?: Promise<T>;
}

export interface SwrOptions {
  /** Served without a fetch for this long. */
  freshMs: number;
  /** After that, served while a background fetch refreshes it, for this long. */
  staleMs: number;
  /** When a fetch fails, a value up to this old is served instead of the failure. */
  errorMs: number;
}

export class SwrCache {
  private entries = new Map<string, Entry<unknown>>();
  private pending = new Map<string, { promise: Promise<unknown>; forgotten: boolean }>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, load: () => Promise<T>, options: SwrOptions): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < options.freshMs) return entry.value;
    if (entry && age < options.freshMs + options.staleMs) {
      entry.refreshing ??= this.load(key, load)
        .catch(() => entry.value)
        .finally(() => (entry.refreshing = undefined));
      return entry.value;
    }
    try {
      return await this.load(key, load);
    } catch (error) {
      if (entry && age < options.errorMs) return entry.value;
      throw error;
    }
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * Drops the stored values whose key matches, so the next get loads anew; returns how many. A load already running
   * for such a key may have fetched the old value: it still answers its own callers but is neither joined by later
   * gets nor stored.
   */
  forget(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (!matches(key)) continue;
      this.entries.delete(key);
      dropped++;
    }
    for (const [key, load] of [...this.pending]) {
      if (!matches(key)) continue;
      load.forgotten = true;
      this.pending.delete(key);
    }
    return dropped;
  }

  private load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running.promise as Promise<T>;
    const pending = { promise: undefined as unknown as Promise<T>, forgotten: false };
    pending.promise = load()
      .then((value) => {
        if (pending.forgotten) return value;
        this.entries.delete(key);
        this.entries.set(key, { value, storedAt: this.now() });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === pending) this.pending.delete(key);
      });
    this.pending.set(key, pending);
    return pending.promise;
  }
}
