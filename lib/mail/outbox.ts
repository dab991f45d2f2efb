// The mail outbox (table mail_ausgang): a mail is written in the transaction of what caused it (a decision, a new
// submission noticed by the scheduler) and sent afterwards, never in a resident's request, so a relay that is down or
// slow never blocks or fails anything a person does. Every instance's scheduler sends what is due; a claim with a
// lease (FOR UPDATE SKIP LOCKED) lets one instance send each mail, and one that died mid-way passes it on. A failure is
// retried with growing pauses (1, 2, 4 … minutes, at most 6 hours) and given up after MAX_ATTEMPTS, reported.
import type { Database, Sql } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import type { OutgoingMail, SendMail } from './smtp-transport';

export const MAX_ATTEMPTS = 10;
const LEASE = "interval '2 minutes'";
/** A sent mail's row is kept this long (without its text), for the log of what went out. */
const KEEP_SENT = "interval '30 days'";

export interface QueuedMail extends OutgoingMail {
  /** What the mail is about ('eingang:<id>', 'buchung:<uuid>'): deleted with it. */
  bezug?: string | null;
}

export async function enqueueMail(sql: Sql, mail: QueuedMail): Promise<void> {
  await sql.query('INSERT INTO mail_ausgang (an, betreff, text, antwort_an, bezug) VALUES ($1, $2, $3, $4, $5)', [
    mail.an,
    mail.betreff,
    mail.text,
    mail.antwortAn ?? null,
    mail.bezug ?? null,
  ]);
}

/** Minutes until the next attempt after `attempts` failed ones. */
export const retryAfterMinutes = (attempts: number): number => Math.min(2 ** Math.max(attempts - 1, 0), 360);

interface Claimed {
  id: number;
  an: string;
  betreff: string;
  text: string;
  antwort_an: string | null;
  versuche: number;
}

/** Sends the due mails (at most `batch`); resolves with how many went out. */
export async function deliverDueMails(db: Database, send: SendMail, batch = 20): Promise<number> {
  const { rows } = await db.query<Claimed>(
    `UPDATE mail_ausgang SET beansprucht_bis = now() + ${LEASE}, versuche = versuche + 1
     WHERE id IN (
       SELECT id FROM mail_ausgang
       WHERE gesendet_am IS NULL AND aufgegeben_am IS NULL AND faellig_am <= now()
         AND (beansprucht_bis IS NULL OR beansprucht_bis < now())
       ORDER BY faellig_am, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, an, betreff, text, antwort_an, versuche`,
    [batch],
  );
  let sent = 0;
  for (const mail of rows) {
    try {
      await send({ an: mail.an, betreff: mail.betreff, text: mail.text, antwortAn: mail.antwort_an });
      // The text may name a resident: it goes once the mail is out.
      await db.query(
        "UPDATE mail_ausgang SET gesendet_am = now(), text = '', beansprucht_bis = NULL, letzter_fehler = NULL WHERE id = $1",
        [mail.id],
      );
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.versuche >= MAX_ATTEMPTS;
      await db.query(
        `UPDATE mail_ausgang SET beansprucht_bis = NULL, letzter_fehler = $2,
           faellig_am = now() + make_interval(mins => $3::int), aufgegeben_am = CASE WHEN $4 THEN now() END
         WHERE id = $1`,
        [mail.id, message.slice(0, 500), retryAfterMinutes(mail.versuche), giveUp],
      );
      reportError(error, {
        message: giveUp ? 'Mail: Zustellung aufgegeben' : 'Mail: Zustellung fehlgeschlagen, neuer Versuch folgt',
        tags: { bereich: 'mail', versuch: String(mail.versuche) },
      });
    }
  }
  // Sent rows are kept a while (without text) to show what went out, then dropped.
  await db.query(`DELETE FROM mail_ausgang WHERE gesendet_am < now() - ${KEEP_SENT}`);
  return sent;
}

/** Mails about a record that is deleted go with it (a resident's request for deletion, the retention period). */
export async function dropMailsAbout(sql: Sql, bezuege: string[]): Promise<void> {
  if (bezuege.length) await sql.query('DELETE FROM mail_ausgang WHERE bezug = ANY($1::text[])', [bezuege]);
}
