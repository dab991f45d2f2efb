// POST /api/buchungen/{ebike|lastenrad|raum}/stornieren with body {uuid}, rate-limited per address
// (lib/booking/rate-limit.ts).
import { cancelBookingRequest } from '@/lib/booking/api';
import { bookingLimitOf, withBookingLimit } from '@/lib/booking/rate-limit';
import { routeKind } from '@/lib/booking/route-kind';
import { formApiRoute } from '@/lib/forms/api-route';
import { getBookingService } from '@/lib/services/automation';

// Small bodies only: a booking request is well under 4 kB.
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default formApiRoute('POST', async (req) => {
  const kind = routeKind(req.query.art);
  if (!kind) return { status: 404, body: { fehler: 'Unbekannte Buchungsart' } };
  return withBookingLimit(bookingLimitOf(req), 'stornierung', () =>
    cancelBookingRequest(getBookingService(), kind, req.body),
  );
});
