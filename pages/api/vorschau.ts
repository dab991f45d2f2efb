import { handlePreviewRequest } from '@/lib/preview/preview-request';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

/** Editors' preview: `/api/vorschau?secret=…&pfad=/de/…` turns on draft mode, `?beenden=1` turns it off. */
export default handlePreviewRequest;
