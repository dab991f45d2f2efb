// Logins, logouts and the password change posted as plain HTML forms (no JavaScript): a post from
// another site is refused with 403 before anything is looked at (no cookie set or cleared, no
// database touched); a post from this site gets a 303 to a fixed page of its own system, with
// error codes the page turns back into the script flow's German messages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDatabase } from '@/lib/db';
import { FOREIGN_ORIGIN, type ApiRequest } from '@/lib/http/api-response';
import {
  handleRatsinfoLogin,
  handleRatsinfoLogout,
  handleRatsinfoPasswordChange,
} from '@/lib/ratsinfo/ratsinfo-routes';
import {
  loginErrorsFromQuery,
  loginFailureLocation,
  passwordErrorsFromQuery,
  withErrorCodes,
} from '@/lib/session/error-query';
import { isFormPost } from '@/lib/http/form-post';
import { handleIntranetLogin, handleIntranetLogout } from '@/lib/intranet/intranet-routes';
import { LOGIN_FAILED, checkLoginInput } from '@/lib/session/login-flow';
import { INTRANET_PATH } from '@/lib/intranet/paths';
import { RATSINFO_PATH } from '@/lib/ratsinfo/paths';
import { returnPath } from '@/lib/session/paths';
import { passwordChangeProblems } from '@/lib/session/password-rules';
import type { ServerResponse } from 'node:http';
import { fakeResponse, type Answer } from '../../support/fake-response';

// Nothing here may reach the store: a refused post must not even look, and the accepted ones
// below end before the login asks anyone (empty fields) or have no session to end.
vi.mock('@/lib/db', () => ({
  getDatabase: vi.fn(async () => Promise.reject(new Error('Kein Datenbankzugriff in diesem Test'))),
}));

const HOST = '127.0.0.1:3100';
const SITE = `http://${HOST}`;

async function post(
  handler: (req: ApiRequest, res: ServerResponse) => Promise<void>,
  headers: Record<string, string>,
  body: Record<string, string> = {},
  type = 'application/x-www-form-urlencoded',
): Promise<Answer> {
  const { res, answer } = fakeResponse();
  const req = {
    method: 'POST',
    headers: { host: HOST, 'content-type': type, ...headers },
    body,
    socket: { remoteAddress: '10.0.0.7' },
  };
  await handler(req as unknown as ApiRequest, res);
  return answer;
}

const ROUTES = [
  ['intranet login', handleIntranetLogin, { email: 'intranet@tannbrunn.example', passwort: 'Tannbrunn-Intranet-2026' }],
  ['intranet logout', handleIntranetLogout, {}],
  ['council login', handleRatsinfoLogin, { email: 'rat@tannbrunn.example', passwort: 'Tannbrunn-Rat-2026' }],
  ['council logout', handleRatsinfoLogout, {}],
  [
    'council password change',
    handleRatsinfoPasswordChange,
    { aktuell: 'Tannbrunn-Rat-2026', neu: 'Von-woanders-gesetzt', wiederholung: 'Von-woanders-gesetzt' },
  ],
] as const;

const SESSION_COOKIES = {
  cookie: 'ratsinfo_sitzung=7:gueltig-gueltig; intranet_sitzung=c11ab53d-5a00-45cc-bb1b-a48bc2a4c209:gueltig-gueltig',
};

beforeEach(() => {
  vi.mocked(getDatabase).mockClear();
});
afterEach(() => {
  expect(getDatabase).not.toHaveBeenCalled();
});

describe('a form posted from another site', () => {
  it.each(ROUTES)('%s: 403 by its Origin, nothing set, cleared or redirected', async (_name, handler, body) => {
    const answer = await post(handler, { origin: 'https://boese.example', ...SESSION_COOKIES }, body);
    expect(answer.status).toBe(403);
    expect(answer.body).toBe(FOREIGN_ORIGIN);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers.location).toBeUndefined();
  });

  it.each(ROUTES)(
    '%s: 403 when the browser says cross-site (Sec-Fetch-Site), whatever the Origin says',
    async (_name, handler, body) => {
      const answer = await post(handler, { origin: SITE, 'sec-fetch-site': 'cross-site', ...SESSION_COOKIES }, body);
      expect(answer.status).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
    },
  );

  it.each(ROUTES)('%s: 403 without any proof of origin', async (_name, handler, body) => {
    expect((await post(handler, { ...SESSION_COOKIES }, body)).status).toBe(403);
  });

  it('is refused as JSON too, with the message as JSON', async () => {
    const answer = await post(handleIntranetLogout, { origin: 'https://boese.example' }, {}, 'application/json');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ message: FOREIGN_ORIGIN });
  });
});

