import { redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { RELEASES_ACTIONS } from '@/lib/redaktion/actions/release-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/pakete`: the Änderungspakete (GET) and a new one (POST). */
export default redaktionRoute(() => RELEASES_ACTIONS);
