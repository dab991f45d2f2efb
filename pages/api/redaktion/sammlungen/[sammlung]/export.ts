import { collectionExportRoute } from '@/lib/redaktion/actions/collection-export-route';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

/** `GET /api/redaktion/sammlungen/<sammlung>/export`: the collection's entries as CSV (any Redaktion session). */
export default collectionExportRoute;
