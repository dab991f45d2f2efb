import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { RELEASE_ACTIONS } from '@/lib/redaktion/actions/release-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/pakete/<id>/<aktion>`: one Änderungspaket (lib/redaktion/actions/release-actions.ts). */
export default redaktionRoute(({ aktion }) => actionsAt(RELEASE_ACTIONS, aktion));
