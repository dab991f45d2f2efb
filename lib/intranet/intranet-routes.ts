// The intranet's API routes (pages/api/intranet/*): login and logout from the staff-session
// module, and the archive's document downloads behind the session.
import type { ServerResponse } from 'node:http';
import { fileDownload } from '@/lib/documents/stored-file';
import { reportError } from '@/lib/error-reporting';
import { getIntranetService } from '@/lib/wiring/intranet';
import { sendFile, sendJson, type ApiRequest } from '@/lib/http/api-response';
import { requireStaffSession, staffLoginRoute, staffLogoutRoute } from '@/lib/session/staff-routes';
import { intranetSystem } from './intranet-system';

export const handleIntranetLogin = staffLoginRoute(intranetSystem);
export const handleIntranetLogout = staffLogoutRoute(intranetSystem);

export async function handleIntranetDocument(req: ApiRequest, res: ServerResponse): Promise<void> {
  const session = await requireStaffSession(intranetSystem, req, res);
  if (!session) return;
  try {
    const file = await getIntranetService().getDocument(session.viewer.session, String(req.query?.id ?? ''));
    if (!file) return sendJson(res, 404, { message: 'Das Dokument wurde nicht gefunden.' });
    const { contentType, body } = fileDownload(file, file.dateiname.replace(/\.[a-z]+$/i, ''));
    sendFile(res, file.dateiname, contentType, body);
  } catch (error) {
    reportError(error, { message: 'Intranet: Dokument nicht ladbar' });
    sendJson(res, 502, {
      message: 'Das Dokument kann gerade nicht geladen werden. Bitte versuchen Sie es später erneut.',
    });
  }
}
