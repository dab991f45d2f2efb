import { listArchivedPages, listPages } from '@/lib/redaktion/store/pages';
import type { SeiteInfo, SeitenKnoten } from '@/lib/redaktion/shared/types';
import type { Zeitplan } from '@/lib/redaktion/shared/schedule-texts';
import { pendingSchedules } from '@/lib/redaktion/store/schedules';
import { myTasks } from '@/lib/redaktion/store/workflow';
import { releaseTasks } from '@/lib/redaktion/store/releases';
import type { Aufgaben } from '@/lib/redaktion/shared/workflow-types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { PageTree } from '@/renderer/redaktion/tree/PageTree';
import { dueReviewsFor } from '@/lib/redaktion/store/stewardship';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';
import { amtNamen } from '@/lib/redaktion/store/page-scope';
import { beschreibeBereich, istBegrenzt } from '@/lib/redaktion/shared/page-scope';
import type { Pflegestand } from '@/lib/redaktion/shared/types';

// The Redaktion's start: the login, or "Meine Aufgaben" (with the reviews due) and every page as a tree.
export const getServerSideProps = redaktionPageProps<{
  seiten: SeitenKnoten[];
  archiv: SeiteInfo[];
  aufgaben: Aufgaben;
  termine: Zeitplan[];
  pruefungen: Pflegestand[];
  bereichText: string | null;
}>(async ({ db, actor }) => ({
  props: {
    seiten: await listPages(db),
    archiv: await listArchivedPages(db),
    aufgaben: { ...(await myTasks(db, actor)), pakete: await releaseTasks(db, actor) },
    termine: await pendingSchedules(db),
    pruefungen: await dueReviewsFor(db, actor, await readAbteilungen(db)),
    // Other offices' pages stay in the tree (greyed, read only): the tree keeps its shape, and editors see where
    // things are.
    bereichText: istBegrenzt(actor.bereich)
      ? `Ihr Konto darf nur ${beschreibeBereich(actor.bereich, await amtNamen(db))} bearbeiten; die übrigen Seiten sind nur zu lesen.`
      : null,
  },
}));

export default redaktionPage('Seiten', PageTree);
