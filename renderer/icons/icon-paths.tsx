import type { ReactElement } from 'react';

/*
 * Site icon set: stroke icons on a 24 × 24 grid, drawn for 20–28 px. The drawings live once in every page's HTML
 * (IconSprite, rendered by pages/_document.tsx on the server); an icon refers to its drawing (Icon.tsx), so no
 * drawing is in the browser's scripts.
 */

export const ICONS = {
  // Weather
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  cloud: <path d="M7 19a4.5 4.5 0 0 1-.4-8.98 6 6 0 0 1 11.3-.6A4.8 4.8 0 0 1 17.3 19Z" />,
  rain: (
    <>
      <path d="M7 15a4 4 0 0 1-.4-7.98 5.6 5.6 0 0 1 10.6-.5A4.3 4.3 0 0 1 17 15Z" />
      <path d="M8.5 18l-1 2.5M12.5 18l-1 2.5M16.5 18l-1 2.5" />
    </>
  ),
  snow: (
    <>
      <path d="M7 15a4 4 0 0 1-.4-7.98 5.6 5.6 0 0 1 10.6-.5A4.3 4.3 0 0 1 17 15Z" />
      <path d="M8 18.5h.01M12 18.5h.01M16 18.5h.01M10 21.5h.01M14 21.5h.01" />
    </>
  ),
  storm: (
    <>
      <path d="M8 15H7a4 4 0 0 1-.4-7.98 5.6 5.6 0 0 1 10.6-.5A4.3 4.3 0 0 1 17 15h-1" />
      <path d="M13 12.5l-3 4.5h4l-3 4.5" />
    </>
  ),
  fog: (
    <>
      <path d="M6 12.5a3.6 3.6 0 0 1 .6-6.5 5.6 5.6 0 0 1 10.6-.5 3.8 3.8 0 0 1 1.6 7" />
      <path d="M3.5 15.5h17M5.5 19h13M8.5 22h7" />
    </>
  ),
  'partly-cloudy': (
    <>
      <path d="M5.2 12.6A4 4 0 1 1 12.6 7" />
      <path d="M9 2v1.5M3.3 4.3l1 1M1.5 10H3M14.7 4.3l-1 1" />
      <path d="M9.5 20a3.8 3.8 0 0 1-.3-7.58 5.2 5.2 0 0 1 9.7-.5A4.1 4.1 0 0 1 18.5 20Z" />
    </>
  ),

  // Interface
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v3" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.3 15.3L20.5 20.5" />
    </>
  ),
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  'chevron-left': <path d="M14.5 5.5L8 12l6.5 6.5" />,
  'chevron-right': <path d="M9.5 5.5L16 12l-6.5 6.5" />,
  'chevron-down': <path d="M5.5 9.5L12 16l6.5-6.5" />,
  'arrow-right': <path d="M4 12h15.5M13.5 6l6 6-6 6" />,
  download: <path d="M12 3.5v11.5M7 10.5l5 5 5-5M5 20h14" />,
  external: <path d="M14 4h6v6M20 4l-8.5 8.5M18 13.5V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5.5" />,
  pause: (
    <>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </>
  ),
  play: <path d="M7.5 4.8v14.4a.8.8 0 0 0 1.2.7l11.3-7.2a.8.8 0 0 0 0-1.4L8.7 4.1a.8.8 0 0 0-1.2.7Z" />,
  home: <path d="M3 11.5L12 4l9 7.5M5.5 9.5V20h4.5v-6h4v6h4.5V9.5" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5a8 8 0 0 1 16 0" />
    </>
  ),
  logout: <path d="M9.5 20.5H5.5a1.5 1.5 0 0 1-1.5-1.5V5a1.5 1.5 0 0 1 1.5-1.5h4M15.5 7.5L20 12l-4.5 4.5M20 12H9.5" />,
  printer: (
    <>
      <path d="M6.5 9V3.5h11V9M6.5 17.5H4.5a1.5 1.5 0 0 1-1.5-1.5v-5.5A1.5 1.5 0 0 1 4.5 9h15a1.5 1.5 0 0 1 1.5 1.5V16a1.5 1.5 0 0 1-1.5 1.5h-2" />
      <rect x="6.5" y="14" width="11" height="7" rx="1" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.6h.01" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 4.2L2.7 17.6a2 2 0 0 0 1.7 2.9h15.2a2 2 0 0 0 1.7-2.9L13.7 4.2a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4M12 16.8h.01" />
    </>
  ),
  check: <path d="M4.5 12.5l5 5 10-11" />,

  // Contact
  phone: (
    <path d="M8.6 3.5H5.5a1.5 1.5 0 0 0-1.5 1.6C4.6 13.5 10.5 19.4 18.9 20a1.5 1.5 0 0 0 1.6-1.5v-3.1l-4.2-1.6-1.9 1.9a12 12 0 0 1-5.7-5.7l1.9-1.9Z" />
  ),
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.8 7l8.2 6.3L20.2 7" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 21.5s-7-6.1-7-11.8a7 7 0 0 1 14 0c0 5.7-7 11.8-7 11.8Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),

  // Social media (simplified outline glyphs)
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M16 8h-1.5A2.5 2.5 0 0 0 12 10.5V21M9 13h6" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.2 6.8h.01" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.8 8.3a3 3 0 0 1 2.7-2.7C7.6 5.4 9.8 5.3 12 5.3s4.4.1 6.5.3a3 3 0 0 1 2.7 2.7c.2 1.2.3 2.4.3 3.7s-.1 2.5-.3 3.7a3 3 0 0 1-2.7 2.7c-2.1.2-4.3.3-6.5.3s-4.4-.1-6.5-.3a3 3 0 0 1-2.7-2.7c-.2-1.2-.3-2.4-.3-3.7s.1-2.5.3-3.7Z" />
      <path d="M10 9.2v5.6l4.8-2.8Z" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];
