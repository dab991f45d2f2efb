// The data functions behind the CMS routes: one for pages generated once and kept (ISR),
// one for pages that depend on their query. pages/ only calls these.
import type { GetServerSidePropsContext, GetStaticPropsContext, GetStaticPropsResult } from 'next';
import { blockMeta } from '@/codegen/out/block-meta';
import { Deadline } from '@/lib/async/deadline';
import { getConfig } from '@/lib/config';
import { getServices } from '@/lib/wiring';
import { loadPage } from './load-page';
import { loadLayout } from './load-layout';
import { UnservablePageError } from './unservable-page';
import { WithdrawnPageError } from './withdrawn-page';
import { clearWithdrawn, markWithdrawn } from '@/lib/revalidation/withdrawn-pages.js';
import type { CmsPageProps } from './CmsPageView';

function sitePath(slug: string | string[] | undefined): string {
  const segments = Array.isArray(slug) ? slug : slug ? [slug] : [];
  return '/' + ['de', ...segments].join('/');
}

function plainQuery(query: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string | string[]] => e[0] !== 'slug' && e[1] !== undefined),
  );
}

/** `complete: false`: some upstream call failed or was late; such a page is kept for seconds, not minutes. */
type Built = { props: CmsPageProps; complete: boolean } | { redirect: string } | null;

/** A page rendered without some of its data (menu, weather, a block's list) is kept this long. */
export const INCOMPLETE_PAGE_SECONDS = 5;

/** Beyond the upstream timeout of the first call, the time the page's later calls may still take together. */
const DEADLINE_MARGIN_MS = 1000;

async function buildProps(path: string, query: Record<string, string | string[]>, draft: boolean): Promise<Built> {
  const config = getConfig();
  const services = getServices();
  const showNotices = draft || process.env.NODE_ENV === 'development';
  // One deadline for all of the page's calls: a slow upstream costs one timeout, not one per step (issue 12.8).
  const deadline = Deadline.after(config.upstreamTimeoutMs + DEADLINE_MARGIN_MS);
  const result = await loadPage(
    { path, query, showNotices, draft, deadline },
    { cms: services.cms, blockMeta, siteUrl: config.siteUrl },
  );
  if (result.kind === 'withdrawn') {
    markWithdrawn(path);
    throw new WithdrawnPageError(path, result.zurueckgezogen);
  }
  // Whatever the path answers now, it is not withdrawn (any more).
  clearWithdrawn(path);
  if (result.kind === 'notFound') return null;
  if (result.kind === 'redirect') return { redirect: result.destination };
  if (result.kind === 'invalid') throw new UnservablePageError(path);
  const layout = await loadLayout(services, result.page.layout, { draft, deadline });
  return {
    props: { page: result.page, layoutData: layout.data, ...(draft ? { fuerRedaktion: true as const } : {}) },
    complete: result.complete && layout.complete,
  };
}

function keepSeconds(built: { complete: boolean }): number {
  return built.complete ? getConfig().pageRevalidateSeconds : INCOMPLETE_PAGE_SECONDS;
}

export async function getCmsStaticProps(context: GetStaticPropsContext): Promise<GetStaticPropsResult<CmsPageProps>> {
  const { pageRevalidateSeconds } = getConfig();
  const built = await buildProps(sitePath(context.params?.slug), {}, Boolean(context.draftMode));
  if (!built) return { notFound: true, revalidate: pageRevalidateSeconds };
  // A renamed page's old path: 308 (permanent) to where it is now.
  if ('redirect' in built)
    return { redirect: { destination: built.redirect, permanent: true }, revalidate: pageRevalidateSeconds };
  return { props: built.props, revalidate: keepSeconds(built) };
}

export async function getCmsServerSideProps(context: GetServerSidePropsContext) {
  const query = plainQuery(context.query);
  const built = await buildProps(sitePath(context.params?.slug), query, Boolean(context.draftMode));
  if (!built) return { notFound: true as const };
  if ('redirect' in built) {
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([key, values]) => [values].flat().map((value) => [key, value])),
    ).toString();
    return { redirect: { destination: built.redirect + (search ? `?${search}` : ''), permanent: true } };
  }
  const { props } = built;
  const seconds = keepSeconds(built);
  context.res.setHeader(
    'Cache-Control',
    // A draft is for the editor alone: never kept by a shared cache.
    context.draftMode
      ? 'private, no-store'
      : built.complete
        ? `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 10}`
        : `public, s-maxage=${seconds}`,
  );
  return { props };
}
