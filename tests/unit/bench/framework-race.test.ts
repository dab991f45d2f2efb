// The bench tells a lost race of React's chunk against the first paint from a slower build: the comparison must
// use the paint's and the request's clocks correctly, and the report must count and span the runs as they were.
import { describe, expect, it } from 'vitest';
import { describeFrameworkRace, frameworkBeforeLcp } from '@/tests/bench/framework-race.mjs';

const START_US = 68_503_237_157; // the first request, as a trace timestamp in µs

/** A Lighthouse result with the framework chunk ending `chunkEndMs` after the first request. */
function lhr(
  chunkEndMs: number | undefined,
  paintMsAfterStart: number | undefined,
  chunkUrl = '/_next/static/chunks/framework-0203c421f2bfabf7.js',
) {
  return {
    audits: {
      'network-requests': {
        details: {
          debugData: { networkStartTimeTs: START_US },
          items: [
            { url: 'http://127.0.0.1:3200/de/rathaus/kontakt', networkEndTime: 36.7 },
            { url: 'http://127.0.0.1:3200/_next/static/chunks/main-550d1a1c11374866.js', networkEndTime: 20 },
            ...(chunkEndMs === undefined
              ? []
              : [{ url: `http://127.0.0.1:3200${chunkUrl}`, networkEndTime: chunkEndMs }]),
          ],
        },
      },
      metrics: {
        details: {
          items: [
            paintMsAfterStart === undefined
              ? {}
              : { observedLargestContentfulPaintTs: START_US + paintMsAfterStart * 1000 },
          ],
        },
      },
    },
  };
}

const msText = (v: number) => `${(v / 1000).toFixed(2)} s`;

describe('frameworkBeforeLcp', () => {
  it('is true when the chunk arrived before the paint, false when after, by the clocks of both', () => {
    expect(frameworkBeforeLcp(lhr(166, 290))).toBe(true);
    expect(frameworkBeforeLcp(lhr(316, 307))).toBe(false);
    // 1 ms apart still decides: the request's ms are added to the start in µs, not compared as they are.
    expect(frameworkBeforeLcp(lhr(289, 290))).toBe(true);
    expect(frameworkBeforeLcp(lhr(291, 290))).toBe(false);
  });

  it('knows nothing without the chunk, its end or the paint', () => {
    expect(frameworkBeforeLcp(lhr(undefined, 290))).toBeNull();
    expect(frameworkBeforeLcp(lhr(166, undefined))).toBeNull();
    expect(frameworkBeforeLcp(lhr(Number.NaN, 290))).toBeNull();
    expect(frameworkBeforeLcp({})).toBeNull();
    expect(frameworkBeforeLcp(undefined)).toBeNull();
  });

  it('looks at React’s chunk only, not at a file that merely contains the word', () => {
    expect(frameworkBeforeLcp(lhr(100, 290, '/_next/static/chunks/pages/framework-guide-1a2b.js.map'))).toBeNull();
    expect(frameworkBeforeLcp(lhr(100, 290, '/bilder/framework-0203.js'))).toBeNull();
  });
});

describe('describeFrameworkRace', () => {
  it('counts the runs the chunk came first and spans the simulated LCP of either group', () => {
    const line = describeFrameworkRace(
      [
        { lcpMs: 2236, frameworkBeforeLcp: true },
        { lcpMs: 1551, frameworkBeforeLcp: false },
        { lcpMs: 2033, frameworkBeforeLcp: true },
      ],
      msText,
    );
    expect(line).toBe(
      'React-Chunk vor dem beobachteten LCP geladen: 2 von 3 Läufen; simuliertes LCP dann 2.03 s–2.24 s; sonst 1.55 s',
    );
  });

  it('leaves out a group without runs, and runs without a verdict', () => {
    expect(
      describeFrameworkRace(
        [
          { lcpMs: 2100, frameworkBeforeLcp: true },
          { lcpMs: 1900, frameworkBeforeLcp: null },
        ],
        msText,
      ),
    ).toBe('React-Chunk vor dem beobachteten LCP geladen: 1 von 1 Läufen; simuliertes LCP dann 2.10 s');
    expect(describeFrameworkRace([{ lcpMs: 1600, frameworkBeforeLcp: null }], msText)).toBeNull();
    expect(describeFrameworkRace([], msText)).toBeNull();
  });
});
