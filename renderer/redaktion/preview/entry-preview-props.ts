// The preview of an entry of a collection: where visitors will see it, rendered by the real pipeline from content
// that is not published: its own page (its collection's template), or a published page that lists its collection
// with this version in place of the published one (or added on top when it was never published). A stored version
// is named by `?version=<id>`, else the newest is shown; nothing of it is cached anywhere.
import type { GetServerSidePropsResult } from 'next';
import { blockMeta } from '@/codegen/out/block-meta';
import { getConfig } from '@/lib/config';
import { getEntryInfo, getEntryVersion, requireSammlung } from '@/lib/redaktion/store/entries';
import { requireInScope } from '@/lib/redaktion/store/page-scope';
import { publishedEnvelopes } from '@/lib/redaktion/store/published';
import { answerItem } from '@/lib/sammlungen/entry-rules';
import { entryEnvelope } from '@/lib/sammlungen/entry-page';
import { callOf } from '@/lib/sammlungen/registry';
import { getServices } from '@/lib/wiring';
import type { CmsService } from '@/lib/services/cms/cms-service';
import { loadLayoutData } from '@/renderer/load-layout';
import { loadPage } from '@/renderer/load-page';
import type { RedaktionLoad } from '../frame/redaktion-page-props';
import type { PreviewProps } from './preview-props';

export const NO_LIST_PAGE = 'Keine veröffentlichte Seite zeigt diese Sammlung bisher; die Vorschau hat keinen Ort.';

type Item = Record<string, unknown>;

/** The published page that shows this collection's list: the first by path whose blocks call its list. */
async function listPageOf(
  db: RedaktionLoad['db'],
  endpunkt: string,
): Promise<{ pfad: string; inhalt: unknown } | null> {
  const pages = await publishedEnvelopes(db);
  return (
    pages.find((page) =>
      ((page.inhalt as { content?: { context?: { endpoint?: string } }[] }).content ?? []).some(
        (block) => block.context?.endpoint === endpunkt,
      ),
    ) ?? null
  );
}

export async function entryPreviewProps({
  db,
  actor,
  context,
}: RedaktionLoad): Promise<GetServerSidePropsResult<PreviewProps>> {
  const s = requireSammlung(context.params?.sammlung);
  const info = await getEntryInfo(db, s, String(context.params?.id ?? ''));
  await requireInScope(actor, { pfad: info.pfad ?? '', abteilung: info.abteilung });
  const versionId = Number(context.query.version);
  const version =
    Number.isSafeInteger(versionId) && versionId > 0
      ? await getEntryVersion(db, s, info.id, versionId)
      : info.neuesteVersion
        ? await getEntryVersion(db, s, info.id, info.neuesteVersion.id)
        : null;
  if (!version) return { props: { kind: 'problem', text: 'Dieser Eintrag hat noch keine Fassung.' } };
  const draftItem = answerItem(s, info.kennung, version.inhalt, info.pfad);
  const ownPage = context.query.ansicht !== 'liste' && s.detail && info.pfad;
  const place = ownPage
    ? { pfad: info.pfad!, inhalt: entryEnvelope(s, info.kennung, version.inhalt, info.pfad!) }
    : await listPageOf(db, s.endpunkt);
  if (!place) return { props: { kind: 'problem', text: NO_LIST_PAGE } };
  const services = getServices();
  const cms: CmsService = {
    getPage: async () => place.inhalt,
    getMenu: (name) => services.cms.getMenu(name, { draft: true }),
    async call(endpoint, params) {
      const target = callOf(endpoint);
      if (target.sammlung?.name !== s.name) return services.cms.call(endpoint, params);
      if (target.kennung === info.kennung) return { status: 200, body: draftItem };
      const answer = await services.cms.call(endpoint, params);
      if (target.kennung !== null || answer.status !== 200) return answer;
      // This version in place of the published one, or on top of the list when it was never published.
      const key = s.liste ?? 'data';
      const list = ((answer.body as Item)[key] as Item[] | undefined) ?? [];
      const at = list.findIndex((item) => item.id === info.kennung);
      const data = at >= 0 ? list.map((item, i) => (i === at ? draftItem : item)) : [draftItem, ...list];
      return { ...answer, body: { ...(answer.body as Item), [key]: data } };
    },
  };
  const result = await loadPage(
    { path: place.pfad, query: {}, showNotices: true, draft: true },
    { cms, blockMeta, siteUrl: getConfig().siteUrl },
  );
  context.res.setHeader('X-Robots-Tag', 'noindex');
  if (result.kind !== 'page')
    return {
      props: { kind: 'problem', text: 'Diese Fassung kann nicht angezeigt werden. Die Fehler stehen im Formular.' },
    };
  return {
    props: {
      kind: 'seite',
      page: result.page,
      layoutData: await loadLayoutData(services, result.page.layout, { draft: true }),
      fuerRedaktion: true,
    },
  };
}
