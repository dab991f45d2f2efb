// @ts-check
// The page query keys the blocks read (`x-query` in their schemas), collected by codegen.
const queryKeys = require('./codegen/out/query-keys.json');
const { securityHeaders } = require('./lib/security/security-headers.js');
const { matomoOrigin } = require('./renderer/analytics/matomo-config.js');
const { serwistOptions } = require('./lib/pwa/serwist-options.js');
const { buildId } = require('./scripts/build-id.js');
const { STAFF_AREAS } = require('./lib/session/staff-areas.js');
const { mediaOrigin: mediaOriginOf, mediaRemotePatterns } = require('./lib/security/media-origin.js');
const { previewFrameSources } = require('./lib/security/preview-site.js');
const hydrateInTransitionLoader = require.resolve('./scripts/next-build/hydrate-in-transition-loader.js');
const { NEXT_CLIENT_START } = require(hydrateInTransitionLoader);
const { CompileHintsPlugin } = require('./scripts/next-build/compile-hints.js');
const { SiteScriptManifestPlugin, withSiteEntry } = require('./scripts/next-build/site-script.js');

const dev = process.env.NODE_ENV !== 'production';
const siteUrl = process.env.SITE_URL || 'http://localhost:3000';
// Matomo's origin joins the CSP only when analytics is configured (off by default).
const analyticsOrigin = matomoOrigin(process.env);
// The CMS's media server (MEDIA_URL, else CMS_URL's origin), read at build time: next/image and the CSP allow it.
const mediaOrigin = mediaOriginOf(process.env);
// The editor's preview runs on a site of its own (lib/security/preview-site.js): the editor may frame it, and only
// the editor may frame the preview's host page.
const previewFrames = previewFrameSources({ siteUrl, vorschauUrl: process.env.VORSCHAU_URL });
// Staff systems under /de (intranet, Ratsinfo) are pages of their own (with their own `seite`), never CMS pages.
const staffSegments = STAFF_AREAS.flatMap(({ page }) => (page.startsWith('/de/') ? [page.slice(4)] : []));
const notStaff = staffSegments.map((segment) => `${segment}(?:/|$)`).join('|');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` runs the type check (tsc over the whole tree, tests included) as its own step;
  // the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // PGlite loads its WebAssembly and extension files from its own package folder.
  serverExternalPackages: ['@electric-sql/pglite'],
  // `next start` serves from this checkout and its node_modules: nothing reads the file traces that Next writes for
  // standalone output and hosting platforms (`*.nft.json`, a walk of every server file and package: 35 s of a core per
  // build, 11 s without it). Excluding every file ends that walk at its entry points, the server chunks.
  outputFileTracingExcludes: { '*': ['**/*'] },
  // Unset, these would stay run-time reads and their lazy chunks (Sentry, Matomo) would still be built;
  // as '' the bundler drops them: 0 kB, and no third-party host anywhere in the build output.
  env: {
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN || '',
    NEXT_PUBLIC_MATOMO_URL: process.env.NEXT_PUBLIC_MATOMO_URL || '',
    NEXT_PUBLIC_MATOMO_SITE_ID: process.env.NEXT_PUBLIC_MATOMO_SITE_ID || '',
    // Where the editor's preview runs (lib/security/preview-site.js), for the editor and the preview's host page.
    VORSCHAU_URL: process.env.VORSCHAU_URL || '',
  },
  // A separate build folder per concurrent process (tests, benchmarks) when asked for.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Derived from the sources: two builds of one commit serve the same build id (several instances, README).
  generateBuildId: async () => buildId(),
  // Next's own ISR cache, plus: pages rendered before a revalidation this instance learned of from the ledger are
  // regenerated (lib/revalidation/cache-handler.js).
  cacheHandler: require.resolve('./lib/revalidation/cache-handler.js'),
  images: {
    // Spec section 9: hero images are served at widths 480 to 1920.
    deviceSizes: [480, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [96, 160, 240, 320],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 86400,
    remotePatterns: mediaRemotePatterns(mediaOrigin),
  },
  webpack(config, { isServer, dev, webpack }) {
    // Swiper's modules are side-effect-free ES modules, but its package does not say so: without this rule, taking
    // Autoplay from 'swiper/modules' brings all of its 23 modules (22 kB gzip) into the slider's chunk.
    config.module.rules.push({ test: /[\\/]node_modules[\\/]swiper[\\/].*\.mjs$/, sideEffects: false });
    // The first render hydrates in a transition: in 5 ms slices instead of one long task (the loader says why).
    if (!isServer) config.module.rules.push({ test: NEXT_CLIENT_START, use: [{ loader: hydrateInTransitionLoader }] });
    // The site's own script (no React, no Next.js), which every page runs: an entry of its own beside the pages.
    if (!isServer) {
      config.entry = withSiteEntry(config.entry);
      config.plugins.push(new SiteScriptManifestPlugin(webpack));
    }
    // One stylesheet for the whole site instead of one per block chunk (8 on the start page). Over
    // HTTP/1.1 a browser opens 6 connections per host, so the last stylesheets waited for a free one and
    // held back the first paint; one file (16 kB gzip) is fetched once and then cached for every page.
    if (!isServer && !dev) {
      config.optimization.splitChunks.cacheGroups.styles = {
        name: 'styles',
        type: 'css/mini-extract',
        // The Redaktion's styles (its own pages, the editor's widgets and TipTap) stay in the Redaktion's chunks:
        // the public pages' one stylesheet carries none of them.
        test: (/** @type {{ nameForCondition?: () => string | null }} */ module) =>
          !/[\\/](renderer[\\/]redaktion|node_modules[\\/](@tiptap|prosemirror-[a-z]+|@rjsf))[\\/]/.test(
            module.nameForCondition?.() ?? '',
          ),
        chunks: 'all',
        enforce: true,
        priority: 100,
      };
      // A page's first load is its own chunk plus React, Next and the runtime: code it shares with other pages is
      // copied into its chunk rather than split into small shared chunks (2-4 per page, 3-7 kB each). Each was one
      // more request on the same six connections before hydration: on a throttled phone (devtools settings)
      // hydration came 90-200 ms later with them. The cost is bytes on a client navigation to another page type
      // (all CMS pages share one chunk); chunks that lazily loaded code shares are still split.
      config.optimization.splitChunks.maxInitialRequests = 1;
      // React comes in Next's `main` chunk, not in a `framework` chunk of its own (_app and the pages depend on
      // `main`, so it is not copied into them). The scripts run after the first paint, but Lighthouse's simulated
      // LCP counts every script that arrived before the paint unless the script's evaluation is a task of 10 ms or
      // more after it: React's chunk only registered its modules (under 10 ms) and counted in 21 of 21 bench runs,
      // 2.0-2.4 s instead of 1.6-1.8 s. Together with Next's client, its evaluation is the task that starts Next
      // (24-32 ms here; 14-27 ms in Lighthouse's trace since the startup chunks compile while they download, so the
      // margin over 10 ms is thinner: the bench's LCP shows it if it is gone). On a throttled phone hydration comes
      // 40-120 ms sooner (one request fewer), LCP is unchanged.
      delete config.optimization.splitChunks.cacheGroups.framework;
      // Startup chunks compile while they download, off the main thread (scripts/next-build/compile-hints.js).
      config.plugins.push(new CompileHintsPlugin(webpack));
    }
    return config;
  },
  async redirects() {
    return [{ source: '/', destination: '/de', permanent: false }];
  },
  async rewrites() {
    // Pages whose content depends on the query (paging, filters: a key some block reads) are rendered per
    // request; all others are generated once and kept (ISR).
    return {
      beforeFiles: queryKeys.params.map((/** @type {string} */ key) => ({
        source: `/de/:path((?!${notStaff}).*)*`,
        has: [{ type: 'query', key }],
        destination: '/abfrage/de/:path*',
      })),
    };
  },
  async headers() {
    /** @param {{ previewSources?: string[], editorSources?: string[] }} frames */
    // No analytics run in the Redaktion (renderer/client/third-parties.ts), so its policy names no analytics origin.
    const redaktionHeaders = (frames) =>
      securityHeaders({
        dev,
        https: siteUrl.startsWith('https://'),
        mediaOrigin,
        sameOriginFrames: true,
        ...frames,
      });
    return [
      // Every page but the Redaktion's: never framed, framing nothing.
      {
        source: '/:path((?!redaktion(?:/|$)).*)',
        headers: securityHeaders({ dev, https: siteUrl.startsWith('https://'), analyticsOrigin, mediaOrigin }),
      },
      // The Redaktion: the editor frames its preview, a page of this site or of the preview's own site.
      {
        source: '/redaktion/:path((?!vorschaurahmen(?:/|$)).*)*',
        headers: redaktionHeaders({ previewSources: previewFrames.preview }),
      },
      // The preview's host page, framed by the editor from its own site, and the page it frames.
      {
        source: '/redaktion/vorschaurahmen/:path*',
        headers: redaktionHeaders({ editorSources: previewFrames.editor }),
      },
      { source: '/abfrage/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
    ];
  },
};

// The service worker (/sw.js, renderer/service-worker/sw.ts) is built by production builds only (it needs
// `next build --webpack`); development and the running server keep this config untouched.
module.exports = (/** @type {string} */ phase) =>
  phase === 'phase-production-build'
    ? require('@serwist/next').default(serwistOptions({ dev: false, revision: buildId() }))(nextConfig)
    : nextConfig;
