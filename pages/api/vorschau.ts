import { handlePreviewRequest } from '@/lib/preview/preview-request';

/** Editors' preview: `/api/vorschau?secret=…&pfad=/de/…` turns on draft mode, `?beenden=1` turns it off. */
export default handlePreviewRequest;
