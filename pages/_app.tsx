import type { AppProps } from 'next/app';
import '@fontsource-variable/source-sans-3';
import '@/renderer/styles/globals.css';
import { AppShell } from '@/renderer/client/AppShell';

export default function App({ Component, pageProps }: AppProps) {
  return (
    <AppShell>
      <Component {...pageProps} />
    </AppShell>
  );
}
