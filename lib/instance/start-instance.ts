// What every server process does at start (instrumentation.ts): regenerate pages found outdated, look for due
// scheduled publications of the Redaktion, listen to the revalidation ledger when it shares a PostgreSQL with other
// instances (opening the database and migrating now, so instances started together agree before the first
// visitor), and stop gracefully when asked.
import { getConfig, getLinkCheckIntervalMs, isEmbedded } from '@/lib/config';
import { closeDatabase, databaseUrl, getDatabase } from '@/lib/db';
import { applicationName } from '@/lib/db/postgres-database';
import { applyRevalidation, processCursor } from '@/lib/revalidation/apply';
import { startLedgerListener, type LedgerListener } from '@/lib/revalidation/listener';
import { onOutdatedPage } from '@/lib/revalidation/outdated-pages.js';
import { processRegenerator } from '@/lib/revalidation/regenerate';
import { startScheduler, type Scheduler } from '@/lib/redaktion/actions/scheduler';
import { linkCheckUserAgent, startLinkChecker, type LinkChecker } from '@/lib/linkpruefung/link-checker';
import { installGracefulShutdown } from './shutdown';

export function startInstance(env: Record<string, string | undefined> = process.env): void {
  onOutdatedPage((path) => void processRegenerator().regenerate(path, false));

  let listener: LedgerListener | undefined;
  const url = databaseUrl();
  if (url) {
    listener = startLedgerListener({
      ready: getDatabase,
      connectionString: url,
      cursor: processCursor(),
      apply: (paths) => applyRevalidation(paths),
      applicationName: applicationName('tannbrunn-revalidierung'),
    });
  }
  // PGlite is one process's database: no one else writes to its ledger, so there is nothing to listen to.

  // The Redaktion's scheduled publications (embedded mode only: with CMS_URL the upstream CMS is the editors' tool).
  const scheduler: Scheduler | undefined = isEmbedded() ? startScheduler() : undefined;

  // The external link check of the published content, when configured; each link is claimed by one instance.
  const linkInterval = getLinkCheckIntervalMs();
  const linkChecker: LinkChecker | undefined =
    isEmbedded() && linkInterval
      ? startLinkChecker(linkInterval, { userAgent: linkCheckUserAgent(getConfig().siteUrl) })
      : undefined;

  if (env.NEXT_MANUAL_SIG_HANDLE) {
    installGracefulShutdown({
      close: async () => {
        await scheduler?.stop();
        await linkChecker?.stop();
        await listener?.stop();
        await closeDatabase();
      },
    });
  }
}
