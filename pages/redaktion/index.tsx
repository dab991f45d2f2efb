import { listArchivedPages, listPages, type SeiteInfo, type SeitenKnoten } from '@/lib/redaktion/pages';
import type { Zeitplan } from '@/lib/redaktion/schedule-texts';
import { pendingSchedules } from '@/lib/redaktion/schedules';
import { myTasks } from '@/lib/redaktion/workflow';
import type { Aufgaben } from '@/lib/redaktion/workflow-types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { PageTree } from '@/renderer/redaktion/tree/PageTree';

// The Redaktion's start: the login, or "Meine Aufgaben" and every page as a tree.
export const getServerSideProps = redaktionPageProps<{
  seiten: SeitenKnoten[];
  archiv: SeiteInfo[];
  aufgaben: Aufgaben;
  termine: Zeitplan[];
}>(async ({ db, actor }) => ({
  props: {
    seiten: await listPages(db),
    archiv: await listArchivedPages(db),
    aufgaben: await myTasks(db, actor),
    termine: await pendingSchedules(db),
  },
}));

export default redaktionPage('Seiten', PageTree);
