// POST /api/buchungen/{ebike|lastenrad|raum}: a booking request (lib/buchungen/api.ts), rate-limited
// per address (lib/buchungen/rate-limit.ts).
import { submitBooking } from '@/lib/buchungen/api';
import { bookingLimitOf, withBookingLimit } from '@/lib/buchungen/rate-limit';
import { routeKind } from '@/lib/buchungen/route-kind';
import { formApiRoute } from '@/lib/forms/api-route';
import { getBookingService } from '@/lib/services/automation';

// The body is read by formApiRoute (lib/http/request-body.ts), not by Next.
export const config = { api: { bodyParser: false } };

export default formApiRoute(
  'POST',
  async (req) => {
    const kind = routeKind(req.query.art);
    if (!kind) return { status: 404, body: { fehler: 'Unbekannte Buchungsart' } };
    return withBookingLimit(bookingLimitOf(req), 'buchung', () => submitBooking(getBookingService(), kind, req.body));
  },
  // Small bodies only: a booking request is well under 4 kB.
  { maxBodyBytes: 16 * 1024 },
);
