// The page a shared draft's link opens (`/entwurf/<token>`, issue 45): the version the link names, drawn by the real
// renderer with the site's published menus, for a visitor without a session. Never stored by a browser or a shared
// cache, never indexed, sent without a referrer (the address is the token), and no draft mode: the visitor sees this
// one version and nothing else of the Redaktion. An expired or revoked link, an unknown token and too many wrong
// tokens from one address each answer with a German page and their status.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { blockMeta } from '@/codegen/out/block-meta';
import { getConfig } from '@/lib/config';
import { reportError } from '@/lib/error-reporting';
import { setPrivateNoStore } from '@/lib/http/no-store';
import { withMediaAccess } from '@/lib/medien/media-access';
import type { Entwurfslink } from '@/lib/redaktion/shared/share-links';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { openShareLink } from '@/lib/redaktion/store/share-links';
import { retryAfterSeconds } from '@/lib/session/rate-limit';
import { getServices } from '@/lib/wiring';
import type { CmsService } from '@/lib/services/cms/cms-service';
import type { CmsPageProps } from '@/renderer/CmsPageView';
import { loadErrorLayoutData } from '@/renderer/error/error-layout-data';
import { loadLayoutData, type LayoutData } from '@/renderer/load-layout';
import { loadPage } from '@/renderer/load-page';

export type SharedDraftProblem = 'abgelaufen' | 'widerrufen' | 'unbekannt' | 'gesperrt' | 'nicht-erreichbar';

export type SharedDraftProps =
  | ({
      kind: 'entwurf';
      link: Pick<Entwurfslink, 'versionNummer' | 'gueltigBis'> & { erstelltVon: string };
    } & CmsPageProps)
  | { kind: 'problem'; problem: SharedDraftProblem; status: number; layoutData: LayoutData; bis?: string };

const STATUS: Record<SharedDraftProblem, number> = {
  abgelaufen: 410,
  widerrufen: 410,
  unbekannt: 404,
  gesperrt: 429,
  'nicht-erreichbar': 503,
};

export async function sharedDraftProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<SharedDraftProps>> {
  if (getConfig().cmsUrl) return { notFound: true };
  const { req, res } = context;
  setPrivateNoStore(res);
  res.setHeader('Referrer-Policy', 'no-referrer');
  const problem = async (kind: SharedDraftProblem, bis?: Date) => {
    res.statusCode = STATUS[kind];
    if (bis) res.setHeader('Retry-After', String(retryAfterSeconds(bis)));
    return {
      props: {
        kind: 'problem' as const,
        problem: kind,
        status: STATUS[kind],
        layoutData: await loadErrorLayoutData(),
        ...(bis ? { bis: bis.toISOString() } : {}),
      },
    };
  };
  const token = String(context.params?.token ?? '');
  try {
    const opened = await openShareLink(await redaktionStore(), req, token);
    if (opened.stand === 'gesperrt') return problem('gesperrt', opened.bis);
    if (opened.stand !== 'gueltig') return problem(opened.stand);
    const envelope = withMediaAccess(opened.version.inhalt, token);
    const services = getServices();
    const cms: CmsService = {
      getPage: async () => envelope,
      // Everything around the draft is what visitors see now: the published menus and banners.
      getMenu: (name) => services.cms.getMenu(name),
      call: (endpoint, params) => services.cms.call(endpoint, params),
    };
    const result = await loadPage(
      { path: opened.seite.pfad, query: {}, showNotices: false, draft: true },
      { cms, blockMeta, siteUrl: getConfig().siteUrl },
    );
    if (result.kind !== 'page') return problem('nicht-erreichbar');
    // No canonical: the draft is no page of the site yet.
    const page = { ...result.page, canonical: '' };
    return {
      props: {
        kind: 'entwurf',
        link: {
          versionNummer: opened.link.versionNummer,
          gueltigBis: opened.link.gueltigBis,
          erstelltVon: opened.link.erstellt.von,
        },
        page,
        layoutData: await loadLayoutData(services, page.layout),
        // Library files no published page uses come from their route with the link's token, not the optimizer.
        fuerRedaktion: true,
      },
    };
  } catch (error) {
    reportError(error, { message: 'Entwurfslink: Entwurf nicht gezeigt' });
    return problem('nicht-erreichbar');
  }
}
