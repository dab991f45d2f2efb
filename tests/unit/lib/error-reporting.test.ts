// The error-reporting module: sinks, reportOnce, and a failing sink that must not break anything.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { addReportSink, report, reportError, reportOnce, type ReportEvent } from '@/lib/error-reporting';

let errorSpy: MockInstance<typeof console.error>;
let warnSpy: MockInstance<typeof console.warn>;
const removers: (() => void)[] = [];

function recordingSink() {
  const events: ReportEvent[] = [];
  removers.push(addReportSink((event) => events.push(event)));
  return events;
}

let keyCounter = 0;
const uniqueKey = () => `test-key-${Date.now()}-${++keyCounter}`;

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  while (removers.length) removers.pop()!();
  vi.restoreAllMocks();
});

describe('report', () => {
  it('hands the event to every sink', () => {
    const first = recordingSink();
    const second = recordingSink();
    const event: ReportEvent = { level: 'warning', message: 'Ungültiger Block', tags: { template: 'teaser' } };
    report(event);
    expect(first).toEqual([event]);
    expect(second).toEqual([event]);
  });

  it('writes errors to console.error and warnings to console.warn as structured lines', () => {
    report({
      level: 'error',
      message: 'Kaputt',
      error: new Error('Grund'),
      tags: { endpoint: '/api/x' },
      extra: { path: '/de' },
    });
    expect(errorSpy).toHaveBeenCalledTimes(1);
    const [line, detail] = errorSpy.mock.calls[0]!;
    expect(line).toBe('[error] Kaputt');
    expect(JSON.parse(detail as string)).toEqual({ endpoint: '/api/x', path: '/de', error: 'Grund' });
    report({ level: 'warning', message: 'Achtung' });
    expect(warnSpy).toHaveBeenCalledWith('[warning] Achtung', '{}');
  });

  it('stops calling a sink once it is removed', () => {
    const events: ReportEvent[] = [];
    const remove = addReportSink((event) => events.push(event));
    report({ level: 'error', message: 'eins' });
    remove();
    report({ level: 'error', message: 'zwei' });
    expect(events.map((e) => e.message)).toEqual(['eins']);
  });

  it('does not break when a sink throws, and still reaches the sinks after it', () => {
    removers.push(
      addReportSink(() => {
        throw new Error('Sink kaputt');
      }),
    );
    const after = recordingSink();
    expect(() => report({ level: 'error', message: 'trotzdem' })).not.toThrow();
    expect(() => reportError(new Error('auch so'))).not.toThrow();
    expect(() => reportOnce(uniqueKey(), { level: 'warning', message: 'einmal' })).not.toThrow();
    expect(after.map((e) => e.message)).toEqual(['trotzdem', 'auch so', 'einmal']);
  });

  it('survives a detail the console sink cannot serialise', () => {
    const after = recordingSink();
    expect(() => report({ level: 'error', message: 'zyklisch', extra: { n: BigInt(1) } })).not.toThrow();
    expect(after).toHaveLength(1);
  });
});

describe('reportError', () => {
  it('reports at level error with the error message unless a message is given', () => {
    const events = recordingSink();
    const error = new Error('Zeitüberschreitung');
    reportError(error, { tags: { endpoint: '/api/cms/x' }, extra: { path: '/de/x' } });
    reportError('nur Text');
    reportError(error, { message: 'Datenabruf fehlgeschlagen' });
    expect(events).toEqual([
      {
        level: 'error',
        message: 'Zeitüberschreitung',
        error,
        tags: { endpoint: '/api/cms/x' },
        extra: { path: '/de/x' },
      },
      { level: 'error', message: 'nur Text', error: 'nur Text', tags: undefined, extra: undefined },
      { level: 'error', message: 'Datenabruf fehlgeschlagen', error, tags: undefined, extra: undefined },
    ]);
  });
});

describe('reportOnce', () => {
  it('reports a key only the first time', () => {
    const events = recordingSink();
    const key = uniqueKey();
    reportOnce(key, { level: 'warning', message: 'erstes Mal' });
    reportOnce(key, { level: 'warning', message: 'zweites Mal' });
    reportOnce(key, { level: 'error', message: 'drittes Mal' });
    expect(events.map((e) => e.message)).toEqual(['erstes Mal']);
  });

  it('reports different keys separately', () => {
    const events = recordingSink();
    reportOnce(uniqueKey(), { level: 'warning', message: 'a' });
    reportOnce(uniqueKey(), { level: 'warning', message: 'b' });
    expect(events.map((e) => e.message)).toEqual(['a', 'b']);
  });

  it('keeps deduplicating when a sink throws on the first report', () => {
    const key = uniqueKey();
    removers.push(
      addReportSink(() => {
        throw new Error('Sink kaputt');
      }),
    );
    const events = recordingSink();
    reportOnce(key, { level: 'warning', message: 'x' });
    reportOnce(key, { level: 'warning', message: 'x' });
    expect(events).toHaveLength(1);
  });
});
