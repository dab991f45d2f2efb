// The page route's data functions over the store's answers: an old path of a renamed page is a permanent (308)
// redirect to its current path, with the query kept; draft mode asks the CMS for the newest version and is never
// cacheable; a withdrawn page is an error with status 410 and its note (the error page renders it), and the path is
// marked so a page kept from before is not served; a published page carries its date ("Zuletzt geändert").
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import type { CmsService, ReadOptions } from '@/lib/services/cms/cms-service';

const asked: { path: string; options?: ReadOptions }[] = [];
const WITHDRAWN = {
  am: '2026-11-20T10:00:00.000Z',
  hinweis: 'Die Sammlung gibt es nicht mehr.',
  vorschlag: { pfad: '/de/neu', titel: 'Neu' },
};
const cms: CmsService = {
  async getPage(path, options) {
    asked.push({ path, options });
    if (path !== '/de/neu') return null;
    return { pageLayout: 'default', title: options?.draft ? 'Entwurf' : 'Veröffentlicht', content: [] };
  },
  async redirectFor(path) {
    return path === '/de/alt' ? '/de/neu' : null;
  },
  async withdrawalFor(path) {
    return path === '/de/zurueckgezogen' ? WITHDRAWN : null;
  },
  async pageStand(path) {
    return path === '/de/neu'
      ? { veroeffentlichtAm: '2026-11-02T09:00:00.000Z', aenderungshinweis: 'Neu gefasst.' }
      : null;
  },
  async getMenu() {
    return { menuItems: [] };
  },
  async call() {
    return { status: 404, body: null };
  },
};

vi.mock('@/lib/wiring', () => ({
  getServices: () => ({ cms, weather: { getWeather: async () => null } }),
}));

const { getCmsServerSideProps, getCmsStaticProps } = await import('@/renderer/cms-page-props');
const { renderedBeforeWithdrawal, resetWithdrawnPages } = await import('@/lib/revalidation/withdrawn-pages.js');

function serverContext(slug: string[], query: Record<string, string>, draftMode = false) {
  const headers: Record<string, string> = {};
  const context = {
    params: { slug },
    query: { slug, ...query },
    draftMode,
    res: { setHeader: (name: string, value: string) => (headers[name] = value) },
  } as unknown as GetServerSidePropsContext;
  return { context, headers };
}

beforeEach(() => {
  asked.length = 0;
  resetWithdrawnPages();
});

describe('CMS page data functions and the store', () => {
  it('answers an old path with a permanent redirect to the current one (generated pages)', async () => {
    const result = await getCmsStaticProps({ params: { slug: ['alt'] } });
    expect(result).toMatchObject({ redirect: { destination: '/de/neu', permanent: true } });
    expect(await getCmsStaticProps({ params: { slug: ['weg'] } })).toMatchObject({ notFound: true });
  });

  it('keeps the query on the redirect of a page that depends on it', async () => {
    const { context } = serverContext(['alt'], { seite: '2', rubrik_id: '7' });
    expect(await getCmsServerSideProps(context)).toEqual({
      redirect: { destination: '/de/neu?seite=2&rubrik_id=7', permanent: true },
    });
  });

  it('asks for the newest version in draft mode and never lets a shared cache keep it', async () => {
    const published = await getCmsStaticProps({ params: { slug: ['neu'] } });
    expect(published).toMatchObject({ props: { page: { title: 'Veröffentlicht' } } });
    const draft = await getCmsStaticProps({ params: { slug: ['neu'] }, draftMode: true });
    expect(draft).toMatchObject({ props: { page: { title: 'Entwurf' } } });
    expect(asked.map((a) => a.options?.draft)).toEqual([false, true]);

    const { context, headers } = serverContext(['neu'], { seite: '1' }, true);
    expect(await getCmsServerSideProps(context)).toMatchObject({ props: { page: { title: 'Entwurf' } } });
    expect(headers['Cache-Control']).toBe('private, no-store');
    const publicContext = serverContext(['neu'], { seite: '1' });
    await getCmsServerSideProps(publicContext.context);
    expect(publicContext.headers['Cache-Control']).toMatch(/^public, s-maxage=/);
  });

  it('throws a 410 with the note for a withdrawn page (generated and query pages), marking the path', async () => {
    const thrown = await getCmsStaticProps({ params: { slug: ['zurueckgezogen'] } }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ statusCode: 410, zurueckgezogen: WITHDRAWN });
    expect(renderedBeforeWithdrawal('/de/zurueckgezogen', 0)).toBe(true);
    const { context } = serverContext(['zurueckgezogen'], { seite: '2' });
    expect(await getCmsServerSideProps(context).catch((e: unknown) => e)).toMatchObject({ statusCode: 410 });
    // Not withdrawn in draft mode (the preview shows the newest version), nor any other path.
    expect(await getCmsStaticProps({ params: { slug: ['weg'] } })).toMatchObject({ notFound: true });
    expect(renderedBeforeWithdrawal('/de/weg', 0)).toBe(false);
  });

  it('gives a published page the date of its publication and its change note, a draft none', async () => {
    const published = await getCmsStaticProps({ params: { slug: ['neu'] } });
    expect(published).toMatchObject({
      props: { page: { stand: { veroeffentlichtAm: '2026-11-02T09:00:00.000Z', aenderungshinweis: 'Neu gefasst.' } } },
    });
    const draft = await getCmsStaticProps({ params: { slug: ['neu'] }, draftMode: true });
    expect(draft).toMatchObject({ props: { page: { stand: null } } });
  });
});
