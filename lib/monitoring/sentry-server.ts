// Server side: Sentry is started on the first report when SENTRY_DSN is set, never otherwise.
import { addReportSink, type ReportEvent } from './report-sinks';
import { sentryOptions } from './sentry-options';
import { sentrySink } from './sentry-sink';

let started: Promise<void> | undefined;

export function startServerSentry(dsn: string, first: ReportEvent): Promise<void> {
  started ??= import('@sentry/nextjs').then((Sentry) => {
    Sentry.init(sentryOptions(dsn));
    const sink = sentrySink(Sentry);
    addReportSink(sink);
    sink(first);
  });
  return started;
}
