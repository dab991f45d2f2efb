// Stages of `npm test` (tests/run-all.mjs): each one's wall time and the CPU seconds its processes used, and a way to
// run stages side by side. On a 2-core machine shared with other work, wall time alone says little: the CPU seconds
// of a stage (user + system of its finished child processes, from /proc) compare across runs. They miss what a stage
// starts and never waits for (a test server that is killed, the browsers' renderers), so each stage also says how
// busy the whole machine was meanwhile (from /proc/stat): the cores a stage keeps at work, `Kerne`, is that busy time
// over the wall time, the figure that says whether a suite waits or works (on a machine that runs nothing else).
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { ROOT } from '../../scripts/ensure-installed.mjs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

/** User + system CPU seconds of every finished child process of this one so far; null where /proc is missing. */
export function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the command name in parentheses: field 3 is the state, fields 16 and 17 cutime and cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine since it started (every state but idle and I/O wait); null without /proc. */
export function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already in user)
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + (steal ?? 0)) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const difference = (before, after) => (before === null || after === null ? null : after - before);

/** Measures a piece of the run: wall seconds, the CPU seconds of the children that finished meanwhile, the machine's. */
export function startClock() {
  const wall = performance.now();
  const cpu = childCpuSeconds();
  const machine = machineBusySeconds();
  return () => ({
    wallSeconds: (performance.now() - wall) / 1000,
    cpuSeconds: difference(cpu, childCpuSeconds()),
    machineSeconds: difference(machine, machineBusySeconds()),
  });
}

export function formatClock({ wallSeconds, cpuSeconds, machineSeconds = null }) {
  const cpu = cpuSeconds === null ? '' : `, CPU ${cpuSeconds.toFixed(0)} s`;
  const cores =
    machineSeconds === null || wallSeconds < 1
      ? ''
      : `, Maschine ${machineSeconds.toFixed(0)} s (${(machineSeconds / wallSeconds).toFixed(2)} Kerne)`;
  return `${wallSeconds.toFixed(0)} s${cpu}${cores}`;
}

/**
 * Runs a command without blocking this process; resolves with its exit status. With `logFile` its output goes there
 * (stages side by side would mix their lines), without it to this process's output. `nice` (1 to 19) lowers its
 * priority and that of every process it starts, so that it only takes the cores' idle time from the other stages.
 */
export function runAsync(command, args, { env = {}, logFile, nice } = {}) {
  const fd = logFile ? openSync(logFile, 'w') : null;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
      env: { ...process.env, ...env },
    });
    try {
      if (nice && child.pid) setPriority(child.pid, nice);
    } catch {
      // Gone already, or not allowed here: it then runs at the usual priority.
    }
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  }).finally(() => fd !== null && closeSync(fd));
}
