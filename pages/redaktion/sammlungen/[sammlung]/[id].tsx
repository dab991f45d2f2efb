import { getEntryInfo, getEntryVersion, requireSammlung } from '@/lib/redaktion/store/entries';
import { formContextOf } from '@/lib/medien/editor-pickers';
import { submissionOf } from '@/lib/redaktion/store/entry-submissions';
import { withoutVersion } from '@/lib/sammlungen/entry-shape';
import { requireInScope } from '@/lib/redaktion/store/page-scope';
import { pendingSchedules } from '@/lib/redaktion/store/schedules';
import { approvalState } from '@/lib/redaktion/store/workflow';
import { releaseStand } from '@/lib/redaktion/store/releases';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { EntryEditor, type EntryEditorProps } from '@/renderer/redaktion/collections/EntryEditor';
import { sammlungSicht } from '@/renderer/redaktion/collections/collection-view-types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';

// One entry in the editor: its newest version, its workflow state and plans, the pickers' pages and images.
export const getServerSideProps = redaktionPageProps<EntryEditorProps>(async ({ db, actor, context }) => {
  const s = requireSammlung(context.params?.sammlung);
  const eintrag = await getEntryInfo(db, s, String(context.params?.id ?? ''));
  if (eintrag.status === 'archiviert' || !eintrag.neuesteVersion)
    throw new RedaktionError(404, 'Diesen Eintrag gibt es nicht.');
  // An entry of another office shows the reason instead of the form.
  await requireInScope(actor, { pfad: eintrag.pfad ?? '', abteilung: eintrag.abteilung });
  const newest = await getEntryVersion(db, s, eintrag.id, eintrag.neuesteVersion.id);
  return {
    props: {
      sammlung: sammlungSicht(s),
      eintrag,
      // The form shows the entry; its stored version is the store's (a save stamps this build's).
      inhalt: (withoutVersion(newest.inhalt) ?? {}) as Record<string, unknown>,
      stand: await approvalState(db, newest.id),
      termine: await pendingSchedules(db, eintrag.id),
      formContext: await formContextOf(db),
      paketStand: await releaseStand(db, eintrag.id),
      einsendung: await submissionOf(db, eintrag.id),
    },
  };
});

export default redaktionPage<EntryEditorProps>(
  ({ sammlung, eintrag }) => `Bearbeiten: ${eintrag.titel} (${sammlung.eintrag})`,
  EntryEditor,
);
