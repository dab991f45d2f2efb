// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, required by next.config.js */
// One build for all instances: the build id is derived from the sources (and the NEXT_PUBLIC_ settings baked into
// the browser code), so two builds of one commit agree, and the service worker's revision follows it. Next's
// draft-mode keys are random per build unless PREVIEW_SECRET is set at build time: then they are derived from it and
// the build id (applyPreviewKeys, run by scripts/build.mjs after `next build`).
const { createHash, createHmac } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
/** Everything a build reads. */
const SOURCES = ['blocks', 'schemas', 'renderer', 'pages', 'lib', 'public', 'codegen', 'content', 'scripts'];
const FILES = ['next.config.js', 'instrumentation.ts', 'package-lock.json', 'tsconfig.json'];

/** @param {string} dir @returns {Generator<string>} */
function* walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** A hash over every source file's path and content. */
function sourceHash(root = ROOT) {
  const hash = createHash('sha256');
  const files = [
    ...SOURCES.filter((d) => existsSync(path.join(root, d))).flatMap((d) => [...walk(path.join(root, d))]),
    ...FILES.map((f) => path.join(root, f)),
  ];
  for (const file of files) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** @type {Map<string, string>} */
const computed = new Map();

/** Settings the bundler inlines into browser code: NEXT_PUBLIC_…, and where the editor's preview runs. */
const INLINED = (/** @type {string} */ name) => name.startsWith('NEXT_PUBLIC_') || name === 'VORSCHAU_URL';

/**
 * The build id: the sources plus the public settings the bundler inlines.
 * @param {string} [root]
 * @param {NodeJS.ProcessEnv} [env]
 */
function buildId(root = ROOT, env = process.env) {
  const publicEnv = Object.keys(env)
    .filter(INLINED)
    .sort()
    .map((name) => `${name}=${env[name]}`)
    .join('\n');
  const key = `${root}\n${publicEnv}`;
  let id = computed.get(key);
  if (!id) {
    id = createHash('sha256').update(sourceHash(root)).update(publicEnv).digest('base64url').slice(0, 21);
    computed.set(key, id);
  }
  return id;
}

/**
 * Next's draft-mode keys from a secret and the build id: every build of one commit with one secret agrees.
 * @param {string} secret
 * @param {string} id
 */
function previewKeys(secret, id) {
  const derive = (/** @type {string} */ purpose) =>
    createHmac('sha256', secret).update(`${purpose}:${id}`).digest('hex');
  return {
    previewModeId: derive('previewModeId').slice(0, 32),
    previewModeSigningKey: derive('previewModeSigningKey'),
    previewModeEncryptionKey: derive('previewModeEncryptionKey'),
  };
}

/**
 * Writes the derived keys where `next start` reads them (the only two files of a build that hold them).
 * @param {string} distDir absolute
 * @param {string} secret
 */
function applyPreviewKeys(distDir, secret) {
  const id = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const keys = previewKeys(secret, id);
  writeFileSync(path.join(distDir, 'server', 'preview-props.json'), JSON.stringify(keys, null, 2));
  const manifestPath = path.join(distDir, 'prerender-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.preview = keys;
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return keys;
}

module.exports = { ROOT, sourceHash, buildId, previewKeys, applyPreviewKeys };
