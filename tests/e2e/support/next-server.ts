// Starts a second server of the same production build with its own environment (e.g. CMS_URL
// pointing at a stub), for tests of the upstream mode and its failures.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { nextStartArgs } from '../../../scripts/next-start.mjs';
import { fetchOnNewConnection } from './fetch-new-connection';

// Next's own entry, not `npx next`: npx costs about half a CPU second per start on these machines.
const NEXT_BIN = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');

export interface NextServer {
  url: string;
  /** The server's last output lines (stdout and stderr), for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

export async function startNextServer(port: number, env: Record<string, string>): Promise<NextServer> {
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, ...nextStartArgs('127.0.0.1', port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 60));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await fetchOnNewConnection(`${url}/api/bloecke/schemas.json`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    log: () => lines.join('\n'),
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** A port nobody listens on right now: tests that start their own server never collide with a parallel run. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
