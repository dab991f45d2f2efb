// The MDN HTTP Observatory's score of a response's headers, done from its published scoring chart, because its npm
// package (@mdn/mdn-http-observatory) does not install on Node 20 here.
//
// Source: "HTTP Observatory Scoring Methodology", https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring
// (the chart: baseline 100, penalties first, bonuses only when the score without them is 90 or more, grades in steps
// of 5, 100+ = A+), with each test's result names and modifiers as the Observatory publishes them in its source
// (github.com/mdn/mdn-http-observatory, src/grader/charts.js SCORE_TABLE and src/analyzer/tests/*.js).
//
// Scored here: CSP, cookies, CORS, Referrer-Policy, HSTS, SRI (from the HTML, when given), X-Content-Type-Options,
// X-Frame-Options, Cross-Origin-Resource-Policy. Not scored (modifier 0, marked `notTested`): Redirection, because it
// needs the public http:// and https:// hosts (http -> https on the same host), which a loopback test server does not
// have; and the HSTS preload list (the site is not on it: `hstsPreloaded` defaults to false).
// Stricter than the Observatory on purpose: cookies whose name contains "sitzung" or "anmeld" count as session
// cookies too (the Observatory looks for "sess" and "login" only, which misses German names).

export type HeaderInput =
  Headers | Record<string, string | string[] | undefined> | readonly { name: string; value: string }[];

export interface ScoreOptions {
  /** The response came over https (HSTS only counts there, http sources in the CSP are penalised there). */
  https: boolean;
  /** The page's HTML, for Subresource Integrity; without it SRI is scored as for a response that is not HTML. */
  html?: string;
  /** The page's URL, to tell same-origin scripts from external ones. */
  url?: string;
  /** The Origin header the request was sent with (the Observatory sends its own, to see whether it is reflected). */
  probeOrigin?: string;
  /** The host is on the browsers' HSTS preload list. */
  hstsPreloaded?: boolean;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
  pass: boolean;
  notTested?: boolean;
}

export interface CspPolicyFlags {
  antiClickjacking: boolean;
  defaultNone: boolean;
  insecureBaseUri: boolean;
  insecureFormAction: boolean;
  unsafeObjects: boolean;
  unsafeInlineStyle: boolean;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  /** Score without bonuses (penalties only). */
  uncurvedScore: number;
  tests: TestResult[];
  csp: CspPolicyFlags | null;
}

/** The modifier of every result, as the chart gives it. */
export const MODIFIERS: Record<string, number> = {
  // Content Security Policy
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  // Cookies
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  // Cross-origin resource sharing
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  // Redirection (not tested here, see above)
  'redirection-not-tested': 0,
  // Referrer-Policy
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  // Strict-Transport-Security
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  // Subresource Integrity
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  // X-Content-Type-Options
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  // X-Frame-Options
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  // Cross-Origin-Resource-Policy
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
};

/** Bonuses count only when the score without them is at least this (an A). */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

const HSTS_SIX_MONTHS = 15_552_000; // the Observatory's threshold (15768000 rounded down to 180 days)

// ---------------------------------------------------------------------------------------------------------------------
// Headers

type HeaderMap = Map<string, string[]>;

function toHeaderMap(input: HeaderInput): HeaderMap {
  const map: HeaderMap = new Map();
  const add = (name: string, value: string) => {
    const key = name.toLowerCase();
    map.set(key, [...(map.get(key) ?? []), value]);
  };
  if (typeof Headers !== 'undefined' && input instanceof Headers) {
    input.forEach((value, name) => (name.toLowerCase() === 'set-cookie' ? undefined : add(name, value)));
    for (const cookie of input.getSetCookie()) add('set-cookie', cookie);
  } else if (Array.isArray(input)) {
    for (const { name, value } of input) add(name, value);
  } else {
    for (const [name, value] of Object.entries(input as Record<string, string | string[] | undefined>)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) add(name, v);
    }
  }
  return map;
}

