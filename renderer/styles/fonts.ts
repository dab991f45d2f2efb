// The site's typeface, self-hosted through next/font, with fallbacks whose metrics are adjusted to
// Source Sans 3 (renderer/styles/font-fallbacks.css, for Arial, Liberation Sans and Roboto), so the swap
// from fallback to web font does not shift the layout. German needs the Latin subset only.
//
// Only the upright face is preloaded: it sets nearly every word on every page. The italic face (CMS
// <em> and <i>) is a family of its own, fetched by the browser only where italic text is shown;
// preloading it cost 29 kB of the first load's bandwidth on pages without any italic text.
//
// Not preloading the upright face either was measured and rejected: first paint came about 100 ms sooner on a
// throttled phone, but with `swap` the late font re-wrapped lines (CLS up to 0.09 on the e-bike page at 375 px) and
// with `optional` a first visit kept the fallback face even on a fast connection.
import localFont from 'next/font/local';

// next/font reads its options at build time: they must be literals, hence the repeated fallback list. The stand-ins
// cover Windows, Apple systems (Arial), Linux (Liberation Sans) and Android (Roboto); system-ui catches the rest.
export const sourceSans = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Source Sans Fallback', 'Source Sans Fallback Roboto', 'system-ui', 'sans-serif'],
});

/** Used through the CSS variable --font-italic (renderer/styles/globals.css). */
export const sourceSansItalic = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2',
  weight: '200 900',
  style: 'italic',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Source Sans Fallback', 'Source Sans Fallback Roboto', 'system-ui', 'sans-serif'],
  variable: '--font-italic',
});
