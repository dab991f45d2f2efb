import { scrubEvent } from './scrub';

/** One set of options for the browser and the server: no personal data, form fields scrubbed. */
export function sentryOptions(dsn: string) {
  return {
    dsn,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
    beforeSend: scrubEvent,
    beforeBreadcrumb: (crumb: { category?: string }) => (crumb.category === 'ui.input' ? null : crumb),
  };
}
