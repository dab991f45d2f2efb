// GET /api/buchungen/{ebike|lastenrad|raum}/verfuegbarkeit[?raum=]: the reserved dates.
import { availability } from '@/lib/buchungen/api';
import { routeKind } from '@/lib/buchungen/route-kind';
import { formApiRoute } from '@/lib/forms/api-route';
import { getBookingService } from '@/lib/services/automation';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

export default formApiRoute('GET', async (req) => {
  const kind = routeKind(req.query.art);
  return kind
    ? availability(getBookingService(), kind, req.query.raum)
    : { status: 404, body: { fehler: 'Unbekannte Buchungsart' } };
});
