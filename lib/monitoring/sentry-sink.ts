// Connects the error-reporting module to Sentry (browser or server SDK, loaded by the caller).
import type { ReportSink } from './report-sinks';

interface SentryLike {
  captureException(error: unknown, context?: object): unknown;
  captureMessage(message: string, context?: object): unknown;
}

export function sentrySink(sentry: SentryLike): ReportSink {
  return ({ level, message, error, tags, extra }) => {
    const context = { level, tags, extra };
    if (error !== undefined) sentry.captureException(error, context);
    else sentry.captureMessage(message, context);
  };
}
