// Booking requests and cancellations are limited like the other forms (lib/forms/rate-limit.ts:
// the same table, sliding window of 10 minutes, German message, 429 with Retry-After), per client
// address: by default 10 booking requests (all kinds together) and, separately, 10 cancellations
// (BOOKING_RATE_LIMIT, lib/config.ts).
// A person needs one to three requests for a booking (the browser checks the fields and the
// calendar before it sends), so a family booking e-bikes, the cargo bike and a room, with a
// retry after a conflict, stays well below; a script that fills the calendar with made-up
// requests, or floods the form service and its confirmation mails, stops after 10.
// Every request that reaches the limit counts, also an invalid or conflicting one: the slot is
// taken atomically before the request is looked at, so simultaneous requests cannot slip past a
// check made before they are counted, and each conflict still costs a locking transaction.
import type { IncomingMessage } from 'node:http';
import { getBookingRateLimit, getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import { reportError } from '@/lib/error-reporting';
import { pruneLimits, takeSubmissionSlot, tooManyAnswer } from '@/lib/forms/rate-limit';
import { clientAddress } from '@/lib/http/client-address';
import type { ApiAnswer } from '@/lib/http/api-answer';

export type BookingAction = 'buchung' | 'stornierung';

export function bookingLimitKey(action: BookingAction, address: string): string {
  return `${action}:${address}`;
}

export interface BookingLimit {
  database: () => Promise<Database>;
  /** The client's address (lib/http/client-address.ts). */
  address: string;
  /** Requests per address and action in the window (getBookingRateLimit()). */
  max: number;
  now?: Date;
}

/** The limit of this request: the site's database, the client's address, the configured maximum. */
export function bookingLimitOf(req: Pick<IncomingMessage, 'headers' | 'socket'>): BookingLimit {
  return {
    database: getDatabase,
    address: clientAddress(req, getSessionConfig().trustProxy),
    max: getBookingRateLimit(),
  };
}

/** Runs the request when the address still has a slot; otherwise answers 429 without running it. */
export async function withBookingLimit(
  limit: BookingLimit,
  action: BookingAction,
  run: () => Promise<ApiAnswer>,
): Promise<ApiAnswer & { headers?: Record<string, string> }> {
  const now = limit.now ?? new Date();
  try {
    const db = await limit.database();
    const decision = await takeSubmissionSlot(db, bookingLimitKey(action, limit.address), now, limit.max);
    await pruneLimits(db, now);
    if (!decision.allowed) return tooManyAnswer(decision.retryAt, now);
  } catch (error) {
    reportError(error, { message: `Anfragelimit ${action} nicht prüfbar`, tags: { bereich: 'buchung' } });
    return { status: 502, body: { fehler: 'Dienst nicht erreichbar' } };
  }
  return run();
}
