import type { AppProps } from 'next/app';
import '@/renderer/styles/globals.css';
import '@/renderer/styles/font-fallbacks.css';
import { sourceSans, sourceSansItalic } from '@/renderer/styles/fonts';
import { AppShell } from '@/renderer/AppShell';

// The service worker, error reporting, analytics and the reload on a failed chunk are the site script's
// (renderer/site-script/site-script.ts): every page runs it, also the pages that never load React.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <div className={`${sourceSans.className} ${sourceSansItalic.variable}`}>
      <AppShell>
        <Component {...pageProps} />
      </AppShell>
    </div>
  );
}
