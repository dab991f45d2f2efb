// The preview on its own site (issue 45; lib/security/preview-site.js): the host page the editor frames, and the
// page it draws, posted with the preview's token instead of a session (no cookie reaches a frame of another site).
// Neither shows anything of the Redaktion around the page.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getConfig } from '@/lib/config';
import { reportError } from '@/lib/error-reporting';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { previewAccessActor } from '@/lib/redaktion/store/preview-access';
import { redaktionStore } from '@/lib/redaktion/store/redaktion-store';
import { editorOrigin } from '@/lib/security/preview-site';
import { parsePostedEnvelope, postedPreview, renderPreview, type PreviewProps } from './preview-props';

/** The host page: which editor may talk to it. */
export async function previewHostProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<{ editorOrigin: string }>> {
  if (getConfig().cmsUrl) return { notFound: true };
  const host = context.req.headers.host ?? new URL(getConfig().siteUrl).host;
  const own = `${new URL(getConfig().siteUrl).protocol}//${host}`;
  return {
    props: {
      editorOrigin: editorOrigin(own, { siteUrl: getConfig().siteUrl, vorschauUrl: process.env.VORSCHAU_URL }),
    },
  };
}

export const PREVIEW_ONLY_IN_EDITOR = 'Diese Vorschau zeigt der Editor der Redaktion.';
export const PREVIEW_ACCESS_ENDED = 'Der Zugang der Vorschau ist abgelaufen; der Editor holt einen neuen.';
const PREVIEW_FAILED = 'Die Vorschau konnte nicht erstellt werden. Bitte versuchen Sie es gleich noch einmal.';

export type IsolatedPreviewProps = PreviewProps | { kind: 'zugang'; text: string };

/** The page drawn in the host's frame: POSTed `umschlag` and `zugang`, the account of the token as it is now. */
export async function isolatedPreviewProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<IsolatedPreviewProps>> {
  if (getConfig().cmsUrl) return { notFound: true };
  const problem = (status: number, text: string) => {
    context.res.statusCode = status;
    return { props: { kind: 'problem' as const, text } };
  };
  try {
    const posted = await postedPreview(context);
    if (!posted) return problem(405, PREVIEW_ONLY_IN_EDITOR);
    const db = await redaktionStore();
    const actor = await previewAccessActor(db, posted.zugang);
    if (!actor) {
      context.res.statusCode = 401;
      return { props: { kind: 'zugang', text: PREVIEW_ACCESS_ENDED } };
    }
    const envelope = parsePostedEnvelope(posted.umschlag);
    const seiteId = String(context.params?.id ?? '');
    return { props: await renderPreview(db, actor, seiteId, { envelope, zugang: String(posted.zugang) }) };
  } catch (error) {
    if (error instanceof RedaktionError) return problem(error.status, error.message);
    reportError(error, { message: 'Redaktion: Vorschau nicht erstellt' });
    return problem(500, PREVIEW_FAILED);
  }
}
