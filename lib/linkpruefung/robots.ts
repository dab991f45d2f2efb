// Each host's robots.txt, read once per run (with the same timeout and User-Agent as the checks) and obeyed: a path
// the site's robot may not visit is not checked, and says so. No robots.txt, or one that cannot be read, allows all.
// It is fetched as the links are (./guarded-request.ts: public addresses on ports 80 and 443 only, redirects followed
// by hand and each checked, at most five as RFC 9309 asks), and only its first few kilobytes are read.
import robotsParser from 'robots-parser';
import { guardedRequest, type Guard } from './guarded-request';

/** How much of a robots.txt is read: the rules for every robot stand at its top. */
export const MAX_ROBOTS_BYTES = 8 * 1024;
const MAX_REDIRECTS = 5;

export class RobotsRules {
  private readonly rules = new Map<string, Promise<ReturnType<typeof robotsParser> | null>>();

  constructor(
    private readonly userAgent: string,
    private readonly timeoutMs: number,
    /** Waits for the host's turn (the same pace as the checks). */
    private readonly beforeRequest: (url: URL) => Promise<void> = async () => undefined,
    private readonly guard: Guard = {},
  ) {}

  private async load(origin: string) {
    const robotsUrl = `${origin}/robots.txt`;
    let url = new URL(robotsUrl);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await this.beforeRequest(url);
      const answer = await guardedRequest(url, {
        method: 'GET',
        headers: { 'user-agent': this.userAgent },
        timeoutMs: this.timeoutMs,
        readBodyBytes: MAX_ROBOTS_BYTES,
        guard: this.guard,
      });
      const location = answer.header('location');
      if (answer.status >= 300 && answer.status < 400 && location) {
        url = new URL(location, url);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) return null;
      // A file cut at the limit ends with its last whole line.
      const text = answer.body ?? '';
      const whole = answer.cut ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
      return robotsParser(robotsUrl, whole);
    }
    return null;
  }

  async allows(address: string): Promise<boolean> {
    const { origin } = new URL(address);
    let rules = this.rules.get(origin);
    if (!rules) this.rules.set(origin, (rules = this.load(origin).catch(() => null)));
    // The robot's name is the User-Agent's first word (`Tannbrunn-Linkpruefung/1.0 (+https://…)`).
    return (await rules)?.isAllowed(address, this.userAgent.split('/')[0]) !== false;
  }
}
