// The site as it will be once some versions are published (an Änderungspaket's preview): the real page pipeline
// (loadPage, the blocks, the validators, the layout and its menus) over the CMS told to read these versions in place
// of their documents' published ones, for pages, menus and the collections' entries alike, and everything else as
// visitors see it now. No session here: the Redaktion's preview route checks the editor, and a share link (issue 45,
// point 2) can check its token and call the same function.
import { blockMeta } from '@/codegen/out/block-meta';
import { getConfig } from '@/lib/config';
import { getServices, type Services } from '@/lib/wiring';
import type { CmsService } from '@/lib/services/cms/cms-service';
import type { CmsPageProps } from '@/renderer/CmsPageView';
import { loadLayoutData } from '@/renderer/load-layout';
import { loadPage } from '@/renderer/load-page';

/** The CMS with every read naming these versions (the renderer's draft mode told "these", not "the newest"). */
export function cmsWithVersions(cms: CmsService, versionen: readonly number[]): CmsService {
  const options = { versionen };
  return {
    getPage: (path) => cms.getPage(path, options),
    ...(cms.redirectFor ? { redirectFor: (path: string) => cms.redirectFor!(path, options) } : {}),
    getMenu: (name) => cms.getMenu(name, options),
    call: (endpoint, params) => cms.call(endpoint, params, options),
    // The alert banners shown now: a package holds none.
    ...(cms.getWarnmeldungen ? { getWarnmeldungen: () => cms.getWarnmeldungen!() } : {}),
  };
}

export type SiteWithVersions =
  | ({ kind: 'seite' } & CmsPageProps)
  /** A renamed page's old address, or an entry's: where it leads now. */
  | { kind: 'weiter'; ziel: string }
  | { kind: 'fehlt' };

/** The page at `path` as it will be with `versionen` published; invalid blocks show the renderer's notice. */
export async function renderWithVersions(
  versionen: readonly number[],
  path: string,
  query: Record<string, string | string[]>,
  services: Services = getServices(),
): Promise<SiteWithVersions> {
  const cms = cmsWithVersions(services.cms, versionen);
  // Draft mode for the pipeline (notices for editors, no "Zuletzt geändert", no withdrawal note); the reads are the
  // versions' through the CMS above.
  const result = await loadPage(
    { path, query, showNotices: true, draft: true },
    { cms, blockMeta, siteUrl: getConfig().siteUrl },
  );
  if (result.kind === 'redirect') return { kind: 'weiter', ziel: result.destination };
  if (result.kind !== 'page') return { kind: 'fehlt' };
  return {
    kind: 'seite',
    page: result.page,
    layoutData: await loadLayoutData({ ...services, cms }, result.page.layout, { draft: true }),
    fuerRedaktion: true,
  };
}
