import { useEffect } from 'react';
import type { AppProps } from 'next/app';
import '@/renderer/styles/globals.css';
import '@/renderer/styles/font-fallbacks.css';
import { sourceSans, sourceSansItalic } from '@/renderer/styles/fonts';
import { AppShell } from '@/renderer/AppShell';
import { installChunkReload } from '@/renderer/client/chunk-reload';
import { registerServiceWorker } from '@/renderer/service-worker/register-service-worker';

export default function App({ Component, pageProps }: AppProps) {
  useEffect(() => installChunkReload(), []);
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => {
    // Inlined at build time: without a DSN this branch and its import disappear from the bundle.
    // The condition must read the variable itself: webpack drops the import only for a literal '' here.
    if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
      const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
      void import('@/renderer/monitoring/sentry-client').then((m) => m.initSentryClient(dsn));
    }
  }, []);
  useEffect(() => {
    // Matomo only when configured (inlined at build time, like the DSN): else no request to any third party.
    if (process.env.NEXT_PUBLIC_MATOMO_URL) {
      const url = process.env.NEXT_PUBLIC_MATOMO_URL;
      const siteId = process.env.NEXT_PUBLIC_MATOMO_SITE_ID;
      void import('@/renderer/analytics/matomo-client').then((m) => m.startMatomoFromEnv(url, siteId));
    }
  }, []);
  return (
    <div className={`${sourceSans.className} ${sourceSansItalic.variable}`}>
      <AppShell>
        <Component {...pageProps} />
      </AppShell>
    </div>
  );
}
