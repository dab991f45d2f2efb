// POST /api/buchungen/{ebike|lastenrad|raum}: a booking request (lib/buchungen/api.ts), rate-limited
// per address (lib/buchungen/rate-limit.ts).
import { submitBooking } from '@/lib/buchungen/api';
import { bookingRoute } from '@/lib/buchungen/route';
import { getBookingService } from '@/lib/wiring/automation';

// The body is read by the route shell (lib/http/request-body.ts), not by Next.
export const config = { api: { bodyParser: false } };

export default bookingRoute('POST', (kind, req) => submitBooking(getBookingService(), kind, req.body), {
  limit: 'buchung',
  // Small bodies only: a booking request is well under 4 kB.
  maxBodyBytes: 16 * 1024,
});
