// The one error-reporting module of the site: structured lines to the log, and Sentry as a
// further sink when a DSN is configured (SENTRY_DSN on the server, NEXT_PUBLIC_SENTRY_DSN in the
// browser; see lib/monitoring). Without a DSN no Sentry code is loaded.

export interface ReportEvent {
  message: string;
  level: 'error' | 'warning';
  error?: unknown;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export type ReportSink = (event: ReportEvent) => void;

const consoleSink: ReportSink = ({ level, message, error, tags, extra }) => {
  const detail = { ...tags, ...extra, ...(error instanceof Error ? { error: error.message } : {}) };
  (level === 'error' ? console.error : console.warn)(`[${level}] ${message}`, JSON.stringify(detail));
};

const sinks = new Set<ReportSink>([consoleSink]);
const reported = new Set<string>();
const MAX_REMEMBERED = 5000;

export function addReportSink(sink: ReportSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

let sentryRequested = false;

export function report(event: ReportEvent): void {
  // `typeof window` is replaced at build time, so browser bundles never contain this import.
  if (typeof window === 'undefined' && process.env.SENTRY_DSN && !sentryRequested) {
    sentryRequested = true;
    const dsn = process.env.SENTRY_DSN;
    void import('./monitoring/sentry-server').then((m) => m.startServerSentry(dsn, event)).catch(() => {});
  }
  for (const sink of sinks) {
    try {
      sink(event);
    } catch {
      // A failing sink must never break the page that reports.
    }
  }
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
