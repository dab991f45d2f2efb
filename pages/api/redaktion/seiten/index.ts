import { redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { PAGES_ACTIONS } from '@/lib/redaktion/actions/page-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/seiten`: the tree of pages (GET) and a new page (POST). */
export default redaktionRoute(() => PAGES_ACTIONS);