const first = (headers: HeaderMap, name: string) => headers.get(name)?.[0];

function result(test: string, name: string, pass: boolean, extra: Partial<TestResult> = {}): TestResult {
  const modifier = MODIFIERS[name];
  if (modifier === undefined) throw new Error(`Unbekanntes Ergebnis ${name}`);
  return { test, result: name, modifier, pass, ...extra };
}

// ---------------------------------------------------------------------------------------------------------------------
// Content-Security-Policy

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);
const isNonceOrHash = (source: string) => /^'(?:nonce-|sha256-|sha384-|sha512-)/.test(source);

type Csp = Map<string, Set<string>>;

/** One policy: directives separated by `;`; a repeated directive is ignored, as browsers do. */
function parsePolicy(text: string): Csp {
  const csp: Csp = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (!/^[a-z-]+$/.test(directive)) throw new Error(`Ungültige Direktive ${name}`);
    if (csp.has(directive)) continue;
    // Keywords and schemes compare case-insensitively; nonces and hashes keep their case.
    csp.set(directive, new Set(sources.map((s) => (isNonceOrHash(s) ? s : s.toLowerCase()))));
  }
  return csp;
}

/**
 * Several policies (several headers, or one header with commas) are all enforced: a directive set in more than one
 * keeps only the sources every one of them allows.
 */
function parseCsp(values: string[]): Csp {
  const policies = values
    .flatMap((v) => v.split(','))
    .map((p) => p.trim())
    .filter(Boolean)
    .map(parsePolicy);
  const merged: Csp = new Map();
  for (const policy of policies) {
    for (const [directive, sources] of policy) {
      const existing = merged.get(directive);
      merged.set(directive, existing ? new Set([...existing].filter((s) => sources.has(s))) : new Set(sources));
    }
  }
  return merged;
}

function cspTest(
  headers: HeaderMap,
  https: boolean,
): { test: TestResult; policy: CspPolicyFlags | null; csp: Csp | null } {
  const test = 'content-security-policy';
  const values = headers.get('content-security-policy') ?? [];
  let csp: Csp;
  try {
    csp = parseCsp(values);
  } catch {
    return { test: result(test, 'csp-header-invalid', false), policy: null, csp: null };
  }
  if (csp.size === 0) {
    const reportOnly = first(headers, 'content-security-policy-report-only');
    return {
      test: result(test, reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', false),
      policy: null,
      csp: null,
    };
  }

  const get = (directive: string) => csp.get(directive);
  const copy = (set: Set<string> | undefined) => (set ? new Set(set) : undefined);
  const scriptSrc = copy(get('script-src') ?? get('default-src')) ?? new Set(['*']);
  const objectSrc = copy(get('object-src') ?? get('default-src')) ?? new Set(['*']);
  const styleSrc = copy(get('style-src') ?? get('default-src')) ?? new Set(['*']);
  const baseUri = get('base-uri') ?? new Set(['*']);
  const frameAncestors = get('frame-ancestors') ?? new Set(['*']);
  const formAction = get('form-action') ?? new Set(['*']);

  // A nonce or hash makes browsers ignore 'unsafe-inline' (it is only there for old browsers).
  for (const list of [scriptSrc, styleSrc]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");

  let outcome: string | null = null;
  const set = (name: string) => (outcome ??= name);

  if (scriptSrc.has("'strict-dynamic'")) {
    if ([...scriptSrc].some(isNonceOrHash)) {
      // With 'strict-dynamic', browsers ignore host and scheme sources, 'self' and 'unsafe-inline'.
      for (const source of [...scriptSrc]) {
        if (
          [...DANGEROUSLY_BROAD].some((b) => source.startsWith(b)) ||
          source === "'self'" ||
          source === "'unsafe-inline'"
        )
          scriptSrc.delete(source);
      }
    } else {
      set('csp-header-invalid');
    }
  }

  const activeSources = [...csp.entries()]
    .filter(([d]) => !PASSIVE_DIRECTIVES.has(d) && d !== 'script-src')
    .flatMap(([, s]) => [...s]);
  activeSources.push(...scriptSrc);
  const passiveSources = [...PASSIVE_DIRECTIVES].flatMap((d) => [...(get(d) ?? get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s)))
    set('csp-implemented-with-unsafe-inline');
  if (https && activeSources.some(insecure)) set('csp-implemented-with-insecure-scheme');
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) set('csp-implemented-with-unsafe-eval');
  if (https && passiveSources.some(insecure)) set('csp-implemented-with-insecure-scheme-in-passive-content-only');
  const unsafeInlineStyle = [...styleSrc].some((s) => BROAD_OR_INLINE.has(s));
  if (unsafeInlineStyle) set('csp-implemented-with-unsafe-inline-in-style-src-only');

  const defaultSrc = get('default-src');
  const defaultNone = Boolean(defaultSrc && defaultSrc.size === 1 && defaultSrc.has("'none'"));
  const insecureFormAction = [...formAction].some((s) => DANGEROUSLY_BROAD.has(s));
  // The chart's top CSP result: default-src 'none', nothing unsafe, and form-action restricted.
  if (defaultNone && !insecureFormAction) set('csp-implemented-with-no-unsafe-default-src-none');
  set('csp-implemented-with-no-unsafe');

  const name = outcome as unknown as string;
  const pass = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ].includes(name);
  const policy: CspPolicyFlags = {
    antiClickjacking: ![...frameAncestors].some((s) => DANGEROUSLY_BROAD.has(s)),
    defaultNone,
    insecureBaseUri: [...baseUri].some((s) => BROAD_OR_INLINE.has(s)),
    insecureFormAction,
    unsafeObjects: [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s)),
    unsafeInlineStyle,
  };
  return { test: result(test, name, pass), policy, csp };
}

