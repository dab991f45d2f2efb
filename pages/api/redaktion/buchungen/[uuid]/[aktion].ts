import { actionsAt, redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { BUCHUNG_ACTIONS } from '@/lib/redaktion/actions/desk-actions';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/buchungen/<uuid>/<aktion>`: accept or decline a request, lift a block. */
export default redaktionRoute(({ aktion }) => actionsAt(BUCHUNG_ACTIONS, aktion));
