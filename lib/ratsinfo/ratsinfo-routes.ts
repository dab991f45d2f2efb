// The Ratsinfo API routes (pages/api/ratsinfo/*): login, logout and the password change from the
// staff-session module; documents and the meeting calendar behind the session.
import type { ServerResponse } from 'node:http';
import { getConfig } from '@/lib/config';
import { fileDownload } from '@/lib/documents/stored-file';
import { reportError } from '@/lib/error-reporting';
import { getRatsinfoService } from '@/lib/services/ratsinfo';
import { sendFile, sendJson, type ApiRequest } from '@/lib/session/api-response';
import { setPrivateNoStore } from '@/lib/session/no-store';
import { readStaffSession } from '@/lib/session/staff-session';
import { requireStaffSession, staffLoginRoute, staffLogoutRoute, staffPasswordRoute } from '@/lib/session/staff-routes';
import { ratsinfoCalendar } from './calendar';
import { MUST_CHANGE_FIRST, ratsinfoSystem } from './ratsinfo-system';

export const handleRatsinfoLogin = staffLoginRoute(ratsinfoSystem);
export const handleRatsinfoLogout = staffLogoutRoute(ratsinfoSystem);
export const handleRatsinfoPasswordChange = staffPasswordRoute(ratsinfoSystem);

const refuseUntilChanged = (viewer: { mustChangePassword: boolean }) =>
  viewer.mustChangePassword ? MUST_CHANGE_FIRST : null;

export async function handleRatsinfoDocument(req: ApiRequest, res: ServerResponse): Promise<void> {
  const session = await requireStaffSession(ratsinfoSystem, req, res, { refuse: refuseUntilChanged });
  if (!session) return;
  try {
    const file = await getRatsinfoService().getDocument(session.viewer.session, String(req.query?.id ?? ''));
    if (!file) return sendJson(res, 404, { message: 'Das Dokument wurde nicht gefunden.' });
    const { contentType, body } = fileDownload(file, file.dateiname.replace(/\.[a-z]+$/i, '').replace(/-/g, ' '));
    sendFile(res, file.dateiname, contentType, body);
  } catch (error) {
    reportError(error, { message: 'Ratsinfo: Dokument nicht ladbar' });
    sendJson(res, 502, {
      message: 'Das Dokument kann gerade nicht geladen werden. Bitte versuchen Sie es später erneut.',
    });
  }
}

/** With the session cookie (download) or the member's personal key (calendar subscription). */
export async function handleRatsinfoCalendar(req: ApiRequest, res: ServerResponse): Promise<void> {
  const service = getRatsinfoService();
  const key = typeof req.query?.schluessel === 'string' ? req.query.schluessel : '';
  try {
    let meetings = key ? await service.meetingsForCalendarKey(key) : null;
    if (!key) {
      const state = await readStaffSession(ratsinfoSystem, req, res);
      if (state.state === 'valid' && !state.viewer.mustChangePassword)
        meetings = await service.getMeetings(state.viewer.session);
    }
    if (!meetings) return sendJson(res, 401, { message: ratsinfoSystem.texts.pleaseLogin });
    setPrivateNoStore(res);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="ratssitzungen.ics"');
    res.end(ratsinfoCalendar(meetings, getConfig().siteUrl));
  } catch (error) {
    reportError(error, { message: 'Ratsinfo: Kalender nicht erstellbar' });
    sendJson(res, 502, {
      message: 'Der Kalender kann gerade nicht erstellt werden. Bitte versuchen Sie es später erneut.',
    });
  }
}
