// Where reports go: the log always, and whatever further sinks are registered (Sentry on the server and in the
// browser, a test's collector). lib/error-reporting.ts is the API the site calls; it delivers here, and the Sentry
// starters register here, so nothing in lib/monitoring imports lib/error-reporting.ts back.

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

export function addReportSink(sink: ReportSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** Hands an event to every sink. */
export function deliver(event: ReportEvent): void {
  for (const sink of sinks) {
    try {
      sink(event);
    } catch {
      // A failing sink must never break the page that reports.
    }
  }
}
