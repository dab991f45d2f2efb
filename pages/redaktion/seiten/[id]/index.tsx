import type { Seite } from '@/codegen/out/types';
import { getPageVersion } from '@/lib/redaktion/page-versions';
import { getPageInfo, listPages } from '@/lib/redaktion/pages';
import { flattenTree } from '@/lib/redaktion/page-tree';
import { PUBLISHING_ROLES } from '@/lib/redaktion/roles';
import { siteImages } from '@/lib/redaktion/site-images';
import { RedaktionError } from '@/lib/redaktion/types';
import { pendingSchedules } from '@/lib/redaktion/schedules';
import { approvalState } from '@/lib/redaktion/workflow';
import { PageEditor, type PageEditorProps } from '@/renderer/redaktion/editor/PageEditor';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';

// One page in the editor: its newest version, the pages for the page picker, the images for the media picker.
export const getServerSideProps = redaktionPageProps<PageEditorProps>(async ({ db, actor, context }) => {
  const info = await getPageInfo(db, String(context.params?.id ?? ''));
  if (info.status === 'archiviert' || !info.neuesteVersion) throw new RedaktionError(404, 'Diese Seite gibt es nicht.');
  const newest = await getPageVersion(db, info.id, info.neuesteVersion.id);
  return {
    props: {
      page: {
        id: info.id,
        pfad: info.pfad,
        version: { id: newest.id, nummer: newest.nummer },
        geaendert: newest.erstelltAm,
      },
      envelope: newest.inhalt as Seite,
      mayPublish: PUBLISHING_ROLES.includes(actor.role),
      freigabe: await approvalState(db, newest.id),
      termine: await pendingSchedules(db, info.id),
      formContext: { pages: flattenTree(await listPages(db)), images: await siteImages() },
    },
  };
});

export default redaktionPage<PageEditorProps>(({ envelope }) => `Bearbeiten: ${envelope.title || 'Seite'}`, PageEditor);