describe('a form posted from this site', () => {
  it('logout: 303 to the login page of its system, cookie removed, never cached', async () => {
    for (const [handler, path, cookie] of [
      [handleIntranetLogout, INTRANET_PATH, 'intranet_sitzung'],
      [handleRatsinfoLogout, RATSINFO_PATH, 'ratsinfo_sitzung'],
    ] as const) {
      const answer = await post(handler, { origin: SITE });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(path);
      expect(String(answer.headers['set-cookie'])).toMatch(
        new RegExp(`^${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`),
      );
      expect(answer.headers['cache-control']).toBe('private, no-store, max-age=0');
    }
  });

  it('login with empty fields: 303 back to the page it was shown on, with the codes', async () => {
    const intranet = await post(
      handleIntranetLogin,
      { 'sec-fetch-site': 'same-origin' },
      { email: '', passwort: '', ziel: '/de/intranet/it' },
    );
    expect(intranet.status).toBe(303);
    expect(intranet.headers.location).toBe('/de/intranet/it?fehler=email-fehlt,passwort-fehlt');
    expect(intranet.headers['set-cookie']).toBeUndefined();
    const ratsinfo = await post(
      handleRatsinfoLogin,
      { origin: SITE },
      { email: 'kein-at', passwort: 'x', ziel: '/de/ratsinfo/sitzungen/4' },
    );
    expect(ratsinfo.headers.location).toBe('/de/ratsinfo/sitzungen/4?fehler=email-ungueltig');
  });

  it('login: the way back is a path of the same system or its start page, never another address', async () => {
    for (const ziel of [
      'https://boese.example/de/intranet',
      '//boese.example',
      '/de/intranet/../../boese',
      '/de/intranetx',
      '/de/ratsinfo',
      '/de/intranet/a/b/c',
      '/de/intranet?x=1',
      '\\\\boese.example',
    ]) {
      const answer = await post(handleIntranetLogin, { origin: SITE }, { email: '', passwort: '', ziel });
      expect(answer.headers.location, ziel).toBe('/de/intranet?fehler=email-fehlt,passwort-fehlt');
    }
    expect(returnPath('/de/intranet/archiv/2/', INTRANET_PATH)).toBe('/de/intranet/archiv/2');
    expect(returnPath(['/de/intranet/it'], INTRANET_PATH)).toBe(INTRANET_PATH);
    expect(returnPath('/de/ratsinfo/sitzungen/4', RATSINFO_PATH)).toBe('/de/ratsinfo/sitzungen/4');
  });

  it('password change without a session: 303 to the password page, which shows the login', async () => {
    const answer = await post(
      handleRatsinfoPasswordChange,
      { origin: SITE },
      { aktuell: 'a', neu: 'b', wiederholung: 'c' },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/de/ratsinfo/passwort');
  });

  it('is recognised by its content type only', () => {
    expect(isFormPost({ headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' } })).toBe(true);
    expect(isFormPost({ headers: { 'content-type': 'application/json' } })).toBe(false);
    expect(isFormPost({ headers: {} })).toBe(false);
  });
});

describe('error codes in the query', () => {
  it('give back exactly the messages of the script flow, unknown codes ignored', () => {
    const failure = checkLoginInput({ email: '', passwort: '' })!;
    const location = loginFailureLocation('/de/intranet', failure);
    expect(location).toBe('/de/intranet?fehler=email-fehlt,passwort-fehlt');
    const query = Object.fromEntries(new URL(location, SITE).searchParams);
    expect(loginErrorsFromQuery(query)).toEqual({ message: null, fields: failure.fields });
    expect(loginErrorsFromQuery({ fehler: 'anmeldung-fehlgeschlagen,<script>' })).toEqual({
      message: LOGIN_FAILED,
      fields: {},
    });
    expect(loginErrorsFromQuery({ fehler: 'gibt-es-nicht' })).toBeNull();
    expect(loginErrorsFromQuery({})).toBeNull();
    expect(loginErrorsFromQuery({ fehler: ['email-fehlt', 'passwort-fehlt'] })).toEqual({
      message: null,
      fields: { email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' },
    });
  });

  it('say when a blocked login may try again, only for a plausible time', () => {
    const now = new Date('2026-11-20T10:03:30Z');
    const until = new Date('2026-11-20T10:15:00Z');
    const location = loginFailureLocation('/de/ratsinfo', {
      ok: false,
      status: 429,
      message: '',
      codes: ['gesperrt'],
      blockedUntil: until,
    });
    expect(location).toBe(`/de/ratsinfo?fehler=gesperrt&bis=${until.getTime()}`);
    const query = Object.fromEntries(new URL(location, SITE).searchParams);
    expect(loginErrorsFromQuery(query, now)?.message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es ab 11:15 Uhr erneut (in 12 Minuten).',
    );
    expect(loginErrorsFromQuery({ fehler: 'gesperrt', bis: String(now.getTime() - 1) }, now)).toBeNull();
    expect(loginErrorsFromQuery({ fehler: 'gesperrt', bis: String(now.getTime() + 24 * 3600_000) }, now)).toBeNull();
    expect(loginErrorsFromQuery({ fehler: 'gesperrt', bis: 'morgen' }, now)).toBeNull();
  });

  it('of the password change name each field', () => {
    const problems = passwordChangeProblems({ aktuell: 'alt', neu: 'zu-kurz', wiederholung: 'anders' });
    expect(withErrorCodes('/de/ratsinfo/passwort', problems)).toBe(
      '/de/ratsinfo/passwort?fehler=neu-zu-kurz,wiederholung-abweichend',
    );
    expect(passwordErrorsFromQuery({ fehler: 'neu-zu-kurz,wiederholung-abweichend' })).toEqual({
      message: null,
      fields: {
        neu: 'Das neue Passwort muss mindestens 12 Zeichen lang sein.',
        wiederholung: 'Die beiden neuen Passwörter stimmen nicht überein.',
      },
    });
    expect(passwordErrorsFromQuery({ fehler: 'nicht-geaendert' })).toEqual({
      message: 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',
      fields: {},
    });
  });
});
