// At most one request to a host per interval, however many links of that host a run checks: a municipality's
// link check must never look like an attack on a small club's web space.
export class HostPacing {
  private readonly next = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
  ) {}

  /** Resolves when this host may be asked again; reserves the slot at once, so parallel callers queue up. */
  async wait(host: string): Promise<void> {
    const now = this.now();
    const slot = Math.max(now, this.next.get(host) ?? 0);
    this.next.set(host, slot + this.intervalMs);
    if (slot > now) await this.sleep(slot - now);
  }
}
