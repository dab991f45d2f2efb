// The external link check as a job of every instance: at a steady interval each instance collects the external
// links of the published pages and menus, claims a batch of the due ones in the database (so with several instances
// each link is asked once), checks them host by host at a polite pace, obeying robots.txt, and keeps the results
// with their date. Off unless LINK_CHECK_INTERVAL_MS is set: the demo and the tests never reach out to the internet.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import { startIntervalJob, type IntervalJob } from '@/lib/async/interval-job';
import { checkUrl, type LinkCheck } from './check-url';
import type { Guard } from './guarded-request';
import { HostPacing } from './host-pacing';
import { claimDueLinks, collectExternalLinks, recordCheck } from './link-store';
import { RobotsRules } from './robots';

export interface LinkCheckOptions {
  database?: () => Promise<Database>;
  /** Names this runner in its claims. */
  runner?: string;
  userAgent: string;
  /** Per request. */
  timeoutMs?: number;
  /** Between two requests to one host. */
  hostIntervalMs?: number;
  /** The pace keeper itself (tests watch it); made from hostIntervalMs when not given. */
  pacing?: HostPacing;
  /** A checked link is due again after this long. */
  recheckMs?: number;
  /** How many links one run claims. */
  batch?: number;
  /** Hosts checked at the same time. */
  parallelHosts?: number;
  /** Which addresses may be asked and how names are looked up: public ones only (the unit tests bring their own). */
  guard?: Guard;
}

export const ROBOTS_MESSAGE = 'Nicht geprüft: die robots.txt der Website verbietet es.';
const DAY_MS = 24 * 3600 * 1000;

/** The User-Agent that names the site and where to read about it. */
export const linkCheckUserAgent = (siteUrl: string) => `Tannbrunn-Linkpruefung/1.0 (+${siteUrl})`;

/** One run: collect, claim, check, record. Returns how many links it checked. */
export async function runLinkCheck(options: LinkCheckOptions): Promise<number> {
  const {
    database = getDatabase,
    runner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    userAgent,
    timeoutMs = 10_000,
    hostIntervalMs = 2_000,
    recheckMs = DAY_MS,
    batch = 50,
    parallelHosts = 4,
  } = options;
  const db = await database();
  await collectExternalLinks(db);
  // The lease outlasts the slowest run of a batch: every link of one host, each with its pause, and HEAD and GET each
  // with its own lookup and request (a timeout each).
  const leaseSeconds = Math.ceil((batch * (timeoutMs * 4 + hostIntervalMs)) / 1000);
  const claimed = await claimDueLinks(db, runner, batch, leaseSeconds);
  const pacing = options.pacing ?? new HostPacing(hostIntervalMs);
  const paced = (target: URL) => pacing.wait(target.host);
  const robots = new RobotsRules(userAgent, timeoutMs, paced, options.guard);
  const byHost = new Map<string, string[]>();
  for (const { url, host } of claimed) byHost.set(host, [...(byHost.get(host) ?? []), url]);

  const checkHost = async (urls: string[]) => {
    for (const url of urls) {
      let result: LinkCheck | { ergebnis: 'robots'; httpStatus: null; meldung: string };
      if (!(await robots.allows(url))) result = { ergebnis: 'robots', httpStatus: null, meldung: ROBOTS_MESSAGE };
      else
        result = await checkUrl(url, {
          userAgent,
          timeoutMs,
          guard: options.guard,
          beforeRequest: paced,
        });
      const wiederholenNachMs =
        'wiederholenNachMs' in result && result.wiederholenNachMs !== undefined ? result.wiederholenNachMs : recheckMs;
      await recordCheck(db, url, runner, { ...result, wiederholenNachMs });
    }
  };
  const hosts = [...byHost.values()];
  const workers = Array.from({ length: Math.min(parallelHosts, hosts.length) }, async () => {
    for (let urls = hosts.shift(); urls; urls = hosts.shift()) await checkHost(urls);
  });
  await Promise.all(workers);
  return claimed.length;
}

export type LinkChecker = IntervalJob;

/** Runs the check every `intervalMs` in this process (instrumentation starts it when configured). */
export function startLinkChecker(intervalMs: number, options: LinkCheckOptions): LinkChecker {
  return startIntervalJob(intervalMs, () => runLinkCheck(options), 'Linkprüfung: Lauf fehlgeschlagen');
}
