import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { EINGANG_ACTIONS } from '@/lib/redaktion/actions/desk-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/eingaenge/<id>/<aktion>`: a submission's state and notes (lib/redaktion/actions/desk-actions.ts). */
export default redaktionRoute(({ aktion }) => actionsAt(EINGANG_ACTIONS, aktion));
