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

async function buildProps(
  path: string,
  query: Record<string, string | string[]>,
  draft: boolean,
): Promise<CmsPageProps | null> {
  const config = getConfig();
  const services = getServices();
  const showNotices = draft || process.env.NODE_ENV === 'development';
  const result = await loadPage(
    { path, query, showNotices },
    { cms: services.cms, blockMeta, siteUrl: config.siteUrl },
  );
  if (result.kind === 'notFound') return null;
  return { page: result.page, layoutData: await loadLayoutData(services, result.page.layout) };
}

export async function getCmsStaticProps(context: GetStaticPropsContext): Promise<GetStaticPropsResult<CmsPageProps>> {
  const { pageRevalidateSeconds } = getConfig();
  const props = await buildProps(sitePath(context.params?.slug), {}, Boolean(context.draftMode));
  return props ? { props, revalidate: pageRevalidateSeconds } : { notFound: true, revalidate: pageRevalidateSeconds };
}

export async function getCmsServerSideProps(context: GetServerSidePropsContext) {
  const props = await buildProps(sitePath(context.params?.slug), plainQuery(context.query), Boolean(context.draftMode));
  if (!props) return { notFound: true as const };
  const { pageRevalidateSeconds } = getConfig();
  context.res.setHeader(
    'Cache-Control',
    `public, s-maxage=${pageRevalidateSeconds}, stale-while-revalidate=${pageRevalidateSeconds * 10}`,
  );
  return { props };
}
