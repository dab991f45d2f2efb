// Loaded only when NEXT_PUBLIC_SENTRY_DSN is set at build time; without it the browser ships no
// Sentry code at all.
import * as Sentry from '@sentry/nextjs';
import { addReportSink } from '@/lib/error-reporting';
import { sentryOptions } from '@/lib/monitoring/sentry-options';
import { sentrySink } from '@/lib/monitoring/sentry-sink';

export function initSentryClient(dsn: string): void {
  Sentry.init(sentryOptions(dsn));
  addReportSink(sentrySink(Sentry));
}
