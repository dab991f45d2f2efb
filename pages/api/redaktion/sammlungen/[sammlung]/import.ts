import { redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { IMPORT_ACTIONS } from '@/lib/redaktion/actions/entry-actions';
import { MAX_IMPORT_BYTES } from '@/lib/redaktion/shared/entry-import';

// The file is the raw body, read by lib/http/bounded-upload.ts within the import's limit, not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/sammlungen/<sammlung>/import`: a CSV or iCalendar file's preview, or its confirmed import. */
export default redaktionRoute(() => IMPORT_ACTIONS, { uploadMaxBytes: MAX_IMPORT_BYTES });
