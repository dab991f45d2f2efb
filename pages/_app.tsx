import type { AppProps } from 'next/app';
import '@fontsource-variable/source-sans-3';
import '@/renderer/styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
