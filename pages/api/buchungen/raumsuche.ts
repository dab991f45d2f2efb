// GET /api/buchungen/raumsuche?branchenId=: the room of a directory entry (spec section 7).
import { roomLookup } from '@/lib/booking/api';
import { formApiRoute } from '@/lib/forms/api-route';
import { getBookingService } from '@/lib/services/automation';

export default formApiRoute('GET', async (req) => roomLookup(getBookingService(), req.query.branchenId));
