// The shell of the routes under /api/buchungen/<art>: the kind from the path (404 for anything
// else), for state changes the per-address limit (lib/buchungen/rate-limit.ts), and around both the
// shell of every form route (lib/forms/api-route.ts: method, Origin, body, no-store, JSON).
import type { NextApiRequest } from 'next';
import { isBuchungsart, type Buchungsart } from '@/codegen/out/form-names';
import { formApiRoute } from '@/lib/forms/api-route';
import type { ApiAnswer } from '@/lib/http/api-answer';
import { bookingLimitOf, withBookingLimit, type BookingAction } from './rate-limit';

export function bookingRoute(
  method: 'GET' | 'POST',
  run: (kind: Buchungsart, req: NextApiRequest) => Promise<ApiAnswer>,
  options: { limit?: BookingAction; maxBodyBytes?: number } = {},
) {
  return formApiRoute(
    method,
    async (req) => {
      const kind = req.query.art;
      if (!isBuchungsart(kind)) return { status: 404, body: { fehler: 'Unbekannte Buchungsart' } };
      return options.limit
        ? withBookingLimit(bookingLimitOf(req), options.limit, () => run(kind, req))
        : run(kind, req);
    },
    { maxBodyBytes: options.maxBodyBytes },
  );
}
