// Graceful stop on SIGTERM (and SIGINT): stop taking connections, let the requests in flight finish, then close the
// ledger listener and the database and exit 0 (1 when requests were still running at the deadline). Next.js's own
// handling (close the server, exit 143) is switched off with NEXT_MANUAL_SIG_HANDLE, which scripts/start.mjs sets:
// Next closes nothing of ours.
import { subscribe } from 'node:diagnostics_channel';
import type { Server } from 'node:http';

const STATE = Symbol.for('tannbrunn.instance-state');
type Holder = typeof globalThis & { [STATE]?: { draining: boolean } };

function state(): { draining: boolean } {
  const holder = globalThis as Holder;
  holder[STATE] ??= { draining: false };
  return holder[STATE];
}

/** True from the signal on: the health check answers 503, so a balancer sends nothing new. */
export function isDraining(): boolean {
  return state().draining;
}

/** Closes the servers to new connections and resolves true once every open connection has ended (or false). */
export function drainServers(servers: Iterable<Server>, timeoutMs: number): Promise<boolean> {
  const list = [...servers];
  return new Promise((resolve) => {
    let open = list.length;
    if (!open) return resolve(true);
    const finish = (ok: boolean) => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve(ok);
    };
    for (const server of list) {
      server.close(() => {
        if (--open === 0) finish(true);
      });
    }
    // A kept-alive connection that finishes its request becomes idle: close it then, not at the keep-alive timeout.
    const idle = setInterval(() => list.forEach((server) => server.closeIdleConnections()), 50);
    const deadline = setTimeout(() => {
      list.forEach((server) => server.closeAllConnections());
      finish(false);
    }, timeoutMs);
  });
}

export interface ShutdownOptions {
  /** Closes what the instance holds (listener, database), after the last request. */
  close: () => Promise<void>;
  /** How long requests in flight may take (default SHUTDOWN_TIMEOUT_MS or 25 s). */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * Learns the HTTP server from the first request (Next.js creates it and keeps it to itself) and stops it on the
 * first SIGTERM or SIGINT; later ones are ignored (a terminal sends SIGINT to the group, and start.mjs passes it on).
 */
export function installGracefulShutdown({
  close,
  timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000,
  exit = (code) => process.exit(code),
}: ShutdownOptions): { shutdown: () => Promise<number> } {
  const servers = new Set<Server>();
  subscribe('http.server.request.start', (message) => {
    const server = (message as { server?: Server }).server;
    if (server) servers.add(server);
  });
  let stopping: Promise<number> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      state().draining = true;
      console.log('› Beenden: keine neuen Verbindungen, laufende Anfragen werden abgeschlossen …');
      const drained = await drainServers(servers, timeoutMs);
      try {
        await close();
      } catch (error) {
        console.error('Beenden: Schließen fehlgeschlagen', error);
        return 1;
      }
      console.log(drained ? '› Beendet.' : '› Beendet, laufende Anfragen wurden abgebrochen.');
      return drained ? 0 : 1;
    })().then((code) => {
      exit(code);
      return code;
    }));
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  return { shutdown };
}
