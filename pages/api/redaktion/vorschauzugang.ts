import { redaktionRoute, type MethodsOf } from '@/lib/redaktion/actions/api-route';
import type { VorschauzugangApi } from '@/lib/redaktion/shared/api-contract';
import { issuePreviewAccess } from '@/lib/redaktion/store/preview-access';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `POST /api/redaktion/vorschauzugang`: a token for the editor's preview on its own site (preview-access.ts). */
export default redaktionRoute(
  () =>
    ({
      async POST({ db, actor }) {
        return { status: 201, body: await issuePreviewAccess(db, actor) };
      },
    }) satisfies MethodsOf<VorschauzugangApi>,
);
