import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { COLLECTION_BULK_ACTIONS } from '@/lib/redaktion/actions/entry-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/sammlungen/<sammlung>/alle/<aktion>`: several entries at once (lib/redaktion/actions/entry-actions.ts). */
export default redaktionRoute(({ aktion }) => actionsAt(COLLECTION_BULK_ACTIONS, aktion));
