// The Ratsinfo API routes (pages/api/ratsinfo/*): login, logout and the password change from the
// staff-session module; documents and the meeting calendar behind the session.
import type { ServerResponse } from 'node:http';
import { getConfig } from '@/lib/config';
import { fileDownload } from '@/lib/documents/stored-file';
import { reportError } from '@/lib/error-reporting';
import { getRatsinfoService } from '@/lib/wiring/ratsinfo';
import { acceptStateChange, sendFile, sendJson, type ApiRequest } from '@/lib/http/api-response';
import { isFormPost, seeOther } from '@/lib/http/form-post';
import { setPrivateNoStore } from '@/lib/http/no-store';
import { readStaffSession } from '@/lib/session/staff-session';
import { requireStaffSession, staffLoginRoute, staffLogoutRoute, staffPasswordRoute } from '@/lib/session/staff-routes';
import { calendarAddress, ratsinfoCalendar } from './calendar';
import { MEETINGS_PATH, PASSWORD_PATH } from './paths';
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

export const OLD_CALENDAR_KEY =
  'Diese Kalenderadresse gilt nicht mehr. Die aktuelle steht im Ratsinformationssystem unter „Sitzungen“.';

/** With the session cookie (download) or the member's personal key (calendar subscription). */
export async function handleRatsinfoCalendar(req: ApiRequest, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendJson(res, 405, { message: 'Diese Adresse nimmt nur GET, HEAD an.' });
  }
  const service = getRatsinfoService();
  const key = typeof req.query?.schluessel === 'string' ? req.query.schluessel : '';
  try {
    let meetings = key ? await service.meetingsForCalendarKey(key) : null;
    // A key that was renewed (or never was) opens nothing: 404, as for any address that is gone.
    if (key && !meetings) return sendJson(res, 404, { message: OLD_CALENDAR_KEY });
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

/**
 * "Kalenderadresse erneuern": a new personal key; the old address answers 404 from then on. With
 * JavaScript the new address comes back as JSON; a plain form gets a 303 to the meetings page.
 */
export async function handleRatsinfoCalendarRenewal(req: ApiRequest, res: ServerResponse): Promise<void> {
  if (!acceptStateChange(req, res, getConfig().siteUrl)) return;
  const form = isFormPost(req);
  const state = await readStaffSession(ratsinfoSystem, req, res);
  // Without a session the meetings page shows the login (or the outage notice) by itself.
  if (state.state !== 'valid') {
    if (form) return seeOther(res, MEETINGS_PATH);
    const unavailable = state.state === 'unavailable';
    return sendJson(res, unavailable ? 503 : 401, {
      message: unavailable ? ratsinfoSystem.texts.unavailable : ratsinfoSystem.texts.pleaseLogin,
    });
  }
  if (state.viewer.mustChangePassword)
    return form ? seeOther(res, PASSWORD_PATH) : sendJson(res, 403, { message: MUST_CHANGE_FIRST });
  try {
    const key = await getRatsinfoService().renewCalendarKey(state.viewer.session);
    if (!key) return sendJson(res, 404, { message: 'Eine persönliche Kalenderadresse gibt es hier nicht.' });
    if (form) return seeOther(res, `${MEETINGS_PATH}?kalender=erneuert#kalender`);
    sendJson(res, 200, { kalenderadresse: calendarAddress(getConfig().siteUrl, key) });
  } catch (error) {
    reportError(error, { message: 'Ratsinfo: Kalenderadresse nicht erneuert' });
    if (form) return seeOther(res, `${MEETINGS_PATH}?kalender=fehler#kalender`);
    sendJson(res, 502, { message: CALENDAR_NOT_RENEWED });
  }
}

export const CALENDAR_NOT_RENEWED =
  'Die Kalenderadresse konnte nicht erneuert werden. Bitte versuchen Sie es später erneut.';
