import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { MEDIUM_ACTIONS } from '@/lib/medien/media-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/medien/<id>/<aktion>`: describe, delete, or where a file is used (lib/medien/media-actions.ts). */
export default redaktionRoute(({ aktion }) => actionsAt(MEDIUM_ACTIONS, aktion));
