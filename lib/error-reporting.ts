// The one error-reporting module of the site: structured lines to the log, and Sentry as a
// further sink when a DSN is configured (SENTRY_DSN on the server, NEXT_PUBLIC_SENTRY_DSN in the
// browser; see lib/monitoring, which also holds the sinks). Without a DSN no Sentry code is loaded.

import { deliver, type ReportEvent } from './monitoring/report-sinks';

export { addReportSink, type ReportEvent, type ReportSink } from './monitoring/report-sinks';

const reported = new Set<string>();
const MAX_REMEMBERED = 5000;

let sentryRequested = false;

export function report(event: ReportEvent): void {
  // `typeof window` is replaced at build time, so browser bundles never contain this import.
  if (typeof window === 'undefined' && process.env.SENTRY_DSN && !sentryRequested) {
    sentryRequested = true;
    const dsn = process.env.SENTRY_DSN;
    void import('./monitoring/sentry-server').then((m) => m.startServerSentry(dsn, event)).catch(() => {});
  }
  deliver(event);
}

export function reportError(
  error: unknown,
  context: Omit<ReportEvent, 'error' | 'level' | 'message'> & { message?: string } = {},
): void {
  report({
    level: 'error',
    message: context.message ?? (error instanceof Error ? error.message : String(error)),
    error,
    tags: context.tags,
    extra: context.extra,
  });
}

/** Reports an event only the first time its key is seen in this process (e.g. one invalid block). */
export function reportOnce(key: string, event: ReportEvent): void {
  if (reported.has(key)) return;
  if (reported.size >= MAX_REMEMBERED) reported.clear();
  reported.add(key);
  report(event);
}
