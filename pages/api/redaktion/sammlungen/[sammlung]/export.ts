import { collectionExportRoute } from '@/lib/redaktion/actions/collection-export-route';

/** `GET /api/redaktion/sammlungen/<sammlung>/export`: the collection's entries as CSV (any Redaktion session). */
export default collectionExportRoute;
