import { withRequestBody } from '@/lib/http/request-body';
import { handleCouncilPasswordChange } from '@/lib/session/council-api';

// The body is read by lib/http/request-body.ts (German JSON refusals), not by Next.
export const config = { api: { bodyParser: false } };

export default withRequestBody(handleCouncilPasswordChange, { maxBytes: 16 * 1024, errorKey: 'message' });
