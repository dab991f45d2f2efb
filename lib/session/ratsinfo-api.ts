// The council's API routes (pages/api/ratsinfo/*): login, logout, password change, documents and
// the meeting calendar. Login, logout and the password change answer a script with JSON and a
// plain form (no JavaScript) with a 303 to a page.
import type { ServerResponse } from 'node:http';
import { getConfig } from '@/lib/config';
import { reportError } from '@/lib/error-reporting';
import { getRatsinfoService } from '@/lib/services/ratsinfo';
import { acceptStateChange, sendFile, sendJson, type ApiRequest } from './api-response';
import { ratsinfoCalendar } from './ratsinfo-calendar';
import { changeRatsinfoPassword, loginRatsinfo, logoutRatsinfo, readRatsinfoSession } from './ratsinfo-session';
import { loginFailureLocation, withErrorCodes } from './error-query';
import { isFormPost, seeOther } from './form-post';
import { CHECK_INPUT, readLoginInput } from './login-flow';
import { PASSWORD_ERRORS, passwordChangeProblems, passwordFieldErrors } from './password-rules';
import { setPrivateNoStore } from './no-store';
import { PASSWORD_PATH, RATSINFO_PATH, returnPath } from './paths';
import { fileDownload } from './stored-file';

const PLEASE_LOGIN = 'Bitte melden Sie sich im Ratsinformationssystem an.';
const UNAVAILABLE = PASSWORD_ERRORS['nicht-verfuegbar'].message;

export async function handleRatsinfoLogin(req: ApiRequest, res: ServerResponse): Promise<void> {
  if (!acceptStateChange(req, res)) return;
  const outcome = await loginRatsinfo(req, res, readLoginInput(req.body));
  if (isFormPost(req)) {
    // As the script flow: a forced password change first, else the page the login was shown on.
    const back = returnPath(field(req.body, 'ziel'), RATSINFO_PATH);
    if (!outcome.ok) return seeOther(res, loginFailureLocation(back, outcome));
    return seeOther(res, outcome.value.mustChangePassword ? PASSWORD_PATH : back);
  }
  if (!outcome.ok) return sendJson(res, outcome.status, { message: outcome.message, fields: outcome.fields ?? {} });
  const { member, mustChangePassword } = outcome.value;
  // Display data only: the token stays in the httpOnly cookie.
  sendJson(res, 200, {
    user: {
      vorname: member.vorname,
      nachname: member.nachname,
      email: member.email,
      taetigkeitsbereiche: member.taetigkeitsbereiche,
    },
    pw_geaendert: !mustChangePassword,
  });
}

export async function handleRatsinfoLogout(req: ApiRequest, res: ServerResponse): Promise<void> {
  if (!acceptStateChange(req, res)) return;
  await logoutRatsinfo(req, res);
  if (isFormPost(req)) return seeOther(res, RATSINFO_PATH);
  sendJson(res, 200, { abgemeldet: true });
}

function field(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

export async function handleRatsinfoPasswordChange(req: ApiRequest, res: ServerResponse): Promise<void> {
  if (!acceptStateChange(req, res)) return;
  const form = isFormPost(req);
  const state = await readRatsinfoSession(req, res);
  // Without a session the password page shows the login (or the outage notice) by itself.
  if (state.state !== 'valid') {
    if (form) return seeOther(res, PASSWORD_PATH);
    return sendJson(res, state.state === 'unavailable' ? 503 : 401, {
      message: state.state === 'unavailable' ? UNAVAILABLE : PLEASE_LOGIN,
    });
  }
  const input = {
    aktuell: field(req.body, 'aktuell'),
    neu: field(req.body, 'neu'),
    wiederholung: field(req.body, 'wiederholung'),
  };
  const problems = passwordChangeProblems(input);
  if (problems.length) {
    if (form) return seeOther(res, withErrorCodes(PASSWORD_PATH, problems));
    return sendJson(res, 422, { message: CHECK_INPUT, fields: passwordFieldErrors(problems) });
  }
  try {
    const result = await changeRatsinfoPassword(req, res, state, input.aktuell, input.neu);
    if (result === 'falsches-passwort') {
      if (form) return seeOther(res, withErrorCodes(PASSWORD_PATH, ['aktuell-falsch']));
      return sendJson(res, 422, { message: CHECK_INPUT, fields: passwordFieldErrors(['aktuell-falsch']) });
    }
    if (form) return seeOther(res, `${PASSWORD_PATH}?geaendert=1`);
    sendJson(res, 200, { geaendert: true });
  } catch (error) {
    reportError(error, { message: 'Ratsinfo: Passwortänderung fehlgeschlagen' });
    if (form) return seeOther(res, withErrorCodes(PASSWORD_PATH, ['nicht-geaendert']));
    sendJson(res, 502, { message: PASSWORD_ERRORS['nicht-geaendert'].message });
  }
}

export async function handleRatsinfoDocument(req: ApiRequest, res: ServerResponse): Promise<void> {
  const state = await readRatsinfoSession(req, res);
  if (state.state !== 'valid')
    return sendJson(res, state.state === 'unavailable' ? 503 : 401, {
      message: state.state === 'unavailable' ? UNAVAILABLE : PLEASE_LOGIN,
    });
  if (state.mustChangePassword) return sendJson(res, 403, { message: 'Bitte ändern Sie zuerst Ihr Passwort.' });
  try {
    const file = await getRatsinfoService().getDocument(state.session, String(req.query?.id ?? ''));
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
      const state = await readRatsinfoSession(req, res);
      if (state.state === 'valid' && !state.mustChangePassword) meetings = await service.getMeetings(state.session);
    }
    if (!meetings) return sendJson(res, 401, { message: PLEASE_LOGIN });
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
