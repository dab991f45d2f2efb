import { withRequestBody } from '@/lib/http/request-body';
import { handleRatsinfoCalendarRenewal } from '@/lib/ratsinfo/ratsinfo-routes';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

export default withRequestBody(handleRatsinfoCalendarRenewal, { maxBytes: 16 * 1024, errorKey: 'message' });
