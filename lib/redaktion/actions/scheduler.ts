// Every instance of the embedded mode looks for due schedules (lib/redaktion/store/schedules.ts) at a steady interval, so
// a scheduled publication goes out within that interval of its time without anybody opening the Redaktion. Several
// instances may look at once: the claim in the database lets only one carry out each schedule.
import { getScheduleIntervalMs } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import { startIntervalJob, type IntervalJob } from '@/lib/async/interval-job';
import { publishChange } from './publish-change';
import { runDueSchedules } from '@/lib/redaktion/store/schedules';
import { announceDueBanners } from '@/lib/redaktion/store/warnmeldungen';
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
      // Alert banners whose start or end time has come: every page of their area, on every instance.
      const banners = await announceDueBanners(db);
      for (const aenderung of banners) await publishChange(db, aenderung, 'zeitplan');
      // The desk: mails to offices and residents, and what passed its retention deleted.
      const desk = await runDeskJobs(db);
      return carriedOut + banners.length + desk;
    },
    'Redaktion: Termine nicht geprüft',
  );
}
