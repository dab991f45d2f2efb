import { redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { BUCHUNGEN_ACTIONS } from '@/lib/redaktion/actions/desk-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/buchungen`: days blocked for maintenance (POST). */
export default redaktionRoute(() => BUCHUNGEN_ACTIONS);
