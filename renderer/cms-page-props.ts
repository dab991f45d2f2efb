// The data functions behind the CMS routes: one for pages generated once and kept (ISR),
// one for pages that depend on their query. pages/ only calls these.
import type { GetServerSidePropsContext, GetStaticPropsContext, GetStaticPropsResult } from 'next';
import { blockMeta } from '@/codegen/out/block-meta';
import { getConfig } from '@/lib/config';
import { getServices } from '@/lib/services';
import { loadPage } from './load-page';
import { loadLayoutData } from './load-layout';
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

type Built = { props: CmsPageProps } | { redirect: string } | null;

async function buildProps(path: string, query: Record<string, string | string[]>, draft: boolean): Promise<Built> {
  const config = getConfig();
  const services = getServices();
  const showNotices = draft || process.env.NODE_ENV === 'development';
  const result = await loadPage(
    { path, query, showNotices, draft },
    { cms: services.cms, blockMeta, siteUrl: config.siteUrl },
  );
  if (result.kind === 'notFound') return null;
  if (result.kind === 'redirect') return { redirect: result.destination };
  return { props: { page: result.page, layoutData: await loadLayoutData(services, result.page.layout, { draft }) } };
}

export async function getCmsStaticProps(context: GetStaticPropsContext): Promise<GetStaticPropsResult<CmsPageProps>> {
  const { pageRevalidateSeconds } = getConfig();
  const built = await buildProps(sitePath(context.params?.slug), {}, Boolean(context.draftMode));
  if (!built) return { notFound: true, revalidate: pageRevalidateSeconds };
  // A renamed page's old path: 308 (permanent) to where it is now.
  if ('redirect' in built)
    return { redirect: { destination: built.redirect, permanent: true }, revalidate: pageRevalidateSeconds };
  return { props: built.props, revalidate: pageRevalidateSeconds };
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
  const { pageRevalidateSeconds } = getConfig();
  context.res.setHeader(
    'Cache-Control',
    // A draft is for the editor alone: never kept by a shared cache.
    context.draftMode
      ? 'private, no-store'
      : `public, s-maxage=${pageRevalidateSeconds}, stale-while-revalidate=${pageRevalidateSeconds * 10}`,
  );
  return { props };
}
