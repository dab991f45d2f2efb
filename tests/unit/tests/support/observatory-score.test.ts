// The Observatory scorer against known cases of its published chart, and the site's own headers.
import { describe, expect, it } from 'vitest';
import { gradeFor, observatoryScore, type ObservatoryScore } from '@/tests/support/observatory-score';
import { securityHeaders } from '@/lib/security/security-headers.js';

const resultOf = (score: ObservatoryScore, test: string) => score.tests.find((t) => t.test === test)!;

const STRICT = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'content-type': 'text/html; charset=utf-8',
};

describe('grades', () => {
  it('follows the grading chart', () => {
    expect([135, 100, 99, 90, 89, 85, 84, 80, 79, 70, 65, 60, 59, 50, 45, 40, 39, 30, 25, 24, 0].map(gradeFor)).toEqual(
      [
        'A+',
        'A+',
        'A',
        'A',
        'A-',
        'A-',
        'B+',
        'B+',
        'B',
        'B',
        'B-',
        'C+',
        'C',
        'C',
        'C-',
        'D+',
        'D',
        'D',
        'D-',
        'F',
        'F',
      ],
    );
  });
});

describe('whole responses', () => {
  it('a response without any security header scores 30 (D): CSP -25, HSTS -20, XCTO -5, XFO -20', () => {
    const score = observatoryScore({ 'content-type': 'text/html' }, { https: true, html: '<p>x</p>' });
    expect(score.score).toBe(30);
    expect(score.grade).toBe('D');
    expect(score.tests.filter((t) => t.modifier < 0).map((t) => [t.result, t.modifier])).toEqual([
      ['csp-not-implemented', -25],
      ['hsts-not-implemented', -20],
      ['x-content-type-options-not-implemented', -5],
      ['x-frame-options-not-implemented', -20],
    ]);
  });

  it('the strictest headers reach 100 + 10 (CSP) + 5 (Referrer) + 5 (XFO via CSP) + 10 (CORP) = 130', () => {
    const score = observatoryScore(STRICT, {
      https: true,
      html: '<script src="/_next/a.js"></script>',
      url: 'https://www.tannbrunn.de/de',
    });
    expect(score.score).toBe(130);
    expect(score.grade).toBe('A+');
    expect(resultOf(score, 'content-security-policy').result).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(resultOf(score, 'subresource-integrity').result).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
  });

  it('withholds bonuses when the penalties bring the score below 90', () => {
    const score = observatoryScore(
      { ...STRICT, 'x-content-type-options': undefined, 'strict-transport-security': undefined },
      { https: true },
    );
    expect(score.uncurvedScore).toBe(75);
    expect(score.score).toBe(75);
    expect(score.grade).toBe('B');
  });

  it('adds bonuses once the score without them is 90', () => {
    const score = observatoryScore({ ...STRICT, 'x-content-type-options': undefined }, { https: true });
    expect(score.uncurvedScore).toBe(95);
    expect(score.score).toBe(125);
  });

  it('scores HSTS as missing on plain http, whatever the header says', () => {
    const score = observatoryScore(STRICT, { https: false });
    expect(resultOf(score, 'strict-transport-security')).toMatchObject({
      result: 'hsts-not-implemented-no-https',
      modifier: -20,
    });
  });

  it('accepts Headers objects and name/value lists with several Set-Cookie headers', () => {
    const list = [
      ...Object.entries(STRICT).map(([name, value]) => ({ name, value })),
      { name: 'Set-Cookie', value: 'a=1; Secure; SameSite=Lax' },
      { name: 'Set-Cookie', value: 'b=2; Path=/' },
    ];
    expect(resultOf(observatoryScore(list, { https: true }), 'cookies').result).toBe(
      'cookies-without-secure-flag-but-protected-by-hsts',
    );
    const headers = new Headers(STRICT);
    headers.append('set-cookie', 'a=1; Secure; SameSite=Strict');
    expect(resultOf(observatoryScore(headers, { https: true }), 'cookies').result).toBe(
      'cookies-secure-with-httponly-sessions-and-samesite',
    );
  });
});

