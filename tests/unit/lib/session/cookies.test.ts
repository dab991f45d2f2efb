// The session machinery: cookie format and flags, cookie value, scrypt hashes, password rules,
// Origin check, the latest-texts merge and archive validity.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, serializeCookie, wantsSecureCookie } from '@/lib/session/cookies';

const RATSINFO_COOKIE = 'ratsinfo_sitzung';
import { decodeSession, encodeSession, hashToken, newToken } from '@/lib/session/session-value';
import { hashPassword, needsRehash, verifyPassword } from '@/lib/session/passwords';
import { checkPasswordChange } from '@/lib/session/password-rules';
import { isSameOrigin } from '@/lib/http/origin-check';
import { mergeLatest } from '@/lib/intranet/latest-texts';
import { isValidOn } from '@/lib/intranet/validity';
import { checkLoginInput, readLoginInput } from '@/lib/session/login-flow';

afterEach(() => vi.unstubAllEnvs());

const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } as never });

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, path /, with the given lifetime', () => {
    const cookie = serializeCookie(RATSINFO_COOKIE, '7:abc', { maxAgeSeconds: 3600, secure: false });
    expect(cookie).toMatch(/^ratsinfo_sitzung=7%3Aabc; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax; Expires=/);
    expect(cookie).not.toContain('Secure');
    expect(serializeCookie(RATSINFO_COOKIE, 'x', { maxAgeSeconds: 60, secure: true })).toMatch(/; Secure$/);
  });

  it('are removed with Max-Age=0 and an expiry in the past', () => {
    expect(serializeCookie(RATSINFO_COOKIE, '', { maxAgeSeconds: 0, secure: false })).toContain(
      'Max-Age=0; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970',
    );
  });

  it('are read by exact name from the Cookie header', () => {
    const r = req({ cookie: 'a=1; ratsinfo_sitzung_alt=9; ratsinfo_sitzung=7%3Aabc' });
    expect(readCookie(r, RATSINFO_COOKIE)).toBe('7:abc');
    expect(readCookie(req({}), RATSINFO_COOKIE)).toBeUndefined();
    expect(readCookie(req({ cookie: 'ratsinfo_sitzung=%E0%A4%A' }), RATSINFO_COOKIE)).toBeUndefined();
  });

  it('are Secure only in production over https', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('SITE_URL', 'https://www.tannbrunn.de');
    expect(wantsSecureCookie(req({}, true))).toBe(false);
    vi.stubEnv('NODE_ENV', 'production');
    expect(wantsSecureCookie(req({}))).toBe(true);
    expect(wantsSecureCookie(req({ 'x-forwarded-proto': 'http' }))).toBe(false);
    vi.stubEnv('SITE_URL', 'http://127.0.0.1:3100');
    expect(wantsSecureCookie(req({}))).toBe(false);
    expect(wantsSecureCookie(req({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(wantsSecureCookie(req({}, true))).toBe(true);
  });
});

describe('session cookie value', () => {
  it('carries subject, token and the password-change flag, nothing else', () => {
    const token = newToken();
    expect(decodeSession(encodeSession({ subject: '7', token }))).toEqual({ subject: '7', token });
    expect(decodeSession(encodeSession({ subject: '7', token, mustChangePassword: true }))).toEqual({
      subject: '7',
      token,
      mustChangePassword: true,
    });
  });

  it('rejects malformed values', () => {
    for (const raw of [
      undefined,
      '',
      'nur-ein-teil',
      ':token1234',
      '7:',
      '7:kurz',
      '7:token1234:xx',
      '7:token1234:pw:mehr',
      '../x:token1234',
      '7:tok en1234',
    ]) {
      expect(decodeSession(raw), String(raw)).toBeNull();
    }
  });

  it('new tokens are random 256-bit values, stored only as SHA-256', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
  });
});

