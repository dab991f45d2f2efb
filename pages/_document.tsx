import { Html, Main, NextScript } from 'next/document';
import { PaintFirstHead } from '@/renderer/document/PaintFirstHead';
import { IconSprite } from '@/renderer/icons/IconSprite';

export default function Document() {
  return (
    <Html lang="de">
      <PaintFirstHead>
        <meta name="theme-color" content="#1f4d3a" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      </PaintFirstHead>
      <body>
        <IconSprite />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
