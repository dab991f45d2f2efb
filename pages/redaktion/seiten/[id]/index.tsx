import type { Seite } from '@/codegen/out/types';
import { getPageVersion } from '@/lib/redaktion/store/page-versions';
import { requireInScope } from '@/lib/redaktion/store/page-scope';
import { getPageInfo, listPages } from '@/lib/redaktion/store/pages';
import { publishedPagesBut } from '@/lib/redaktion/shared/page-tree';
import { darf } from '@/lib/redaktion/shared/permissions';
import { formContextOf } from '@/lib/medien/editor-pickers';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { withValidBlockIds } from '@/lib/redaktion/shared/block-ids';
import { pendingSchedules } from '@/lib/redaktion/store/schedules';
import { approvalState } from '@/lib/redaktion/store/workflow';
import { linkTargets } from '@/lib/redaktion/store/link-targets';
import { withdrawalOf } from '@/lib/redaktion/store/withdrawals';
import { releaseStand } from '@/lib/redaktion/store/releases';
import { PageEditor, type PageEditorProps } from '@/renderer/redaktion/editor/PageEditor';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';

// One page in the editor: its newest version, the pages for the page picker, the images for the media picker.
export const getServerSideProps = redaktionPageProps<PageEditorProps>(async ({ db, actor, context }) => {
  const info = await getPageInfo(db, String(context.params?.id ?? ''));
  if (info.status === 'archiviert' || !info.neuesteVersion) throw new RedaktionError(404, 'Diese Seite gibt es nicht.');
  // A page outside the account's editing rights shows the reason instead of the form.
  await requireInScope(actor, info);
  const newest = await getPageVersion(db, info.id, info.neuesteVersion.id);
  return {
    props: {
      page: {
        id: info.id,
        pfad: info.pfad,
        version: { id: newest.id, nummer: newest.nummer, stand: newest.zwischenstaende },
        geaendert: newest.gespeichertAm,
      },
      envelope: withValidBlockIds(newest.inhalt as Seite),
      rolle: actor.role,
      mayPublish: darf(actor.role, 'zurueckweisen', 'zur_freigabe'),
      freigabe: await approvalState(db, newest.id),
      termine: await pendingSchedules(db, info.id),
      zurueckziehen: {
        veroeffentlicht: info.veroeffentlichteVersionId !== null,
        rueckzug: await withdrawalOf(db, info.id),
        ziele: publishedPagesBut(await listPages(db), info.id),
      },
      formContext: await formContextOf(db),
      linkTargets: await linkTargets(db),
      paketStand: await releaseStand(db, info.id),
    },
  };
});

export default redaktionPage<PageEditorProps>(({ envelope }) => `Bearbeiten: ${envelope.title || 'Seite'}`, PageEditor);
