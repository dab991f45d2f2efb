import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { MENU_ACTIONS } from '@/lib/redaktion/actions/menu-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/menues/<name>/<aktion>`: save, list and publish versions of a menu (lib/redaktion/actions/menu-actions.ts). */
export default redaktionRoute(({ aktion }) => actionsAt(MENU_ACTIONS, aktion));
