// One instance of the site for the several-instances test: `npm start`'s own entry (scripts/start.mjs, which passes
// signals on to `next start`) on its own copy of the build folder, as a container of one image would run it.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface Instance {
  name: string;
  url: string;
  port: number;
  log: string[];
  child: ChildProcess;
  /** Resolves with the exit code (or 128 + signal) of scripts/start.mjs. */
  exited: Promise<number>;
  /** SIGTERM to scripts/start.mjs only, as a process manager sends it. */
  terminate(): void;
  /** SIGKILL to the whole process group: the instance vanishes without a word. */
  kill9(): Promise<void>;
}

/** Copies a build folder (without Next's build cache) to `target`, relative to the project. */
export function copyBuild(source: string, target: string): void {
  rmSync(path.join(ROOT, target), { recursive: true, force: true });
  const from = path.join(ROOT, source);
  if (!existsSync(path.join(from, 'BUILD_ID')))
    throw new Error(`Kein Build in ${source}: erst \`node scripts/build.mjs\` (npm test baut ihn selbst).`);
  cpSync(from, path.join(ROOT, target), {
    recursive: true,
    filter: (file) => path.relative(from, file) !== 'cache',
  });
}

/** Starts `npm start`'s entry of the release at `root` (default: this checkout) on the build folder `distDir`. */
export function startInstance(
  name: string,
  port: number,
  distDir: string,
  env: Record<string, string>,
  root: string = ROOT,
): Instance {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? 128 + (signal === 'SIGKILL' ? 9 : 15))),
  );
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    log,
    child,
    exited,
    terminate: () => child.kill('SIGTERM'),
    async kill9() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await exited;
    },
  };
}

/** Stops an instance for good (cleanup): SIGTERM, then SIGKILL to its group after 10 s. */
export async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.terminate();
  const stopped = await Promise.race([instance.exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) await instance.kill9();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value (not undefined), at most `timeoutMs`; throws `what` otherwise. */
export async function poll<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      if ((error as { fatal?: boolean }).fatal) throw error;
      last = error;
    }
    await sleep(25);
  }
  throw new Error(`${what}: nicht innerhalb von ${timeoutMs} ms${last ? ` (${String(last)})` : ''}`);
}

export async function health(instance: Pick<Instance, 'url'>): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(3_000) });
  return { status: res.status, body: await res.json() };
}

/** Waits until the instance says it and its database answer (or fails with its log). */
export async function waitHealthy(instance: Instance, timeoutMs = 60_000): Promise<void> {
  let exit: number | undefined;
  void instance.exited.then((code) => (exit = code));
  await poll(`${instance.name} gesund`, timeoutMs, async () => {
    if (exit !== undefined) throw Object.assign(new Error(`${instance.name} ist beendet (${exit})`), { fatal: true });
    const res = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(3_000) });
    return res.status === 200 ? true : undefined;
  }).catch((error) => {
    throw new Error(`${String(error)}\n${instance.log.join('').slice(-4000)}`);
  });
}
