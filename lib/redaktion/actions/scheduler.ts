// Every instance of the embedded mode looks for due schedules (lib/redaktion/store/schedules.ts) at a steady interval, so
// a scheduled publication goes out within that interval of its time without anybody opening the Redaktion. Several
// instances may look at once: the claim in the database lets only one carry out each schedule.
import { getScheduleIntervalMs } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import { startIntervalJob, type IntervalJob } from '@/lib/async/interval-job';
import { publishChange, recordChanges } from './publish-change';
import { runDueReleases } from '@/lib/redaktion/store/release-publication';
import { applyRecorded } from '@/lib/revalidation';
import { runDueSchedules } from '@/lib/redaktion/store/schedules';
import { announceDueMoments } from '@/lib/redaktion/store/moments';
import { runDeskJobs } from './desk-jobs';

export type Scheduler = IntervalJob;

export function startScheduler({
  intervalMs = getScheduleIntervalMs(),
  database = getDatabase,
}: { intervalMs?: number; database?: () => Promise<Database> } = {}): Scheduler {
  return startIntervalJob(
    intervalMs,
    async () => {
      const db = await database();
      const carriedOut = await runDueSchedules(db, async (aenderung) => {
        await publishChange(db, aenderung, 'zeitplan');
      });
      // Änderungspakete whose moment has come: every part in one transaction, with its ledger entry.
      const releases = await runDueReleases(db, (tx, aenderungen, zuerst) =>
        recordChanges(tx, aenderungen, zuerst, 'zeitplan'),
      );
      for (const pfade of releases) await applyRecorded(pfade);
      // Published content whose moment has come (a banner's start or end, a tender's deadline): every page that
      // shows it, on every instance.
      const moments = await announceDueMoments(db);
      for (const aenderung of moments) await publishChange(db, aenderung, 'zeitplan');
      // The desk: mails to offices and residents, and what passed its retention deleted.
      const desk = await runDeskJobs(db);
      return carriedOut + releases.length + moments.length + desk;
    },
    'Redaktion: Termine nicht geprüft',
  );
}
