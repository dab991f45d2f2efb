import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { EINGANGSART_ACTIONS } from '@/lib/redaktion/actions/desk-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/eingangsarten/<art>/<aktion>`: a form's office and retention (admins). */
export default redaktionRoute(({ aktion }) => actionsAt(EINGANGSART_ACTIONS, aktion));
