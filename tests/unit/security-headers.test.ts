import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/security-headers.js';

const header = (headers: { key: string; value: string }[], key: string) => headers.find((h) => h.key === key)?.value;

describe('security headers', () => {
  it('production CSP allows scripts only from the site itself', () => {
    const csp = contentSecurityPolicy({ dev: false });
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
      expect(csp).toContain(directive);
  });

  it('adds a configured analytics origin and nothing else', () => {
    const csp = contentSecurityPolicy({ dev: false, analyticsOrigin: 'https://statistik.tannbrunn.example' });
    expect(csp).toContain("script-src 'self' https://statistik.tannbrunn.example");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
    expect(csp.match(/statistik/g)).toHaveLength(3);
  });

  it('sends HSTS of at least a year only over https, and the other headers always', () => {
    const plain = securityHeaders({ dev: false, https: false });
    expect(header(plain, 'Strict-Transport-Security')).toBeUndefined();
    const secure = securityHeaders({ dev: false, https: true });
    expect(Number(/max-age=(\d+)/.exec(header(secure, 'Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(
      31536000,
    );
    expect(header(secure, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(secure, 'Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(header(secure, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(secure, 'Permissions-Policy')).toContain('camera=()');
  });
});
