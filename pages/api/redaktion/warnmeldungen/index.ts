import { redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { BANNERS_ACTIONS } from '@/lib/redaktion/actions/banner-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/warnmeldungen`: the alert banners (GET) and a new draft (POST). */
export default redaktionRoute(() => BANNERS_ACTIONS);
