import { withRequestBody } from '@/lib/http/request-body';
import { ratsinfoSystem } from '@/lib/ratsinfo/ratsinfo-system';
import { staffHeadersAccepted } from '@/lib/session/staff-routes';
import { handleRatsinfoLogin } from '@/lib/ratsinfo/ratsinfo-routes';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next, and only after the method and
// the Origin were accepted from the headers.
export const config = { api: { bodyParser: false } };

export default withRequestBody(handleRatsinfoLogin, {
  maxBytes: 16 * 1024,
  errorKey: 'message',
  headersFirst: staffHeadersAccepted(ratsinfoSystem),
});
