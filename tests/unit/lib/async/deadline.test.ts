// Issue 12.8: all upstream calls of one page share one deadline. On a slow upstream the page's steps (envelope, block
// data, menus and weather) no longer add their timeouts up, and a page without some of its data says so, so that it
// is kept for seconds only.
import { describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import { Deadline, GRACE_MS } from '@/lib/async/deadline';
import type { CmsService } from '@/lib/services/cms/cms-service';
import type { Services } from '@/lib/wiring';
import { loadPage } from '@/renderer/load-page';
import { loadLayout } from '@/renderer/load-layout';

const never = <T>() => new Promise<T>(() => {});
const envelope = {
  pageLayout: 'default',
  title: 'Langsam',
  content: [
    { id: 1, template: 'aktuelle-meldungen', slotName: 'main', options: {}, context: { endpoint: '/api/cms/artikel' } },
  ],
};

function slowCms(answer: () => Promise<unknown>): CmsService {
  return {
    getPage: async () => envelope,
    getMenu: () => answer() as never,
    call: () => answer() as never,
  } as unknown as CmsService;
}

describe('one deadline for the calls of a page', () => {
  it('Deadline.race gives the late value once the time is up, and the work when it is first', async () => {
    const deadline = Deadline.after(30);
    expect(await deadline.race(Promise.resolve('früh'), () => 'spät')).toBe('früh');
    expect(await deadline.race(never<string>(), () => 'spät')).toBe('spät');
    await expect(
      Deadline.after(5).race(never<string>(), () => {
        throw new Error('zu spät');
      }),
    ).rejects.toThrow('zu spät');
  });

  it('a call started after the deadline still gets what answers at once, never what an upstream would take', async () => {
    const spent = Deadline.after(0);
    const inProcess = new Promise<string>((resolve) => setTimeout(() => resolve('Wetterdatei'), 5));
    expect(await spent.race(inProcess, () => 'spät')).toBe('Wetterdatei');
    // An answer that takes longer than the moment is not waited for (it would have won the race).
    const upstream = new Promise<string>((resolve) => setTimeout(() => resolve('Antwort'), GRACE_MS + 200));
    expect(await spent.race(upstream, () => 'spät')).toBe('spät');
  });

  it('block data and layout calls that never answer end at the deadline, marked incomplete', async () => {
    const cms = slowCms(never);
    const services = { cms, weather: { getWeather: never } } as unknown as Services;
    const started = Date.now();
    const deadline = Deadline.after(200);
    const result = await loadPage(
      { path: '/de/x', query: {}, showNotices: false, deadline },
      { cms, blockMeta, siteUrl: '' },
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    const layout = await loadLayout(services, result.page.layout, { deadline });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(190);
    expect(took).toBeLessThan(600);
    expect(result.complete).toBe(false);
    expect(layout.complete).toBe(false);
    expect(layout.data.weather).toBeNull();
    expect(Object.values(layout.data.menus).every((menu) => Array.isArray(menu) && menu.length === 0)).toBe(true);
  });

  it('calls in time are complete', async () => {
    const cms = slowCms(async () => ({ status: 200, body: { data: [], total: 0 }, menuItems: [] }));
    const result = await loadPage(
      { path: '/de/x', query: {}, showNotices: false, deadline: Deadline.after(1000) },
      { cms, blockMeta, siteUrl: '' },
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.complete).toBe(true);
  });
});
