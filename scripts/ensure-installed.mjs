// Installs the npm dependencies when they are missing or older than the lockfile. Used by
// `npm start` and `npm test`, so both work on a machine that has only Node.js and npm.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const manifest = path.join(ROOT, 'package.json');
  if (existsSync(marker) && mtime(marker) >= Math.max(mtime(lock), mtime(manifest))) return;
  console.log('› Abhängigkeiten werden installiert (npm install) …');
  // `npm ci` fails on these machines (see PITFALLS); `npm install` honours the lockfile.
  const status = run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (status !== 0) {
    console.error('npm install ist fehlgeschlagen.');
    process.exit(status);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled();
