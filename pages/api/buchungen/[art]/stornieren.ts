// POST /api/buchungen/{ebike|lastenrad|raum}/stornieren with body {uuid}, rate-limited per address
// (lib/buchungen/rate-limit.ts).
import { cancelBookingRequest } from '@/lib/buchungen/api';
import { bookingRoute } from '@/lib/buchungen/route';
import { getBookingService } from '@/lib/wiring/automation';

// The body is read by the route shell (lib/http/request-body.ts), not by Next.
export const config = { api: { bodyParser: false } };

export default bookingRoute('POST', (kind, req) => cancelBookingRequest(getBookingService(), kind, req.body), {
  limit: 'stornierung',
  // Small bodies only: a cancellation carries one uuid.
  maxBodyBytes: 4 * 1024,
});
