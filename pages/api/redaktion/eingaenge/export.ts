import { exportRoute } from '@/lib/redaktion/actions/export-route';

// GET only: no body is read.
export const config = { api: { bodyParser: false, responseLimit: false } };

/** `GET /api/redaktion/eingaenge/export?formular=…&zustand=…&von=…&bis=…&suche=…`: CSV of one form (approvers). */
export default exportRoute;
