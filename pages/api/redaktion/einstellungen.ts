import { redaktionRoute, type MethodsOf } from '@/lib/redaktion/actions/api-route';
import type { EinstellungenApi } from '@/lib/redaktion/shared/api-contract';
import { readSettings, writeSettings } from '@/lib/redaktion/store/settings';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `GET/POST /api/redaktion/einstellungen`: the Redaktion's settings (`{ vierAugen }`); changed by admins only. */
export default redaktionRoute(
  () =>
    ({
      async GET({ db }) {
        return { status: 200, body: { ...(await readSettings(db)) } };
      },
      async POST({ db, actor, body }) {
        return { status: 200, body: { ...(await writeSettings(db, actor, body)) } };
      },
    }) satisfies MethodsOf<EinstellungenApi>,
);
