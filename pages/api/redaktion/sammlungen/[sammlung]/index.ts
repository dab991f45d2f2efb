import { redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { COLLECTION_ACTIONS } from '@/lib/redaktion/actions/entry-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/sammlungen/<sammlung>`: the list of a collection (GET) and a new entry (POST). */
export default redaktionRoute(() => COLLECTION_ACTIONS);