// ---------------------------------------------------------------------------------------------------------------------
// Strict-Transport-Security

function hstsTest(headers: HeaderMap, https: boolean, preloaded: boolean): TestResult {
  const test = 'strict-transport-security';
  if (!https) return result(test, 'hsts-not-implemented-no-https', false);
  if (preloaded) return result(test, 'hsts-preloaded', true);
  const header = first(headers, 'strict-transport-security');
  if (header === undefined) return result(test, 'hsts-not-implemented', false);
  if (header.includes(',')) return result(test, 'hsts-header-invalid', false); // sent twice
  let maxAge: number | null = null;
  for (const parameter of header.split(';').map((p) => p.trim().toLowerCase())) {
    if (parameter.startsWith('max-age=')) maxAge = Number.parseInt(parameter.slice(8).replace(/"/g, ''), 10);
  }
  if (maxAge === null || Number.isNaN(maxAge)) return result(test, 'hsts-header-invalid', false);
  return maxAge < HSTS_SIX_MONTHS
    ? result(test, 'hsts-implemented-max-age-less-than-six-months', false)
    : result(test, 'hsts-implemented-max-age-at-least-six-months', true);
}

// ---------------------------------------------------------------------------------------------------------------------
// Cookies

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

function parseCookie(raw: string): Cookie | null {
  const [pair, ...attributes] = raw.split(';');
  const name = pair?.split('=')[0]?.trim();
  if (!name) return null;
  const cookie: Cookie = { name, secure: false, httpOnly: false, sameSite: null };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((s) => s.trim());
    const k = key.toLowerCase();
    if (k === 'secure') cookie.secure = true;
    else if (k === 'httponly') cookie.httpOnly = true;
    else if (k === 'samesite') cookie.sameSite = value.toLowerCase();
  }
  return cookie;
}

// From best to worst: a cookie can only make the result worse.
const COOKIE_BADNESS = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];

