import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { ACCOUNT_ACTIONS } from '@/lib/redaktion/actions/account-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/konten/<id>/<aktion>`: an account's editing rights (lib/redaktion/actions/account-actions.ts). */
export default redaktionRoute(({ aktion }) => actionsAt(ACCOUNT_ACTIONS, aktion));