describe('Content Security Policy', () => {
  const csp = (policy: string | string[] | undefined, https = true) =>
    resultOf(observatoryScore({ ...STRICT, 'content-security-policy': policy }, { https }), 'content-security-policy');
  const cases: [string, string | undefined, string, number][] = [
    ['missing', undefined, 'csp-not-implemented', -25],
    [
      "default-src 'none' with form-action",
      "default-src 'none'; form-action 'self'",
      'csp-implemented-with-no-unsafe-default-src-none',
      10,
    ],
    ["default-src 'none' without form-action", "default-src 'none'", 'csp-implemented-with-no-unsafe', 5],
    ["default-src 'self'", "default-src 'self'; object-src 'none'", 'csp-implemented-with-no-unsafe', 5],
    [
      "'unsafe-inline' in style-src only",
      "default-src 'self'; style-src 'self' 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline-in-style-src-only',
      0,
    ],
    [
      "'unsafe-inline' in script-src",
      "default-src 'self'; script-src 'self' 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline',
      -20,
    ],
    ['data: in script-src', "default-src 'self'; script-src 'self' data:", 'csp-implemented-with-unsafe-inline', -20],
    ['a wildcard script-src', "default-src 'self'; script-src *", 'csp-implemented-with-unsafe-inline', -20],
    ['no script-src nor default-src', "img-src 'self'", 'csp-implemented-with-unsafe-inline', -20],
    ['https: in object-src', "default-src 'self'; object-src https:", 'csp-implemented-with-unsafe-inline', -20],
    ["'unsafe-eval'", "default-src 'self'; script-src 'self' 'unsafe-eval'", 'csp-implemented-with-unsafe-eval', -10],
    [
      'http: source for scripts',
      "default-src 'self'; script-src 'self' http://cdn.example",
      'csp-implemented-with-insecure-scheme',
      -20,
    ],
    [
      'http: source for images only',
      "default-src 'self'; img-src 'self' http://bilder.example",
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
      -10,
    ],
    ["'strict-dynamic' without nonce", "default-src 'self'; script-src 'strict-dynamic'", 'csp-header-invalid', -25],
    ['an unparseable directive', "default-src 'self'; scr!pt-src x", 'csp-header-invalid', -25],
  ];
  for (const [label, policy, expected, modifier] of cases) {
    it(`${label}: ${expected} (${modifier})`, () => {
      expect(csp(policy)).toMatchObject({ result: expected, modifier });
    });
  }

  it("a nonce makes 'unsafe-inline' harmless, and 'strict-dynamic' with a nonce drops host sources", () => {
    expect(csp("default-src 'none'; script-src 'nonce-AbC123' 'unsafe-inline'; form-action 'self'").result).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
    expect(csp("default-src 'self'; script-src 'nonce-AbC123' 'strict-dynamic' https: 'unsafe-inline'").result).toBe(
      'csp-implemented-with-no-unsafe',
    );
  });

  it('http: sources count only on https sites', () => {
    expect(csp("default-src 'self'; script-src 'self' http://cdn.example", false).result).toBe(
      'csp-implemented-with-no-unsafe',
    );
  });

  it('several policies are all enforced: a directive keeps only the sources every policy allows', () => {
    expect(csp(["default-src 'self'; script-src 'self' 'unsafe-inline'", "script-src 'self'"]).result).toBe(
      'csp-implemented-with-no-unsafe',
    );
  });

  it('reports the policy flags: clickjacking protection, base-uri, form-action, objects', () => {
    const strict = observatoryScore(STRICT, { https: true }).csp!;
    expect(strict).toMatchObject({
      antiClickjacking: true,
      defaultNone: true,
      insecureBaseUri: false,
      insecureFormAction: false,
      unsafeObjects: false,
    });
    const loose = observatoryScore({ ...STRICT, 'content-security-policy': "script-src 'self'" }, { https: true }).csp!;
    expect(loose).toMatchObject({
      antiClickjacking: false,
      defaultNone: false,
      insecureBaseUri: true,
      insecureFormAction: true,
      unsafeObjects: true,
    });
  });

  it('a report-only policy alone is no policy', () => {
    const score = observatoryScore({ 'content-security-policy-report-only': "default-src 'self'" }, { https: true });
    expect(resultOf(score, 'content-security-policy')).toMatchObject({
      result: 'csp-not-implemented-but-reporting-enabled',
      modifier: -25,
    });
  });
});