const isSessionCookie = (name: string) =>
  ['login', 'sess', 'sitzung', 'anmeld'].some((part) => name.toLowerCase().includes(part));

function cookiesTest(headers: HeaderMap, hstsPasses: boolean): TestResult {
  const test = 'cookies';
  const cookies = (headers.get('set-cookie') ?? []).map(parseCookie).filter((c): c is Cookie => c !== null);
  if (cookies.length === 0) return result(test, 'cookies-not-found', true);
  let worst = -1;
  const worse = (name: string) => (worst = Math.max(worst, COOKIE_BADNESS.indexOf(name)));
  let missingSameSite = false;
  for (const cookie of cookies) {
    const session = isSessionCookie(cookie.name);
    if (cookie.sameSite !== null && !['lax', 'strict', 'none'].includes(cookie.sameSite))
      worse('cookies-samesite-flag-invalid');
    if (cookie.sameSite === 'none' && !cookie.secure) worse('cookies-samesite-flag-invalid');
    if (!cookie.secure)
      worse(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (cookie.name.toLowerCase().includes('csrf') && !cookie.sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure)
      worse(
        hstsPasses
          ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
          : 'cookies-session-without-secure-flag',
      );
    if (session && !cookie.httpOnly) worse('cookies-session-without-httponly-flag');
    if (!cookie.sameSite) missingSameSite = true;
  }
  if (worst >= 0) return result(test, COOKIE_BADNESS[worst]!, false);
  return missingSameSite
    ? result(test, 'cookies-secure-with-httponly-sessions', true)
    : result(test, 'cookies-secure-with-httponly-sessions-and-samesite', true);
}

// ---------------------------------------------------------------------------------------------------------------------
// The simpler header tests

function corsTest(headers: HeaderMap, probeOrigin: string | undefined): TestResult {
  const test = 'cross-origin-resource-sharing';
  const allowOrigin = first(headers, 'access-control-allow-origin')?.trim();
  if (!allowOrigin) return result(test, 'cross-origin-resource-sharing-not-implemented', true);
  if (allowOrigin === '*') return result(test, 'cross-origin-resource-sharing-implemented-with-public-access', true);
  const credentials = first(headers, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  if (probeOrigin && allowOrigin === probeOrigin && credentials) {
    return result(test, 'cross-origin-resource-sharing-implemented-with-universal-access', false);
  }
  return result(test, 'cross-origin-resource-sharing-implemented-with-restricted-access', true);
}

function referrerPolicyTest(headers: HeaderMap): TestResult {
  const test = 'referrer-policy';
  const values = headers.get('referrer-policy');
  if (!values?.length) return result(test, 'referrer-policy-not-implemented', true);
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  // The last policy the browser understands wins.
  const policy = values
    .join(',')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => good.includes(p) || bad.includes(p))
    .at(-1);
  if (policy && good.includes(policy)) return result(test, 'referrer-policy-private', true);
  if (policy) return result(test, 'referrer-policy-unsafe', false);
  return result(test, 'referrer-policy-header-invalid', false);
}

function xContentTypeOptionsTest(headers: HeaderMap): TestResult {
  const test = 'x-content-type-options';
  const value = first(headers, 'x-content-type-options');
  if (value === undefined) return result(test, 'x-content-type-options-not-implemented', false);
  return value.trim().toLowerCase() === 'nosniff'
    ? result(test, 'x-content-type-options-nosniff', true)
    : result(test, 'x-content-type-options-header-invalid', false);
}

function xFrameOptionsTest(headers: HeaderMap, csp: Csp | null): TestResult {
  const test = 'x-frame-options';
  // frame-ancestors in the CSP supersedes the header.
  if (csp?.has('frame-ancestors')) return result(test, 'x-frame-options-implemented-via-csp', true);
  const value = first(headers, 'x-frame-options')?.trim().toLowerCase();
  if (value === undefined) return result(test, 'x-frame-options-not-implemented', false);
  if (value === 'deny' || value === 'sameorigin') return result(test, 'x-frame-options-sameorigin-or-deny', true);
  if (value.startsWith('allow-from')) return result(test, 'x-frame-options-allow-from-origin', true);
  return result(test, 'x-frame-options-header-invalid', false);
}

function corpTest(headers: HeaderMap): TestResult {
  const test = 'cross-origin-resource-policy';
  const value = first(headers, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return result(test, 'corp-not-implemented', true);
  if (value === 'same-origin') return result(test, 'corp-implemented-with-same-origin', true);
  if (value === 'same-site') return result(test, 'corp-implemented-with-same-site', true);
  if (value === 'cross-origin') return result(test, 'corp-implemented-with-cross-origin', true);
  return result(test, 'corp-header-invalid', false);
}

function sriTest(headers: HeaderMap, html: string | undefined, url: string | undefined): TestResult {
  const test = 'subresource-integrity';
  const type = first(headers, 'content-type') ?? '';
  if (html === undefined || !type.toLowerCase().includes('text/html'))
    return result(test, 'sri-not-implemented-response-not-html', true);
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1] ?? '')
    .map((attrs) => ({
      src: /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1],
      integrity: /\bintegrity\s*=/i.test(attrs),
    }))
    .filter((s): s is { src: string; integrity: boolean } => Boolean(s.src));
  if (scripts.length === 0) return result(test, 'sri-not-implemented-but-no-scripts-loaded', true);
  const origin = url ? new URL(url).origin : undefined;
  const external = scripts.filter((s) => {
    if (s.src.startsWith('//')) return true;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(s.src)) return false; // relative: same origin
    return !origin || new URL(s.src).origin !== origin;
  });
  const allIntegrity = scripts.every((s) => s.integrity);
  const insecureExternal = external.some((s) => s.src.startsWith('//') || s.src.toLowerCase().startsWith('http:'));
  if (external.length === 0) {
    return allIntegrity
      ? result(test, 'sri-implemented-and-all-scripts-loaded-securely', true)
      : result(test, 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', true);
  }
  if (external.every((s) => s.integrity)) {
    return insecureExternal
      ? result(test, 'sri-implemented-but-external-scripts-not-loaded-securely', false)
      : result(test, 'sri-implemented-and-external-scripts-loaded-securely', true);
  }
  return insecureExternal
    ? result(test, 'sri-not-implemented-and-external-scripts-not-loaded-securely', false)
    : result(test, 'sri-not-implemented-but-external-scripts-loaded-securely', false);
}

