import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { AUSKUNFT_ACTIONS } from '@/lib/redaktion/actions/desk-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/auskunft/<aktion>`: a resident's request for access or deletion (admins). */
export default redaktionRoute(({ aktion }) => actionsAt(AUSKUNFT_ACTIONS, aktion));