describe('cookies', () => {
  const cookies = (setCookie: string[], https = true, hsts = true) =>
    resultOf(
      observatoryScore(
        {
          ...STRICT,
          'strict-transport-security': hsts ? STRICT['strict-transport-security'] : undefined,
          'set-cookie': setCookie,
        },
        { https },
      ),
      'cookies',
    );
  const cases: [string, string[], string, number][] = [
    ['none', [], 'cookies-not-found', 0],
    [
      'secure session cookie with HttpOnly and SameSite',
      ['intranet_sitzung=x; Path=/; HttpOnly; SameSite=Lax; Secure'],
      'cookies-secure-with-httponly-sessions-and-samesite',
      5,
    ],
    [
      'secure session cookie without SameSite',
      ['sessionid=x; HttpOnly; Secure'],
      'cookies-secure-with-httponly-sessions',
      0,
    ],
    [
      'plain cookie without Secure under HSTS',
      ['theme=dark; SameSite=Lax'],
      'cookies-without-secure-flag-but-protected-by-hsts',
      -5,
    ],
    [
      'session cookie without Secure under HSTS',
      ['sessionid=x; HttpOnly; SameSite=Lax'],
      'cookies-session-without-secure-flag-but-protected-by-hsts',
      -10,
    ],
    ['SameSite with an unknown value', ['theme=dark; Secure; SameSite=Egal'], 'cookies-samesite-flag-invalid', -20],
    ['SameSite=None without Secure', ['theme=dark; SameSite=None'], 'cookies-samesite-flag-invalid', -20],
    ['anti-CSRF token without SameSite', ['csrftoken=x; Secure'], 'cookies-anticsrf-without-samesite-flag', -20],
    [
      'session cookie without HttpOnly',
      ['login=x; Secure; SameSite=Strict'],
      'cookies-session-without-httponly-flag',
      -30,
    ],
  ];
  for (const [label, setCookie, expected, modifier] of cases) {
    it(`${label}: ${expected} (${modifier})`, () => {
      expect(cookies(setCookie)).toMatchObject({ result: expected, modifier });
    });
  }

  it('without HSTS, missing Secure costs more, and the worst cookie decides', () => {
    expect(cookies(['theme=dark; SameSite=Lax'], true, false)).toMatchObject({
      result: 'cookies-without-secure-flag',
      modifier: -20,
    });
    expect(cookies(['ratsinfo_sitzung=x; HttpOnly; SameSite=Lax'], false)).toMatchObject({
      result: 'cookies-session-without-secure-flag',
      modifier: -40,
    });
    expect(cookies(['theme=dark; SameSite=Lax', 'sess=x; Secure; SameSite=Lax'])).toMatchObject({
      result: 'cookies-session-without-httponly-flag',
    });
  });
});

