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
  private pending = new Map<string, Promise<unknown>>();
  /** Loads that were running when their key was forgotten: their (older) answer must not be stored. */
  private abandoned = new WeakSet<Promise<unknown>>();

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
   * Drops the stored values whose key matches, so the next get loads anew; returns how many. A load running for such
   * a key may have read the old answer: the next get starts its own, and the running one's answer is not stored.
   */
  forget(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (!matches(key)) continue;
      this.entries.delete(key);
      dropped++;
    }
    for (const [key, running] of [...this.pending]) {
      if (!matches(key)) continue;
      this.abandoned.add(running);
      this.pending.delete(key);
    }
    return dropped;
  }

  private load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key) as Promise<T> | undefined;
    if (running) return running;
    const promise: Promise<T> = load()
      .then((value) => {
        if (this.abandoned.has(promise)) return value;
        this.entries.delete(key);
        this.entries.set(key, { value, storedAt: this.now() });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }
}
