import { listArchivedPages, listPages } from '@/lib/redaktion/store/pages';
import type { SeiteInfo, SeitenKnoten } from '@/lib/redaktion/shared/types';
import type { Zeitplan } from '@/lib/redaktion/shared/schedule-texts';
import { pendingSchedules } from '@/lib/redaktion/store/schedules';
import { myTasks } from '@/lib/redaktion/store/workflow';
import type { Aufgaben } from '@/lib/redaktion/shared/workflow-types';
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
