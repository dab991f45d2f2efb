import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { PAGE_ACTIONS } from '@/lib/redaktion/actions/page-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/seiten/<id>/<aktion>`: save, publish, rename, archive … a page (lib/redaktion/actions/page-actions.ts). */
export default redaktionRoute(({ aktion }) => actionsAt(PAGE_ACTIONS, aktion));
