import { withRequestBody } from '@/lib/http/request-body';
import { redaktionSystem } from '@/lib/redaktion/actions/redaktion-system';
import { staffPasswordRoute, staffHeadersAccepted } from '@/lib/session/staff-routes';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next, and only after the method and
// the Origin were accepted from the headers.
export const config = { api: { bodyParser: false } };

/** `POST /api/redaktion/passwort`: the signed-in account's new password (`aktuell`, `neu`, `wiederholung`). */
export default withRequestBody(staffPasswordRoute(redaktionSystem), {
  maxBytes: 16 * 1024,
  errorKey: 'message',
  headersFirst: staffHeadersAccepted(redaktionSystem),
});
