// Each host's robots.txt, read once per run (with the same timeout and User-Agent as the checks) and obeyed: a path
// the site's robot may not visit is not checked, and says so. No robots.txt, or one that cannot be read, allows all.
import robotsParser from 'robots-parser';

export class RobotsRules {
  private readonly rules = new Map<string, Promise<ReturnType<typeof robotsParser> | null>>();

  constructor(
    private readonly userAgent: string,
    private readonly timeoutMs: number,
    /** Waits for the host's turn (the same pace as the checks). */
    private readonly beforeRequest: (url: URL) => Promise<void> = async () => undefined,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private async load(origin: string) {
    const robotsUrl = `${origin}/robots.txt`;
    await this.beforeRequest(new URL(robotsUrl));
    return this.fetcher(robotsUrl, {
      headers: { 'user-agent': this.userAgent },
      signal: AbortSignal.timeout(this.timeoutMs),
    })
      .then(async (response) => (response.ok ? robotsParser(robotsUrl, await response.text()) : null))
      .catch(() => null);
  }

  async allows(address: string): Promise<boolean> {
    const { origin } = new URL(address);
    let rules = this.rules.get(origin);
    if (!rules) this.rules.set(origin, (rules = this.load(origin)));
    // The robot's name is the User-Agent's first word (`Tannbrunn-Linkpruefung/1.0 (+https://…)`).
    return (await rules)?.isAllowed(address, this.userAgent.split('/')[0]) !== false;
  }
}
