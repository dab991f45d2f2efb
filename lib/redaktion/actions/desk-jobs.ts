// The desk's part of the scheduler (lib/redaktion/actions/scheduler.ts), run by every instance at its interval, each
// piece once however many instances run: new submissions and requests announced to their offices, the due mails of
// the outbox sent (claimed with a lease), and what passed its retention deleted (an advisory lock). Mail is off while
// SMTP_HOST is unset: then nothing is announced or sent. After a decision the route asks for the mails at once
// (`deliverSoon`), so the resident's mail does not wait for the next interval.
import type { Database } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { getMailConfig } from '@/lib/mail/mail-config';
import { deliverDueMails } from '@/lib/mail/outbox';
import { smtpSender } from '@/lib/mail/smtp-transport';
import { deleteExpired } from '@/lib/redaktion/store/aufbewahrung';
import { listRessourcen } from '@/lib/redaktion/store/buchungsdesk';
import { announceNewRecords } from '@/lib/redaktion/store/desk-benachrichtigung';
import { loadDesk } from '@/lib/redaktion/store/eingaenge';

async function sendMails(db: Database): Promise<number> {
  const config = getMailConfig();
  if (!config) return 0;
  const desk = await loadDesk(db);
  await announceNewRecords(db, desk, await listRessourcen());
  return deliverDueMails(db, smtpSender(config));
}

let sending: Promise<number> | null = null;

/** Sends the due mails in this process now, unless a delivery runs already (which then takes them). */
export function deliverSoon(db: Database): void {
  if (!getMailConfig()) return;
  sending ??= sendMails(db)
    .catch((error: unknown) => {
      reportError(error, { message: 'Mail: Versand nicht möglich' });
      return 0;
    })
    .finally(() => {
      sending = null;
    });
}

/** One run of the desk's jobs; resolves with how much it did (mails sent and records deleted). */
export async function runDeskJobs(db: Database): Promise<number> {
  let done = 0;
  try {
    const deleted = await deleteExpired(db);
    done += deleted.eingaenge + deleted.buchungen;
  } catch (error) {
    reportError(error, { message: 'Aufbewahrungsfrist: Löschen fehlgeschlagen' });
  }
  // A delivery already running in this process (deliverSoon) takes the due mails; this run waits for it.
  sending ??= sendMails(db).finally(() => {
    sending = null;
  });
  try {
    done += await sending;
  } catch (error) {
    reportError(error, { message: 'Mail: Versand nicht möglich' });
  }
  return done;
}