describe('scrypt password hashes', () => {
  it('verify the right password only, with a random salt per hash', async () => {
    // Issue 33, defect 6: OWASP's parameters (N=2^17, r=8, p=1), not N=2^14.
    const hash = await hashPassword('Tannbrunn-Rat-2026');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await hashPassword('Tannbrunn-Rat-2026')).not.toBe(hash);
    expect(await verifyPassword('Tannbrunn-Rat-2026', hash)).toBe(true);
    expect(await verifyPassword('tannbrunn-rat-2026', hash)).toBe(false);
    expect(await verifyPassword('Tannbrunn-Rat-2026', 'md5$abc')).toBe(false);
  });

  it('still verify a hash of the older parameters, which then asks to be replaced', async () => {
    const old = 'scrypt$16384$8$1$ul+wTiUyoIC20tVN9/ejiw==$Tqgb6Jv2Q7XfSKGWQkw64k7DpiLG2RWkbJX7yZw7Xp8=';
    expect(await verifyPassword('Tannbrunn-Redaktion-2026', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    // A stored hash asking for gigabytes is refused, not computed.
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$AAAA$AAAA')).toBe(false);
  });
});

describe('password change rules', () => {
  it('demand at least 12 characters, a different password and a matching repetition', () => {
    expect(checkPasswordChange({ aktuell: '', neu: '', wiederholung: '' })).toEqual({
      aktuell: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
      neu: 'Bitte geben Sie ein neues Passwort ein.',
      wiederholung: 'Bitte wiederholen Sie das neue Passwort.',
    });
    expect(checkPasswordChange({ aktuell: 'alt', neu: 'elf-Zeichen', wiederholung: 'elf-Zeichen' }).neu).toBe(
      'Das neue Passwort muss mindestens 12 Zeichen lang sein.',
    );
    expect(checkPasswordChange({ aktuell: 'alt', neu: 'zwölf-Zeichen', wiederholung: 'zwölf-Zeichen' })).toEqual({});
    expect(
      checkPasswordChange({ aktuell: 'Gleiches-Passwort', neu: 'Gleiches-Passwort', wiederholung: 'Gleiches-Passwort' })
        .neu,
    ).toBe('Das neue Passwort muss sich vom aktuellen unterscheiden.');
    expect(
      checkPasswordChange({ aktuell: 'alt', neu: 'Ein-langes-Passwort', wiederholung: 'Ein-anderes-Passwort' })
        .wiederholung,
    ).toBe('Die beiden neuen Passwörter stimmen nicht überein.');
  });
});

describe('login input', () => {
  it('is read from the body and checked with German messages per field', () => {
    expect(readLoginInput({ email: ' rat@tannbrunn.example ', passwort: 42 })).toEqual({
      email: 'rat@tannbrunn.example',
      passwort: '',
    });
    expect(readLoginInput(null)).toEqual({ email: '', passwort: '' });
    expect(checkLoginInput({ email: '', passwort: '' })?.fields).toEqual({
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      passwort: 'Bitte geben Sie Ihr Passwort ein.',
    });
    expect(checkLoginInput({ email: 'kein-at', passwort: 'x' })?.fields?.email).toMatch(/gültige E-Mail-Adresse/);
    expect(checkLoginInput({ email: 'a@b.de', passwort: 'x' })).toBeNull();
  });
});

describe('Origin check of state-changing routes', () => {
  it('accepts this site only', () => {
    expect(
      isSameOrigin({ headers: { origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' } }, 'http://localhost:3000'),
    ).toBe(true);
    expect(
      isSameOrigin(
        { headers: { origin: 'https://www.tannbrunn.de', host: 'intern:3000' } },
        'https://www.tannbrunn.de',
      ),
    ).toBe(true);
    expect(
      isSameOrigin({ headers: { origin: 'https://boese.example', host: '127.0.0.1:3100' } }, 'http://localhost:3000'),
    ).toBe(false);
    expect(isSameOrigin({ headers: { host: '127.0.0.1:3100' } }, 'http://localhost:3000')).toBe(false);
    expect(isSameOrigin({ headers: { origin: 'null', host: '127.0.0.1:3100' } }, 'http://localhost:3000')).toBe(false);
  });

  it("trusts the browser's Sec-Fetch-Site: anything but same-origin is refused, even with a fitting Origin", () => {
    const host = '127.0.0.1:3100';
    expect(
      isSameOrigin(
        { headers: { 'sec-fetch-site': 'same-origin', origin: `http://${host}`, host } },
        'http://localhost:3000',
      ),
    ).toBe(true);
    expect(isSameOrigin({ headers: { 'sec-fetch-site': 'same-origin', host } }, 'http://localhost:3000')).toBe(true);
    expect(
      isSameOrigin({ headers: { 'sec-fetch-site': 'same-origin', origin: 'null', host } }, 'http://localhost:3000'),
    ).toBe(true);
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(
        isSameOrigin({ headers: { 'sec-fetch-site': site, origin: `http://${host}`, host } }, 'http://localhost:3000'),
      ).toBe(false);
    }
    // A browser that says same-origin but an Origin of another site: refused (the Origin decides).
    expect(
      isSameOrigin(
        { headers: { 'sec-fetch-site': 'same-origin', origin: 'https://boese.example', host } },
        'http://localhost:3000',
      ),
    ).toBe(false);
  });
});

describe('latest texts', () => {
  const t = (id: number, datum_von: string) => ({ id, datum_von });
  it('merges every category, sorts by datum_von descending and keeps the newest N (default 3)', () => {
    const lists = [
      [t(1, '2026-03-01'), t(2, '2026-01-01')],
      [t(3, '2026-05-01'), t(4, '2025-12-24')],
      [],
      [t(5, '2026-04-15')],
    ];
    expect(mergeLatest(lists).map((x) => x.id)).toEqual([3, 5, 1]);
    expect(mergeLatest(lists, 5).map((x) => x.id)).toEqual([3, 5, 1, 2, 4]);
    expect(mergeLatest(lists, 0)).toEqual([]);
    expect(mergeLatest([])).toEqual([]);
  });

  it('keeps the category order for equal dates and puts texts without a date last', () => {
    const lists = [[t(1, '2026-03-01'), { id: 9, datum_von: null }], [t(2, '2026-03-01')]];
    expect(mergeLatest(lists, 3).map((x) => x.id)).toEqual([1, 2, 9]);
  });
});

describe('archive validity', () => {
  it('shows an entry only between gueltig_von and gueltig_bis, both days included', () => {
    expect(isValidOn({ gueltig_von: '2026-11-01', gueltig_bis: '2026-11-30' }, '2026-11-01')).toBe(true);
    expect(isValidOn({ gueltig_von: '2026-11-01', gueltig_bis: '2026-11-30' }, '2026-11-30')).toBe(true);
    expect(isValidOn({ gueltig_von: '2026-11-01', gueltig_bis: '2026-11-30' }, '2026-10-31')).toBe(false);
    expect(isValidOn({ gueltig_von: '2026-11-01', gueltig_bis: '2026-11-30' }, '2026-12-01')).toBe(false);
    expect(isValidOn({ gueltig_von: null, gueltig_bis: null }, '2026-12-01')).toBe(true);
    expect(isValidOn({ gueltig_von: '2026-11-01T00:00:00Z', gueltig_bis: undefined }, '2026-11-01')).toBe(true);
  });
});
