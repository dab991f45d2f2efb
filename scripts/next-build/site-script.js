// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- loaded by next.config.js, which Next reads as CommonJS */
// The site's own script: one small entry point that every page runs after its first paint, with no React and no
// Next.js in it (renderer/site-script/site-script.ts). It enhances the server's HTML (header, school menu, banners,
// anchors, the islands of renderer/islands/browser-islands.ts) and starts what every page needs (service worker,
// error reporting, analytics). Next.js builds it as an entry of its own beside the pages; this plugin writes the
// entry's files, in load order, to <distDir>/site-script.json for renderer/document/PaintFirstHead.tsx.
const fs = require('node:fs');
const path = require('node:path');

const SITE_ENTRY = 'site';
const SITE_ENTRY_MODULE = './renderer/site-script/site-script.ts';
const MANIFEST = 'site-script.json';

const NAME = 'SiteScriptManifestPlugin';

/** @typedef {typeof import('next/dist/compiled/webpack/webpack').webpack} Webpack */
/** @typedef {import('next/dist/compiled/webpack/webpack').webpack.Compiler} Compiler */
/** @typedef {import('next/dist/compiled/webpack/webpack').webpack.Compilation} Compilation */

class SiteScriptManifestPlugin {
  /** @param {Webpack} webpack Next's own, as its config hook passes it. */
  constructor(webpack) {
    this.webpack = webpack;
  }

  /** @param {Compiler} compiler */
  apply(compiler) {
    const { RawSource } = this.webpack.sources;
    // After the compile hints and the content hashes (RealContentHashPlugin runs at OPTIMIZE_HASH): the final names.
    const stage = this.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
    compiler.hooks.thisCompilation.tap(NAME, (/** @type {Compilation} */ compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        const entry = compilation.entrypoints.get(SITE_ENTRY);
        if (!entry) return;
        // The runtime chunk (shared with Next's entries) first, then the entry's chunks in the order they must run.
        const runtime = entry.getRuntimeChunk();
        const own = entry.chunks.filter(
          (/** @type {import('next/dist/compiled/webpack/webpack').webpack.Chunk} */ c) => c !== runtime,
        );
        const chunks = [...(runtime ? [runtime] : []), ...own];
        const files = chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        compilation.emitAsset(MANIFEST, new RawSource(JSON.stringify(files)));
      });
    });
  }
}

/**
 * Adds the site script's entry to the browser build's entries (Next's `config.entry` is a function). Next makes
 * every other entry depend on its own (`main`: React and its client); this one depends on nothing.
 * @param {() => Promise<Record<string, unknown>>} entries
 */
function withSiteEntry(entries) {
  return async () => ({ ...(await entries()), [SITE_ENTRY]: { import: SITE_ENTRY_MODULE, dependOn: undefined } });
}

/** @type {Map<string, string[]>} */
const cache = new Map();

/**
 * The site script's files (paths below /_next/), in load order, as the build wrote them; in development, where
 * the files are named after their chunks, without a manifest if none was written yet.
 * @param {string} distDir
 * @returns {string[]}
 */
function siteScriptFiles(distDir) {
  const cached = cache.get(distDir);
  if (cached) return cached;
  let files;
  try {
    files = JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST), 'utf8'));
  } catch (error) {
    if (process.env.NODE_ENV === 'production') throw error;
    files = ['static/chunks/webpack.js', `static/chunks/${SITE_ENTRY}.js`];
  }
  if (process.env.NODE_ENV === 'production') cache.set(distDir, files);
  return files;
}

module.exports = { SITE_ENTRY, SiteScriptManifestPlugin, siteScriptFiles, withSiteEntry };
