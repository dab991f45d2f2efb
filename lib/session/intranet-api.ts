// The intranet's API routes (pages/api/intranet/*): login, logout, document downloads. Login and
// logout answer a script with JSON and a plain form (no JavaScript) with a 303 to a page.
import type { ServerResponse } from 'node:http';
import { reportError } from '@/lib/error-reporting';
import { getIntranetService } from '@/lib/services/intranet';
import { acceptStateChange, sendFile, sendJson, type ApiRequest } from './api-response';
import { loginFailureLocation } from './error-query';
import { isFormPost, seeOther } from './form-post';
import { loginIntranet, logoutIntranet, readIntranetSession } from './intranet-session';
import { readLoginInput } from './login-flow';
import { INTRANET_PATH, returnPath } from './paths';
import { fileDownload } from './stored-file';

export async function handleIntranetLogin(req: ApiRequest, res: ServerResponse): Promise<void> {
  if (!acceptStateChange(req, res)) return;
  const outcome = await loginIntranet(req, res, readLoginInput(req.body));
  if (isFormPost(req)) {
    // Back to the page the login was shown on: now with the session, or with the error codes.
    const back = returnPath((req.body as Record<string, unknown> | undefined)?.ziel, INTRANET_PATH);
    return seeOther(res, outcome.ok ? back : loginFailureLocation(back, outcome));
  }
  if (!outcome.ok) return sendJson(res, outcome.status, { message: outcome.message, fields: outcome.fields ?? {} });
  // Display data only: the token stays in the httpOnly cookie.
  const { vorname, nachname, email } = outcome.value;
  sendJson(res, 200, { user: { vorname, nachname, email } });
}

export async function handleIntranetLogout(req: ApiRequest, res: ServerResponse): Promise<void> {
  if (!acceptStateChange(req, res)) return;
  await logoutIntranet(req, res);
  if (isFormPost(req)) return seeOther(res, INTRANET_PATH);
  sendJson(res, 200, { abgemeldet: true });
}

export async function handleIntranetDocument(req: ApiRequest, res: ServerResponse): Promise<void> {
  const id = String(req.query?.id ?? '');
  const state = await readIntranetSession(req, res);
  if (state.state !== 'valid')
    return sendJson(res, state.state === 'unavailable' ? 503 : 401, {
      message: 'Bitte melden Sie sich im Intranet an.',
    });
  try {
    const service = getIntranetService();
    const file = await service.getDocument(state.session, id);
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
