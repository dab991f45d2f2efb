import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { BANNER_ACTIONS } from '@/lib/redaktion/actions/banner-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/warnmeldungen/<id>/<aktion>`: change, submit, publish, end an alert banner. */
export default redaktionRoute(({ aktion }) => actionsAt(BANNER_ACTIONS, aktion));