describe('the other headers', () => {
  const test = (overrides: Record<string, string | undefined>, name: string, extra = {}) =>
    resultOf(observatoryScore({ ...STRICT, ...overrides }, { https: true, ...extra }), name);

  it('HSTS: at least six months passes, less costs 10, garbage or a doubled header 20, preloaded earns 5', () => {
    expect(test({ 'strict-transport-security': 'max-age=15552000' }, 'strict-transport-security')).toMatchObject({
      result: 'hsts-implemented-max-age-at-least-six-months',
      modifier: 0,
    });
    expect(test({ 'strict-transport-security': 'max-age=86400' }, 'strict-transport-security')).toMatchObject({
      modifier: -10,
    });
    expect(test({ 'strict-transport-security': 'includeSubDomains' }, 'strict-transport-security')).toMatchObject({
      result: 'hsts-header-invalid',
      modifier: -20,
    });
    expect(test({ 'strict-transport-security': 'max-age=1, max-age=2' }, 'strict-transport-security')).toMatchObject({
      result: 'hsts-header-invalid',
    });
    expect(test({}, 'strict-transport-security', { hstsPreloaded: true })).toMatchObject({
      result: 'hsts-preloaded',
      modifier: 5,
    });
  });

  it('Referrer-Policy: private +5, unsafe -5, unknown -5, missing 0; the last known value wins', () => {
    expect(test({ 'referrer-policy': 'strict-origin-when-cross-origin' }, 'referrer-policy').modifier).toBe(5);
    expect(test({ 'referrer-policy': 'unsafe-url' }, 'referrer-policy').modifier).toBe(-5);
    expect(test({ 'referrer-policy': 'egal' }, 'referrer-policy')).toMatchObject({
      result: 'referrer-policy-header-invalid',
      modifier: -5,
    });
    expect(test({ 'referrer-policy': undefined }, 'referrer-policy').modifier).toBe(0);
    expect(test({ 'referrer-policy': 'unsafe-url, no-referrer, neu-und-unbekannt' }, 'referrer-policy').result).toBe(
      'referrer-policy-private',
    );
  });

  it('X-Content-Type-Options: nosniff 0, other values and missing -5', () => {
    expect(test({ 'x-content-type-options': ' NoSniff ' }, 'x-content-type-options').modifier).toBe(0);
    expect(test({ 'x-content-type-options': 'sniff' }, 'x-content-type-options').modifier).toBe(-5);
  });

  it('X-Frame-Options: frame-ancestors +5, DENY 0, missing or invalid -20', () => {
    const noAncestors = "default-src 'none'; form-action 'self'";
    expect(test({}, 'x-frame-options')).toMatchObject({ result: 'x-frame-options-implemented-via-csp', modifier: 5 });
    expect(
      test({ 'content-security-policy': noAncestors, 'x-frame-options': 'DENY' }, 'x-frame-options').modifier,
    ).toBe(0);
    expect(test({ 'content-security-policy': noAncestors }, 'x-frame-options').modifier).toBe(-20);
    expect(
      test({ 'content-security-policy': noAncestors, 'x-frame-options': 'jein' }, 'x-frame-options'),
    ).toMatchObject({ result: 'x-frame-options-header-invalid' });
  });

  it('CORP: same-origin and same-site +10, cross-origin and missing 0, invalid -5', () => {
    expect(test({ 'cross-origin-resource-policy': 'same-site' }, 'cross-origin-resource-policy').modifier).toBe(10);
    expect(test({ 'cross-origin-resource-policy': 'cross-origin' }, 'cross-origin-resource-policy').modifier).toBe(0);
    expect(test({ 'cross-origin-resource-policy': undefined }, 'cross-origin-resource-policy').modifier).toBe(0);
    expect(test({ 'cross-origin-resource-policy': 'alle' }, 'cross-origin-resource-policy').modifier).toBe(-5);
  });

  it('CORS: a reflected foreign origin with credentials costs 50', () => {
    const probe = 'https://http-observatory.security.mozilla.org';
    const reflected = { 'access-control-allow-origin': probe, 'access-control-allow-credentials': 'true' };
    expect(test(reflected, 'cross-origin-resource-sharing', { probeOrigin: probe }).modifier).toBe(-50);
    expect(test({ 'access-control-allow-origin': '*' }, 'cross-origin-resource-sharing').result).toBe(
      'cross-origin-resource-sharing-implemented-with-public-access',
    );
    expect(test({}, 'cross-origin-resource-sharing').result).toBe('cross-origin-resource-sharing-not-implemented');
  });

  it('SRI: same-origin scripts 0, with integrity +5, external https without -5, external http without -50', () => {
    const sri = (html: string) => test({}, 'subresource-integrity', { html, url: 'https://www.tannbrunn.de/de' });
    expect(sri('<script src="/a.js"></script><script src="https://www.tannbrunn.de/b.js"></script>').modifier).toBe(0);
    expect(sri('<script src="/a.js" integrity="sha384-x"></script>').modifier).toBe(5);
    expect(sri('<script src="https://cdn.example/a.js"></script>').modifier).toBe(-5);
    expect(sri('<script src="http://cdn.example/a.js"></script>').modifier).toBe(-50);
    expect(sri('<script src="//cdn.example/a.js" integrity="sha384-x"></script>').modifier).toBe(-20);
    expect(sri('<script type="application/ld+json">{}</script>').result).toBe(
      'sri-not-implemented-but-no-scripts-loaded',
    );
  });

  it('marks Redirection as not tested, worth 0', () => {
    expect(test({}, 'redirection')).toMatchObject({ notTested: true, modifier: 0 });
  });
});

describe("the site's own production headers", () => {
  const asRecord = (headers: { key: string; value: string }[]) =>
    Object.fromEntries(headers.map((h) => [h.key, h.value]));

  it('score A+ over https, with the analytics origin too', () => {
    for (const options of [{}, { analyticsOrigin: 'https://statistik.tannbrunn.example' }]) {
      const score = observatoryScore(
        { ...asRecord(securityHeaders({ dev: false, https: true, ...options })), 'content-type': 'text/html' },
        { https: true },
      );
      expect(score.grade).toBe('A+');
      expect(score.score).toBeGreaterThanOrEqual(100);
      expect(score.tests.filter((t) => t.modifier < 0)).toEqual([]);
    }
  });

  it('lose the HSTS points where the site is served over http only', () => {
    const score = observatoryScore(asRecord(securityHeaders({ dev: false, https: false })), { https: false });
    expect(resultOf(score, 'strict-transport-security').modifier).toBe(-20);
    expect(score.score).toBeLessThan(100);
  });
});
