// The preview of the Redaktion: a page as the real pipeline renders it (the same loadPage, blocks, validators and
// layout as the public route), from content that is not published. The editor posts what its form holds (unsaved
// too) as `umschlag`; a link names a stored version (`?version=<id>`); else the newest version is shown. Invalid
// blocks show the renderer's notice, menus are their newest versions, and nothing of it is cached anywhere.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { blockMeta } from '@/codegen/out/block-meta';
import { withCurrentVersions } from '@/lib/blocks/migrate';
import { getConfig } from '@/lib/config';
import { readRequestBody } from '@/lib/http/request-body';
import { getPageVersion } from '@/lib/redaktion/store/page-versions';
import { getPageInfo } from '@/lib/redaktion/store/pages';
import { RedaktionError, type Actor } from '@/lib/redaktion/shared/types';
import type { Database } from '@/lib/db/database';
import { withMediaAccess } from '@/lib/medien/media-access';
import { MAX_CONTENT_BYTES } from '@/lib/redaktion/store/versions';
import { getServices } from '@/lib/wiring';
import type { CmsService } from '@/lib/services/cms/cms-service';
import { isSameOrigin } from '@/lib/http/origin-check';
import type { CmsPageProps } from '@/renderer/CmsPageView';
import { loadLayoutData } from '@/renderer/load-layout';
import { loadPage } from '@/renderer/load-page';
import type { RedaktionLoad } from '../frame/redaktion-page-props';
import { requireInScope } from '@/lib/redaktion/store/page-scope';

export const PREVIEW_UNREADABLE = 'Die Vorschau konnte den Inhalt des Formulars nicht lesen.';

/** The fields of a preview's form, or undefined for a GET. */
export async function postedPreview(
  context: GetServerSidePropsContext,
): Promise<{ umschlag?: unknown; zugang?: unknown } | undefined> {
  const { req } = context;
  if (req.method !== 'POST') return undefined;
  // A page of another site must not be able to render its content here, in an editor's session.
  if (!isSameOrigin(req, getConfig().siteUrl)) throw new RedaktionError(403, PREVIEW_UNREADABLE);
  const body = await readRequestBody(req, MAX_CONTENT_BYTES + 64 * 1024);
  if (!body.ok || typeof body.body !== 'object' || body.body === null)
    throw new RedaktionError(400, PREVIEW_UNREADABLE);
  return body.body as { umschlag?: unknown; zugang?: unknown };
}

/** The envelope of a preview's form, in the current shape of every block. */
export function parsePostedEnvelope(raw: unknown): unknown {
  try {
    // The editor's form holds the current shape of every block, as the save API takes it: a block added in the form
    // has no version yet and must not be read as the specification's version 1.
    return withCurrentVersions(JSON.parse(String(raw)));
  } catch {
    throw new RedaktionError(400, PREVIEW_UNREADABLE);
  }
}

/** The envelope the editor posted, or undefined for a GET. */
async function postedEnvelope(context: GetServerSidePropsContext): Promise<unknown> {
  const posted = await postedPreview(context);
  return posted === undefined ? undefined : parsePostedEnvelope(posted.umschlag);
}

export type PreviewProps = ({ kind: 'seite' } & CmsPageProps) | { kind: 'problem'; text: string };

export const NOT_RENDERABLE =
  'Diese Fassung kann nicht angezeigt werden: Seitentitel und Layout müssen ausgefüllt sein. Die Fehler stehen im Formular.';

export async function previewProps({
  db,
  actor,
  context,
}: RedaktionLoad): Promise<GetServerSidePropsResult<PreviewProps>> {
  const posted = await postedEnvelope(context).catch((error: unknown) => {
    if (error instanceof RedaktionError) return error;
    throw error;
  });
  if (posted instanceof RedaktionError) return { props: { kind: 'problem', text: posted.message } };
  const versionId = Number(context.query.version);
  context.res.setHeader('X-Robots-Tag', 'noindex');
  return {
    props: await renderPreview(db, actor, String(context.params?.id ?? ''), {
      envelope: posted,
      versionId: Number.isSafeInteger(versionId) && versionId > 0 ? versionId : undefined,
    }),
  };
}

/**
 * The page as the real pipeline renders it: the posted envelope, else the named version, else the newest.
 * `zugang`: the preview's token, added to the media library's addresses for a frame without the session's cookie.
 */
export async function renderPreview(
  db: Database,
  actor: Actor,
  seiteId: string,
  { envelope: posted, versionId, zugang }: { envelope?: unknown; versionId?: number; zugang?: string },
): Promise<PreviewProps> {
  const info = await getPageInfo(db, seiteId);
  // An account limited to some offices sees no other office's draft, as in the editor.
  await requireInScope(actor, info);
  const stored =
    posted ??
    (versionId
      ? (await getPageVersion(db, info.id, versionId)).inhalt
      : info.neuesteVersion
        ? (await getPageVersion(db, info.id, info.neuesteVersion.id)).inhalt
        : null);
  const envelope = zugang ? withMediaAccess(stored, zugang) : stored;
  const services = getServices();
  const cms: CmsService = {
    getPage: async () => envelope,
    getMenu: (name) => services.cms.getMenu(name, { draft: true }),
    call: (endpoint, params) => services.cms.call(endpoint, params),
  };
  const result = await loadPage(
    { path: info.pfad, query: {}, showNotices: true, draft: true },
    { cms, blockMeta, siteUrl: getConfig().siteUrl },
  );
  if (result.kind !== 'page') return { kind: 'problem', text: NOT_RENDERABLE };
  // Every block marked with its id: the accessibility check of this HTML names the block of each finding.
  const page = { ...result.page, blocks: result.page.blocks.map((block) => ({ ...block, marker: block.key })) };
  return {
    kind: 'seite',
    page,
    layoutData: await loadLayoutData(services, page.layout, { draft: true }),
    fuerRedaktion: true,
  };
}
