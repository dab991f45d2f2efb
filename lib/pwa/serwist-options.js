// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, required by next.config.js */
// Options of @serwist/next (CommonJS: next.config.js reads them). The worker is built into the
// build folder, not into public/, so builds side by side (NEXT_DIST_DIR) never overwrite each
// other's worker; pages/sw.js.ts serves it at /sw.js. The precache holds the app shell only —
// not every page's chunks (those are cached when first used).
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { SITE_ENTRY } = require('../../scripts/next-build/site-script.js');

const OFFLINE_PATH = '/offline';
/** Public files of the app shell (relative to public/). */
const PUBLIC_SHELL = [
  'manifest.webmanifest',
  'scripts-after-paint.js',
  'favicon.ico',
  'icon.svg',
  'apple-touch-icon.png',
  'icons/icon-192.png',
  'icons/icon-512.png',
];
/** Folders of public/ precached whole: the logos of header, footer and partners (small SVGs). */
const PUBLIC_SHELL_DIRS = ['logos'];
/** Webpack entry points whose files (with their shared chunks and styles) make the app shell. */
const SHELL_ENTRIES = [SITE_ENTRY, 'main', 'pages/_app', 'pages/offline'];
/** The self-hosted font (renderer/styles/fonts.ts ships only its Latin files). */
const SHELL_FONT = /\/static\/media\/[^/]*\.woff2$/;
const BUILD_MANIFESTS = /\/static\/[^/]+\/_(?:build|ssg)Manifest\.js$/;

function distDir() {
  return process.env.NEXT_DIST_DIR || '.next';
}

/** Where the built worker lands, relative to the project folder. */
function builtWorkerPath(dir = distDir()) {
  return path.join(dir, 'serwist', 'sw.js');
}

/** @param {string} file */
function revisionOf(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** @param {string} publicDir */
function publicShell(publicDir) {
  const inDirs = PUBLIC_SHELL_DIRS.flatMap((dir) =>
    readdirSync(path.join(publicDir, dir), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${dir}/${entry.name}`),
  );
  return [...PUBLIC_SHELL, ...inDirs.sort()];
}

/**
 * Keeps the app shell of the compilation's precache list and drops the rest.
 * @template {{ url: string }} T
 * @param {T[]} entries
 * @param {{ entrypoints: Map<string, { getFiles(): string[] }> }} compilation
 * @returns {{ manifest: T[], warnings: string[] }}
 */
function appShellOnly(entries, compilation) {
  const shellFiles = new Set();
  for (const name of SHELL_ENTRIES) {
    for (const file of compilation.entrypoints.get(name)?.getFiles() ?? []) shellFiles.add(file);
  }
  const manifest = entries.filter((entry) => {
    if (!entry.url.startsWith('/_next/')) return true;
    if (entry.url.endsWith('.map')) return false;
    const file = entry.url.replace(/^\/_next\//, '');
    return shellFiles.has(file) || SHELL_FONT.test(entry.url) || BUILD_MANIFESTS.test(entry.url);
  });
  return { manifest, warnings: [] };
}

/**
 * @param {{ dev: boolean, root?: string, revision?: string }} options `revision`: the build id (scripts/build-id.js)
 * @returns {import('@serwist/next').PluginOptions}
 */
function serwistOptions({ dev, root = process.cwd(), revision = 'dev' }) {
  const publicDir = path.join(root, 'public');
  return {
    swSrc: 'renderer/service-worker/sw.ts',
    swDest: builtWorkerPath(),
    swUrl: '/sw.js',
    // Development gets no worker: it would serve stale code while editing.
    disable: dev,
    // The site script registers the worker itself, tolerating browsers that refuse workers.
    register: false,
    // A reload on reconnect would throw away a half-filled form.
    reloadOnOnline: false,
    cacheOnNavigation: false,
    additionalPrecacheEntries: [
      ...publicShell(publicDir).map((file) => ({ url: `/${file}`, revision: revisionOf(path.join(publicDir, file)) })),
      // The offline page's HTML changes with every build (its script names): its revision is the build id, the same
      // on every instance of one build.
      { url: OFFLINE_PATH, revision },
    ],
    manifestTransforms: [async (entries, compilation) => appShellOnly(entries, /** @type {any} */ (compilation))],
  };
}

module.exports = { serwistOptions, builtWorkerPath, appShellOnly, publicShell };
