import { redaktionRoute } from '@/lib/redaktion/actions/api-route';
import { LIBRARY_ACTIONS } from '@/lib/medien/media-actions';
import { MAX_PDF_BYTES } from '@/lib/medien/process-upload';

// The body is read by lib/http/request-body.ts (the upload's bytes as they came, German refusals), not by Next.
export const config = { api: { bodyParser: false } };

/** `/api/redaktion/medien`: the media library (GET, `?suche=`, `?art=`) and an upload (POST, the file as body). */
export default redaktionRoute(() => LIBRARY_ACTIONS, { uploadMaxBytes: MAX_PDF_BYTES });
