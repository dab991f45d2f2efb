// The CMS webhook's checks (secret, paths) and what it drops from the process cache of CMS answers.
import { describe, expect, it } from 'vitest';
import { checkRevalidateRequest, MAX_PATHS, readSecret } from '@/lib/cache/revalidate-request';
import { SwrCache } from '@/lib/cache/swr-cache';
import { forgetCmsPages, processCmsCache } from '@/lib/cache/cms-answer-cache';

const SECRET = 's3cr3t-für-den-webhook';
const check = (body: unknown, ...rest: [secret?: string | undefined, configured?: string | undefined]) =>
  checkRevalidateRequest({ secret: rest.length > 0 ? rest[0] : SECRET, body }, rest.length > 1 ? rest[1] : SECRET);

describe('checkRevalidateRequest', () => {
  it('is off (404) without a configured secret', () => {
    expect(check({ pfad: '/de' }, SECRET, undefined)).toEqual({
      ok: false,
      status: 404,
      message: 'Die Aktualisierung per Webhook ist nicht eingerichtet (REVALIDATE_SECRET fehlt).',
    });
  });

  it('answers 401 without the secret, with a wrong one, and with a prefix or extension of it', () => {
    for (const secret of [undefined, '', 'falsch', SECRET.slice(0, -1), `${SECRET}x`]) {
      expect(check({ pfad: '/de' }, secret)).toEqual({
        ok: false,
        status: 401,
        message: 'Fehlender oder falscher Schlüssel.',
      });
    }
  });

  it('reads one path, a list, a bare list and a JSON string; removes a trailing slash and duplicates', () => {
    expect(check({ pfad: '/de/rathaus/kontakt' })).toEqual({ ok: true, paths: ['/de/rathaus/kontakt'] });
    expect(check({ pfad: ['/de', '/de/tourismus/', '/de/tourismus'] })).toEqual({
      ok: true,
      paths: ['/de', '/de/tourismus'],
    });
    expect(check(['/de/gemeinschaftsschule'])).toEqual({ ok: true, paths: ['/de/gemeinschaftsschule'] });
    expect(check('{"pfad": "/de/straßen-und-plätze"}')).toEqual({ ok: true, paths: ['/de/straßen-und-plätze'] });
  });

  it('refuses missing, foreign and malformed paths with a German message (400)', () => {
    for (const body of [undefined, {}, { pfad: [] }, 'kein json', { path: '/de' }]) {
      const result = check(body);
      expect(result).toMatchObject({ ok: false, status: 400 });
      expect(!result.ok && result.message).toMatch(/^Bitte geben Sie die geänderten Seiten im Feld „pfad“ an/);
    }
    for (const pfad of [
      '/en/page',
      'de/rathaus',
      '/de/../geheim',
      '/de/a?b=c',
      '/de//x',
      'https://example.org/de',
      '/de/a b',
      7,
      null,
      { x: 1 },
    ]) {
      const result = check({ pfad });
      expect(result, JSON.stringify(pfad)).toMatchObject({ ok: false, status: 400 });
      expect(!result.ok && result.message).toMatch(/^Ungültiger Seitenpfad /);
    }
  });

  it(`refuses more than ${MAX_PATHS} paths at once`, () => {
    const many = Array.from({ length: MAX_PATHS + 1 }, (_, i) => `/de/seite-${i}`);
    expect(check({ pfad: many })).toEqual({
      ok: false,
      status: 400,
      message: `Höchstens ${MAX_PATHS} Seiten je Aufruf.`,
    });
    expect(check({ pfad: many.slice(0, MAX_PATHS) })).toMatchObject({ ok: true });
  });
});

describe('readSecret', () => {
  it('takes X-Revalidate-Secret or a bearer token', () => {
    expect(readSecret({ 'x-revalidate-secret': 'a' })).toBe('a');
    expect(readSecret({ authorization: 'Bearer  b ' })).toBe('b');
    expect(readSecret({ authorization: 'Basic c' })).toBeUndefined();
    expect(readSecret({})).toBeUndefined();
  });
});

describe('forgetCmsPages', () => {
  const options = { freshMs: 60_000, staleMs: 60_000, errorMs: 60_000 };

  it('drops the page envelopes of the given paths and all block calls, and keeps other pages and menus', async () => {
    const cache = new SwrCache();
    for (const key of ['seite /de/a', 'seite /de/b', 'menu Hauptmenü', 'call /api/cms/x {}'])
      await cache.get(key, async () => 'alt', options);
    expect(forgetCmsPages(['/de/a'], [cache])).toBe(2);
    const load = async () => 'neu';
    expect(await cache.get('seite /de/a', load, options)).toBe('neu');
    expect(await cache.get('call /api/cms/x {}', load, options)).toBe('neu');
    expect(await cache.get('seite /de/b', load, options)).toBe('alt');
    expect(await cache.get('menu Hauptmenü', load, options)).toBe('alt');
  });

  it('reaches the process-wide cache of every configured CMS', async () => {
    const cache = processCmsCache('http://cms.test');
    expect(processCmsCache('http://cms.test')).toBe(cache);
    await cache.get('seite /de/x', async () => 'alt', options);
    expect(forgetCmsPages(['/de/x'])).toBeGreaterThanOrEqual(1);
    expect(await cache.get('seite /de/x', async () => 'neu', options)).toBe('neu');
  });
});
