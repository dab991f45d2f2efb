// The login, logout and password routes of the three staff systems decide from the headers (method, Origin) before
// a byte of the body is read (issue 41, README: they read up to 16 KiB first): a post from another site whose body
// never ends is answered 403 at once, and its body is left unread.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fakeResponse } from '../../support/fake-response';

const ROUTES = {
  'redaktion/anmelden': () => import('@/pages/api/redaktion/anmelden'),
  'redaktion/abmelden': () => import('@/pages/api/redaktion/abmelden'),
  'redaktion/passwort': () => import('@/pages/api/redaktion/passwort'),
  'ratsinfo/anmelden': () => import('@/pages/api/ratsinfo/anmelden'),
  'ratsinfo/abmelden': () => import('@/pages/api/ratsinfo/abmelden'),
  'ratsinfo/passwort': () => import('@/pages/api/ratsinfo/passwort'),
  'ratsinfo/kalenderadresse': () => import('@/pages/api/ratsinfo/kalenderadresse'),
  'intranet/anmelden': () => import('@/pages/api/intranet/anmelden'),
  'intranet/abmelden': () => import('@/pages/api/intranet/abmelden'),
};

describe('staff routes judge the headers before the body', () => {
  it.each(Object.keys(ROUTES))('/api/%s refuses a foreign Origin without reading the body', async (name) => {
    const handler = (await ROUTES[name as keyof typeof ROUTES]()).default as (
      req: unknown,
      res: unknown,
    ) => Promise<void>;
    const req = Object.assign(new PassThrough(), {
      method: 'POST',
      url: `/api/${name}`,
      headers: {
        host: 'localhost:3000',
        origin: 'https://fremd.example',
        'content-type': 'application/json',
        'content-length': String(16 * 1024),
      },
      socket: { remoteAddress: '127.0.0.1' },
    });
    // Part of the body arrives; the rest never does.
    req.write('{"email": "');
    let read = false;
    req.on('data', () => (read = true));
    req.pause();
    const { res, answer } = fakeResponse();
    await handler(req, res);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Die Anfrage kam nicht von dieser Website und wurde abgelehnt.',
    });
    expect(read).toBe(false);
  });
});
