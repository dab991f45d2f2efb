// The MDN HTTP Observatory's score (tests/support/observatory-score.ts) of the headers the production server really
// sends for the start page, a booking page and the intranet login: at least 100 (A+).
//
// The test server speaks plain http on loopback, and next.config.js adds HSTS only when SITE_URL is https. So the
// scan is scored as the https deployment would be seen: https, with the Strict-Transport-Security header that
// `securityHeaders({ dev: false, https: true })` adds there — the one and only header added here, checked below.
// Redirection (http -> https on the public host) cannot be tested on loopback and is not scored.
import { expect, test, type APIResponse } from '@playwright/test';
import { observatoryScore, type ObservatoryScore } from '@/tests/support/observatory-score';
import { securityHeaders } from '@/lib/security/security-headers.js';

// The Observatory sends its own Origin, to see whether the site reflects it in CORS headers.
const PROBE_ORIGIN = 'https://http-observatory.security.mozilla.org';
const HTTPS_HEADERS = securityHeaders({ dev: false, https: true });
const HSTS = HTTPS_HEADERS.find((h) => h.key === 'Strict-Transport-Security')!;

function asHttpsDeployment(response: APIResponse): { name: string; value: string }[] {
  const served = response.headersArray();
  const has = (name: string) => served.some((h) => h.name.toLowerCase() === name.toLowerCase());
  // Every security header of the production configuration is served as configured, except HSTS (http only here).
  for (const { key, value } of HTTPS_HEADERS) {
    if (key === HSTS.key) continue;
    expect(served.find((h) => h.name.toLowerCase() === key.toLowerCase())?.value, key).toBe(value);
  }
  return has(HSTS.key) ? served : [...served, { name: HSTS.key, value: HSTS.value }];
}

function describeScore(score: ObservatoryScore): string {
  return (
    `${score.score} (${score.grade}): ` +
    score.tests.map((t) => `${t.result} ${t.modifier >= 0 ? '+' : ''}${t.modifier}`).join(', ')
  );
}

for (const path of ['/de', '/de/e-bike-leihen', '/de/intranet']) {
  test(`Observatory score of ${path} as deployed over https is at least 100 (A+)`, async ({ request, baseURL }) => {
    const response = await request.get(path, { headers: { origin: PROBE_ORIGIN } });
    expect(response.status()).toBe(200);
    const headers = asHttpsDeployment(response);
    const host = new URL(baseURL!).host;

    if (path === '/de/intranet') {
      // The session cookie comes from the login; behind the https proxy (X-Forwarded-Proto) it is Secure.
      const login = await request.post('/api/intranet/anmelden', {
        data: { email: 'intranet@tannbrunn.example', passwort: 'Tannbrunn-Intranet-2026' },
        headers: { origin: `https://${host}`, 'x-forwarded-proto': 'https' },
      });
      expect(login.status()).toBe(200);
      const cookies = login.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
      expect(cookies.map((c) => c.value).join('\n')).toMatch(/intranet_sitzung=[^;]+;.*HttpOnly.*SameSite=Lax.*Secure/);
      headers.push(...cookies);
    }

    const score = observatoryScore(headers, {
      https: true,
      html: await response.text(),
      url: `https://${host}${path}`,
      probeOrigin: PROBE_ORIGIN,
    });
    test.info().annotations.push({ type: 'Observatory', description: describeScore(score) });
    expect(
      score.tests.filter((t) => t.modifier < 0),
      describeScore(score),
    ).toEqual([]);
    expect(score.score, describeScore(score)).toBeGreaterThanOrEqual(100);
    expect(score.grade).toBe('A+');
    expect(score.csp).toMatchObject({
      antiClickjacking: true,
      insecureBaseUri: false,
      insecureFormAction: false,
      unsafeObjects: false,
    });
    if (path === '/de/intranet')
      expect(score.tests.find((t) => t.test === 'cookies')?.result).toBe(
        'cookies-secure-with-httponly-sessions-and-samesite',
      );
  });
}
