// Spec section 7: GET /api/cms/portale/9, the school's slider module named hero-slider. The school
// home asks for it with its block's context call, in both modes.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slidesFromPortal } from '@/blocks/schule-hero-slider/portal-slides';
import { throughBoundary } from '../../support/block-data';
import { createEmbeddedCms } from '@/lib/redaktion/embedded/embedded-cms';
import { createHttpCms } from '@/lib/services/cms/http-cms';
import { startUpstream, type Upstream } from '../../support/upstream-server';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

const CONTENT = path.join(PROJECT_ROOT, 'content');
const home = JSON.parse(readFileSync(path.join(CONTENT, 'seiten', 'gemeinschaftsschule.json'), 'utf8')) as {
  content: { template: string; context?: { endpoint: string; params?: object } }[];
};
const sliderContext = home.content.find((b) => b.template === 'schule-hero-slider')!.context!;

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startUpstream((r) =>
    r.pathname === '/api/cms/portale/9'
      ? { json: [{ id: 1, modul: { name: 'hero-slider' }, slides: [] }] }
      : { status: 404, json: {} },
  );
});
afterAll(() => upstream.close());

describe('portal 9 for the school slider', () => {
  it('the school home asks for exactly GET /api/cms/portale/9', async () => {
    expect(sliderContext).toEqual({ endpoint: '/api/cms/portale/9' });
    const cms = createHttpCms({ baseUrl: upstream.url, timeoutMs: 1000, cacheSeconds: 30 });
    const answer = await cms.call(sliderContext.endpoint, {});
    expect(answer.status).toBe(200);
    expect(upstream.requests.map((r) => `${r.method} ${r.rawUrl}`)).toEqual(['GET /api/cms/portale/9']);
  });

  it('the embedded CMS answers it from the demo content with up to five slides', async () => {
    const answer = await createEmbeddedCms(CONTENT).call(sliderContext.endpoint, {});
    expect(answer.status).toBe(200);
    const slides = slidesFromPortal(throughBoundary('schule-hero-slider', answer.body));
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.length).toBeLessThanOrEqual(5);
  });
});
