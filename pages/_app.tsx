import { useEffect } from 'react';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import '@/renderer/styles/globals.css';
import '@/renderer/styles/font-fallbacks.css';
import { sourceSans, sourceSansItalic } from '@/renderer/styles/fonts';
import { AppShell } from '@/renderer/AppShell';
import { installChunkReload } from '@/renderer/client/chunk-reload';
import { registerServiceWorker } from '@/renderer/service-worker/register-service-worker';
import { thirdPartiesMayRun } from '@/renderer/client/third-parties';

/** Started once per page load, on the first page outside the Redaktion (a later route change starts nothing twice). */
let thirdPartiesStarted = false;

export default function App({ Component, pageProps }: AppProps) {
  const { pathname } = useRouter();
  const mayStart = thirdPartiesMayRun(pathname);
  useEffect(() => installChunkReload(), []);
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => {
    // Never inside the Redaktion (renderer/client/third-parties.ts).
    if (!mayStart || thirdPartiesStarted) return;
    thirdPartiesStarted = true;
    // Inlined at build time: without a DSN this branch and its import disappear from the bundle.
    // The condition must read the variable itself: webpack drops the import only for a literal '' here.
    if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
      const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
      void import('@/renderer/monitoring/sentry-client').then((m) => m.initSentryClient(dsn));
    }
    // Matomo only when configured (inlined at build time, like the DSN): else no request to any third party.
    if (process.env.NEXT_PUBLIC_MATOMO_URL) {
      const url = process.env.NEXT_PUBLIC_MATOMO_URL;
      const siteId = process.env.NEXT_PUBLIC_MATOMO_SITE_ID;
      void import('@/renderer/analytics/matomo-client').then((m) => m.startMatomoFromEnv(url, siteId));
    }
  }, [mayStart]);
  return (
    <div className={`${sourceSans.className} ${sourceSansItalic.variable}`}>
      <AppShell>
        <Component {...pageProps} />
      </AppShell>
    </div>
  );
}
