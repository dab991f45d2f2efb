// /beispiele/<template>?inhalt=<content example>&daten=<data example>: one example of a block on a real page
// of the site (layout, menus, stylesheet), made by the real pipeline. Its answer passes the same data
// boundary as a CMS answer. For the browser tests (axe on every example) and for developers: served only in
// development or with BLOCK_EXAMPLES=1, never on a production site by default.
import { currentBlockVersion } from '@/lib/blocks/migrate';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { blockMeta } from '@/codegen/out/block-meta';
import { getConfig } from '@/lib/config';
import { getServices } from '@/lib/wiring';
import type { CmsService } from '@/lib/services/cms/cms-service';
import type { CmsPageProps } from '../CmsPageView';
import { loadLayoutData } from '../load-layout';
import { loadPage } from '../load-page';
import { readBlockExamples } from './block-examples';

const EXAMPLE_ENDPOINT = '/api/beispiel';

export function examplesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.BLOCK_EXAMPLES === '1' || env.NODE_ENV === 'development';
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function getExampleServerSideProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<CmsPageProps>> {
  if (!examplesEnabled()) return { notFound: true };
  const template = String(context.params?.template ?? '');
  const examples = Object.hasOwn(blockMeta, template) ? readBlockExamples(process.cwd(), template) : null;
  const contentName = one(context.query.inhalt) ?? '';
  const dataName = one(context.query.daten);
  if (!examples || !Object.hasOwn(examples.valid, contentName)) return { notFound: true };
  if (dataName !== undefined && !Object.hasOwn(examples.data ?? {}, dataName)) return { notFound: true };

  const services = getServices();
  const envelope = {
    pageLayout: examples.pageLayout ?? 'default',
    title: `Beispiel „${contentName}“ des Blocks ${template}`,
    content: [
      {
        id: 'beispiel',
        template,
        slotName: examples.slotName ?? 'main',
        // examples.json is written in the block's current schema version.
        version: currentBlockVersion(template),
        options: examples.valid[contentName],
        ...(dataName !== undefined ? { context: { endpoint: EXAMPLE_ENDPOINT } } : {}),
      },
    ],
  };
  const cms: CmsService = {
    getPage: async () => envelope,
    getMenu: (name) => services.cms.getMenu(name),
    call: async () => ({ status: 200, body: examples.data![dataName!] }),
  };
  const result = await loadPage(
    { path: `/beispiele/${template}`, query: {}, showNotices: true },
    { cms, blockMeta, siteUrl: getConfig().siteUrl },
  );
  // The example CMS answers every path with its page: there is no redirect to follow.
  if (result.kind !== 'page') return { notFound: true };
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex');
  return { props: { page: result.page, layoutData: await loadLayoutData(services, result.page.layout) } };
}
