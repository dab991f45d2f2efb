import { useEffect } from 'react';
import type { AppProps } from 'next/app';
import '@fontsource-variable/source-sans-3';
import '@/renderer/styles/globals.css';
import { AppShell } from '@/renderer/client/AppShell';
import { installChunkReload } from '@/renderer/error/chunk-reload';

export default function App({ Component, pageProps }: AppProps) {
  useEffect(() => installChunkReload(), []);
  return (
    <AppShell>
      <Component {...pageProps} />
    </AppShell>
  );
}
