// GET /api/buchungen/raumsuche?branchenId=: the room of a directory entry (spec section 7).
import { raumLookup } from '@/lib/buchungen/api';
import { formApiRoute } from '@/lib/forms/api-route';
import { getBookingService } from '@/lib/wiring/automation';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

export default formApiRoute('GET', async (req) => raumLookup(getBookingService(), req.query.branchenId));
