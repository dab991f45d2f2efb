// GET /api/buchungen/{ebike|lastenrad|raum}/status?uuid=: where a request stands, for its cancellation page.
import { bookingStatus } from '@/lib/buchungen/api';
import { bookingRoute } from '@/lib/buchungen/route';
import { getBookingService } from '@/lib/wiring/automation';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

export default bookingRoute('GET', (kind, req) => bookingStatus(getBookingService(), kind, req.query.uuid));
