import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { ENTRY_ACTIONS } from '@/lib/redaktion/actions/entry-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/sammlungen/<sammlung>/<id>/<aktion>`: one entry's workflow (lib/redaktion/actions/entry-actions.ts). */
export default redaktionRoute(({ aktion }) => actionsAt(ENTRY_ACTIONS, aktion));
