// `npm start`: install what is missing, build if needed, serve the demo site (embedded mode
// unless CMS_URL is set) on http://HOST:PORT/de.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ROOT } from './ensure-installed.mjs';
import { nextStartArgs } from './next-start.mjs';

ensureInstalled();
const { buildIfNeeded } = await import('./build-if-needed.mjs');
const built = buildIfNeeded();
if (built !== 0) process.exit(built);

const checked = checkContent();
if (checked !== 0) process.exit(checked);

const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
console.log(`› Website: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/de`);

// `next start` runs as this process's child (no npx in between): a SIGTERM or SIGINT sent to this process is passed
// on, the server stops gracefully (lib/instance/shutdown.ts; NEXT_MANUAL_SIG_HANDLE turns Next's own handling off),
// and this process exits with the server's code.
const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const server = spawn(process.execPath, [nextBin, ...nextStartArgs(host, port)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_MANUAL_SIG_HANDLE: 'true' },
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  // Killed by a signal it did not handle (SIGKILL): the shell's convention, 128 + the signal's number.
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});

/**
 * The Inhaltsprüfung (README „Blöcke ändern“) before serving, of what a release serves (`--start`: the published,
 * scheduled and newest versions of every live page and menu): a release whose migrations would break published or
 * scheduled content is not served. Content a newer release wrote is a warning (a rollout or a rollback: this
 * instance serves what it reads). CONTENT_CHECK=warn serves anyway (emergencies), CONTENT_CHECK=off skips the
 * report; with CMS_URL the store holds no pages to check.
 */
function checkContent() {
  const mode = process.env.CONTENT_CHECK || 'strict';
  if (mode === 'off' || process.env.CMS_URL) return 0;
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const { status } = spawnSync(process.execPath, [tsx, path.join(ROOT, 'scripts', 'inhalte-pruefen.ts'), '--start'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (status === 0) return 0;
  if (status === 1 && mode !== 'warn') {
    console.error(
      '› Start verweigert: nach den Migrationen dieser Version wären veröffentlichte oder geplante Inhalte ungültig (Befunde oben). Inhalte in der Redaktion korrigieren oder die Migration anpassen; im Notfall mit CONTENT_CHECK=warn starten.',
    );
    return 1;
  }
  console.warn(
    status === 1
      ? '› CONTENT_CHECK=warn: die Website startet trotz der Befunde oben.'
      : '› Die Inhaltsprüfung konnte den Speicher nicht lesen; die Website startet, ihr Gesundheitsstatus meldet die Datenbank.',
  );
  return 0;
}
