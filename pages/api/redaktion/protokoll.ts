import { redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { readAudit } from '@/lib/redaktion/store/audit';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `GET /api/redaktion/protokoll?vor=<id>`: the audit log, newest first, 50 per page (admins only). */
export default redaktionRoute(() => ({
  async GET({ db, actor, query }) {
    const vor = Number(query.vor);
    return { status: 200, body: await readAudit(db, actor, Number.isSafeInteger(vor) && vor > 0 ? { vor } : {}) };
  },
}));