// ---------------------------------------------------------------------------------------------------------------------
// Score and grade

export function gradeFor(score: number): string {
  const chart: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return chart.find(([min]) => score >= min)?.[1] ?? 'F';
}

export function observatoryScore(input: HeaderInput, options: ScoreOptions): ObservatoryScore {
  const headers = toHeaderMap(input);
  const csp = cspTest(headers, options.https);
  const hsts = hstsTest(headers, options.https, options.hstsPreloaded ?? false);
  const tests: TestResult[] = [
    csp.test,
    cookiesTest(headers, hsts.pass),
    corsTest(headers, options.probeOrigin),
    { test: 'redirection', result: 'redirection-not-tested', modifier: 0, pass: true, notTested: true },
    referrerPolicyTest(headers),
    hsts,
    sriTest(headers, options.html, options.url),
    xContentTypeOptionsTest(headers),
    xFrameOptionsTest(headers, csp.csp),
    corpTest(headers),
  ];
  const uncurvedScore = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const withBonus = uncurvedScore + tests.reduce((sum, t) => sum + Math.max(0, t.modifier), 0);
  const score = Math.max(0, uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : uncurvedScore);
  return { score, grade: gradeFor(score), uncurvedScore: Math.max(0, uncurvedScore), tests, csp: csp.policy };
}
