// Each instance listens for revalidations on a dedicated PostgreSQL connection (LISTEN revalidierung) and applies
// every ledger row it has not applied yet: at start (everything the ledger keeps: what happened while it was down),
// on each notification, and every few seconds as a heartbeat that also proves the connection is alive (a
// half-open TCP connection would otherwise swallow notifications unnoticed). A lost connection is opened again
// with growing pauses; the first read after it catches up on what was missed.
import { Client } from 'pg';
import { reportError } from '@/lib/error-reporting';
import { CHANNEL, readLedger, RETENTION_MS, type LedgerCursor, type LedgerEntry } from './ledger';
import { setHorizon } from './outdated-pages.js';

export interface LedgerListenerOptions {
  connectionString: string;
  cursor: LedgerCursor;
  /** Applies the paths of rows not applied before (./apply.ts); not awaited: regenerating must not hold up reading. */
  apply: (paths: string[]) => Promise<unknown>;
  heartbeatMs?: number;
  /** Pause before the n-th reconnection attempt. */
  backoffMs?: (attempt: number) => number;
  applicationName?: string;
  /** Resolves once the database is migrated (the table exists); retried like a lost connection when it fails. */
  ready?: () => Promise<unknown>;
}

export interface LedgerListener {
  /** True while the connection is open and listening. */
  readonly connected: boolean;
  stop(): Promise<void>;
}

const QUERY_TIMEOUT_MS = 5_000;

export function defaultBackoff(attempt: number): number {
  const base = Math.min(10_000, 250 * 2 ** Math.min(attempt, 6));
  return base / 2 + Math.random() * (base / 2);
}

export function startLedgerListener(options: LedgerListenerOptions): LedgerListener {
  const { connectionString, cursor, apply, heartbeatMs = 5_000, backoffMs = defaultBackoff } = options;
  let client: Client | undefined;
  let connected = false;
  let stopped = false;
  let attempt = 0;
  let firstRead = true;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;
  let readAgain = false;

  async function readOnce(connection: Client): Promise<void> {
    // The first read of this process takes everything the ledger keeps; pages older than that are outdated anyway.
    const since = firstRead ? null : cursor.since();
    if (firstRead) setHorizon(Date.now() - RETENTION_MS);
    const entries: LedgerEntry[] = await readLedger(
      { query: async (text, params) => ({ rows: (await connection.query(text, params as unknown[])).rows }) },
      since,
    );
    firstRead = false;
    const fresh = cursor.take(entries);
    if (fresh.length)
      apply(fresh.flatMap((entry) => entry.paths)).catch((error) =>
        reportError(error, { message: 'Revalidierung: Anwenden fehlgeschlagen' }),
      );
  }

  /** One read at a time; a notification during a read asks for one more. */
  function read(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        const connection = client;
        if (!connection || !connected) break;
        try {
          await readOnce(connection);
        } catch (error) {
          reportError(error, { message: 'Revalidierung: Lesen des Ledgers fehlgeschlagen' });
          drop(connection);
          break;
        }
      } while (readAgain);
    })().finally(() => {
      reading = undefined;
      // Asked for during a read that ended early (its connection was lost): the new connection reads now.
      if (readAgain && connected) void read();
    });
    return reading;
  }

  function drop(connection: Client): void {
    if (client !== connection) return;
    client = undefined;
    connected = false;
    clearInterval(heartbeat);
    connection.removeAllListeners('notification');
    connection.end().catch(() => {});
    if (!stopped) schedule();
  }

  function schedule(): void {
    clearTimeout(retry);
    retry = setTimeout(connect, attempt === 0 ? 0 : backoffMs(attempt));
    attempt++;
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const connection = new Client({
      connectionString,
      application_name: options.applicationName ?? 'tannbrunn-revalidierung',
      keepAlive: true,
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    client = connection;
    connection.on('error', (error) => {
      reportError(error, { message: 'Revalidierung: Verbindung zur Datenbank verloren' });
      drop(connection);
    });
    connection.on('end', () => drop(connection));
    connection.on('notification', (message) => {
      if (message.channel === CHANNEL) void read();
    });
    try {
      await options.ready?.();
      await connection.connect();
      await connection.query(`LISTEN ${CHANNEL}`);
      if (client !== connection || stopped) {
        await connection.end().catch(() => {});
        return;
      }
      connected = true;
      attempt = 0;
      heartbeat = setInterval(() => void read(), heartbeatMs);
      heartbeat.unref();
      await read();
    } catch (error) {
      if (attempt <= 1) reportError(error, { message: 'Revalidierung: Datenbank für das Ledger nicht erreichbar' });
      drop(connection);
    }
  }

  schedule();

  return {
    get connected() {
      return connected;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const connection = client;
      client = undefined;
      connected = false;
      await reading?.catch(() => {});
      await connection?.end().catch(() => {});
    },
  };
}
