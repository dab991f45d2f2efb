import { withRequestBody } from '@/lib/http/request-body';
import { intranetSystem } from '@/lib/intranet/intranet-system';
import { staffHeadersAccepted } from '@/lib/session/staff-routes';
import { handleIntranetLogout } from '@/lib/intranet/intranet-routes';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next, and only after the method and
// the Origin were accepted from the headers.
export const config = { api: { bodyParser: false } };

export default withRequestBody(handleIntranetLogout, {
  maxBytes: 16 * 1024,
  errorKey: 'message',
  headersFirst: staffHeadersAccepted(intranetSystem),
});
