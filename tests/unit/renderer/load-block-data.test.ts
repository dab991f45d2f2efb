// The context calls of a page: parallel, failures isolated, 4xx as no data, query forwarding.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JsonAnswer } from '@/lib/http/fetch-json';
import { UpstreamError } from '@/lib/http/fetch-json';
import { addReportSink, type ReportEvent } from '@/lib/error-reporting';
import type { CmsService, QueryParams } from '@/lib/services/cms/cms-service';
import { contextParams, loadBlockData } from '@/renderer/load-block-data';

type Reply = { delayMs?: number; answer?: JsonAnswer; error?: unknown };

/** A CmsService whose calls answer from a table after a delay, recording every call. */
function fakeCms(replies: Record<string, Reply>) {
  const calls: { endpoint: string; params: QueryParams; startedAt: number }[] = [];
  const cms: CmsService = {
    getPage: () => Promise.reject(new Error('nicht benutzt')),
    getMenu: () => Promise.reject(new Error('nicht benutzt')),
    call: async (endpoint, params) => {
      calls.push({ endpoint, params, startedAt: Date.now() });
      const reply = replies[endpoint] ?? { answer: { status: 404, body: null } };
      await new Promise((resolve) => setTimeout(resolve, reply.delayMs ?? 0));
      if (reply.error) throw reply.error;
      return reply.answer!;
    },
  };
  return { cms, calls };
}

let events: ReportEvent[];
let removeSink: () => void;

beforeEach(() => {
  events = [];
  removeSink = addReportSink((event) => events.push(event));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  removeSink();
  vi.restoreAllMocks();
});

describe('loadBlockData', () => {
  it('runs the calls in parallel: the total time is about the slowest, not the sum', async () => {
    const { cms, calls } = fakeCms({
      '/api/cms/a': { delayMs: 300, answer: { status: 200, body: 'A' } },
      '/api/cms/b': { delayMs: 300, answer: { status: 200, body: 'B' } },
      '/api/cms/c': { delayMs: 300, answer: { status: 200, body: 'C' } },
      '/api/cms/d': { delayMs: 300, answer: { status: 200, body: 'D' } },
    });
    const started = Date.now();
    const results = await loadBlockData(
      cms,
      [{ endpoint: '/api/cms/a' }, { endpoint: '/api/cms/b' }, { endpoint: '/api/cms/c' }, { endpoint: '/api/cms/d' }],
      {},
      '/de',
    );
    const elapsed = Date.now() - started;
    expect(results.map((r) => r?.data)).toEqual(['A', 'B', 'C', 'D']);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(700); // sequential would be 1200 ms
    const starts = calls.map((c) => c.startedAt);
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(100);
  });

  it('keeps the order of the blocks and null for blocks without a context', async () => {
    const { cms, calls } = fakeCms({
      '/api/cms/langsam': { delayMs: 80, answer: { status: 200, body: 'langsam' } },
      '/api/cms/schnell': { delayMs: 0, answer: { status: 200, body: 'schnell' } },
    });
    const results = await loadBlockData(
      cms,
      [undefined, { endpoint: '/api/cms/langsam' }, undefined, { endpoint: '/api/cms/schnell' }],
      {},
      '/de',
    );
    expect(results).toEqual([
      null,
      { params: {}, status: 200, data: 'langsam' },
      null,
      { params: {}, status: 200, data: 'schnell' },
    ]);
    expect(calls).toHaveLength(2);
  });

  it('gives a failing call data null and status null, loads the others, and reports the failure', async () => {
    const failure = new UpstreamError('Zeitüberschreitung nach 3000 ms', 'http://cms/api/cms/kaputt');
    const { cms } = fakeCms({
      '/api/cms/kaputt': { delayMs: 10, error: failure },
      '/api/cms/gut': { delayMs: 20, answer: { status: 200, body: { data: [1] } } },
    });
    const results = await loadBlockData(
      cms,
      [{ endpoint: '/api/cms/kaputt', params: { a: 1 } }, { endpoint: '/api/cms/gut' }],
      {},
      '/de/seite',
    );
    expect(results[0]).toEqual({ params: { a: 1 }, status: null, data: null });
    expect(results[1]).toEqual({ params: {}, status: 200, data: { data: [1] } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      level: 'error',
      error: failure,
      tags: { endpoint: '/api/cms/kaputt' },
      extra: { path: '/de/seite' },
    });
  });

  it('never rejects, even when every call fails', async () => {
    const { cms } = fakeCms({ '/api/cms/a': { error: new Error('a') }, '/api/cms/b': { error: 'kein Error-Objekt' } });
    const results = await loadBlockData(cms, [{ endpoint: '/api/cms/a' }, { endpoint: '/api/cms/b' }], {}, '/de');
    expect(results.map((r) => r?.data)).toEqual([null, null]);
    expect(events).toHaveLength(2);
  });

  it('keeps the status of a 4xx answer but gives no data', async () => {
    const { cms } = fakeCms({
      '/api/cms/fehlt': { answer: { status: 404, body: { message: 'Nicht gefunden' } } },
      '/api/cms/verboten': { answer: { status: 403, body: { message: 'Kein Zugriff' } } },
      '/api/cms/umgeleitet': { answer: { status: 304, body: { alt: true } } },
      '/api/cms/ok': { answer: { status: 204, body: null } },
    });
    const results = await loadBlockData(
      cms,
      [
        { endpoint: '/api/cms/fehlt' },
        { endpoint: '/api/cms/verboten' },
        { endpoint: '/api/cms/umgeleitet' },
        { endpoint: '/api/cms/ok' },
      ],
      {},
      '/de',
    );
    expect(results.map((r) => [r?.status, r?.data])).toEqual([
      [404, null],
      [403, null],
      [304, null],
      [204, null],
    ]);
    expect(events).toHaveLength(0);
  });

  it('forwards the page query only when the context asks for it', async () => {
    const { cms, calls } = fakeCms({ '/api/cms/x': { answer: { status: 200, body: {} } } });
    const query = { rubrik_id: ['1', '2'], seite: '2', slug: ['veranstaltungen'] };
    await loadBlockData(
      cms,
      [
        { endpoint: '/api/cms/x', params: { pro_seite: 5 }, forwardQuery: true },
        { endpoint: '/api/cms/x', params: { pro_seite: 5 } },
      ],
      query,
      '/de/veranstaltungen',
    );
    expect(calls.map((c) => c.params)).toEqual([{ pro_seite: 5, rubriken: ['1', '2'], seite: '2' }, { pro_seite: 5 }]);
  });
});

describe('contextParams', () => {
  it('answers the fixed params without forwarding', () => {
    expect(contextParams({ endpoint: '/api/x', params: { a: '1' } }, { b: '2' })).toEqual({ a: '1' });
    expect(contextParams({ endpoint: '/api/x' }, { b: '2' })).toEqual({});
  });

  it('merges the forwarded query over the fixed params', () => {
    expect(
      contextParams(
        { endpoint: '/api/x', params: { seite: 1, typ: 'fest' }, forwardQuery: true },
        { seite: '3', rubrik_id: '9' },
      ),
    ).toEqual({ seite: '3', typ: 'fest', rubriken: '9' });
  });
});
