import { handleRatsinfoDocument } from '@/lib/ratsinfo/ratsinfo-routes';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

export default handleRatsinfoDocument;
