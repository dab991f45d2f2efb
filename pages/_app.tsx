import { useEffect } from 'react';
import type { AppProps } from 'next/app';
import '@fontsource-variable/source-sans-3';
import '@/renderer/styles/globals.css';
import { AppShell } from '@/renderer/client/AppShell';
import { installChunkReload } from '@/renderer/error/chunk-reload';

export default function App({ Component, pageProps }: AppProps) {
  useEffect(() => installChunkReload(), []);
  useEffect(() => {
    // Inlined at build time: without a DSN this branch and its import disappear from the bundle.
    const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
    if (dsn) void import('@/renderer/monitoring/sentry-client').then((m) => m.initSentryClient(dsn));
  }, []);
  return (
    <AppShell>
      <Component {...pageProps} />
    </AppShell>
  );
}
