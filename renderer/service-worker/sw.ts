// The service worker, served at /sw.js (issue 7; built by @serwist/next, see lib/pwa/serwist-options.js).
// Precache: the app shell (main and _app chunks, styles, the Latin fonts, logos, icons)
// and the German offline page. Runtime: public pages network-first (a visited page is still there
// offline), hashed build files cache-first, images stale-while-revalidate. Never stored: the
// intranet, the council information system, the API, booking, cancellation and search pages, and
// any answer marked private. A navigation that cannot be answered shows the offline page.
// Built from Serwist's separate parts (serwist/legacy) rather than its `Serwist` class: the class
// carries Google Analytics offline replay, and with it Google's hosts, into every worker.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RuntimeCaching,
  type SerwistPlugin,
} from 'serwist';
import { PrecacheFallbackPlugin, handlePrecaching, registerRuntimeCaching } from 'serwist/legacy';
import { isNeverCached, isStorable } from '../../lib/pwa/never-cache';

declare const self: typeof globalThis & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
};

// Precached by lib/pwa/serwist-options.js (pages/offline.tsx).
const OFFLINE_PATH = '/offline';
const DAY = 24 * 3600;

const publicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null),
};
// A page load that fails (no network, nothing cached) gets the offline page; other requests just fail.
const offlinePage = new PrecacheFallbackPlugin({
  fallbackUrls: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' }],
});

const runtimeCaching: RuntimeCaching[] = [
  {
    // First, so nothing below can ever store these.
    matcher: ({ url, sameOrigin }) => sameOrigin && isNeverCached(url.pathname),
    handler: new NetworkOnly({ plugins: [offlinePage] }),
  },
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
    handler: new CacheFirst({
      cacheName: 'tannbrunn-build',
      plugins: [
        publicOnly,
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, maxAgeFrom: 'last-used' }),
      ],
    }),
  },
  {
    matcher: ({ url, sameOrigin, request }) =>
      sameOrigin && (url.pathname === '/_next/image' || request.destination === 'image'),
    handler: new StaleWhileRevalidate({
      cacheName: 'tannbrunn-bilder',
      plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, maxAgeFrom: 'last-used' })],
    }),
  },
  {
    matcher: ({ url, sameOrigin, request }) =>
      sameOrigin && (request.mode === 'navigate' || url.pathname.startsWith('/_next/data/')),
    handler: new NetworkFirst({
      cacheName: 'tannbrunn-seiten',
      networkTimeoutSeconds: 8,
      plugins: [publicOnly, offlinePage, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY })],
    }),
  },
];

// A new release takes over at once: its precache already holds everything its pages need.
void self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

handlePrecaching({ precacheEntries: self.__SW_MANIFEST, cleanupOutdatedCaches: true });
registerRuntimeCaching(...runtimeCaching);
