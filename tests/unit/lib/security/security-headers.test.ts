import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/security-headers.js';
import { mediaOrigin, mediaRemotePatterns } from '@/lib/security/media-origin.js';

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

  it('allows the CMS media server for images and for nothing else (issue 12.11)', () => {
    const origin = mediaOrigin({
      MEDIA_URL: 'https://medien.tannbrunn.example/bilder/',
      CMS_URL: 'https://cms.example',
    });
    expect(origin).toBe('https://medien.tannbrunn.example');
    const csp = contentSecurityPolicy({ dev: false, mediaOrigin: origin });
    expect(csp.split('; ').find((d) => d.startsWith('img-src'))).toBe(
      "img-src 'self' data: blob: https://medien.tannbrunn.example",
    );
    expect(csp.match(/medien/g)).toHaveLength(1);
    expect(mediaRemotePatterns(origin)).toEqual([
      { protocol: 'https', hostname: 'medien.tannbrunn.example', port: '', pathname: '/**' },
    ]);
  });

  it('takes the CMS origin without MEDIA_URL, and nothing in the embedded mode or for a non-http address', () => {
    expect(mediaOrigin({ CMS_URL: 'http://127.0.0.1:4010/tannbrunn' })).toBe('http://127.0.0.1:4010');
    expect(mediaOrigin({})).toBeUndefined();
    expect(mediaOrigin({ MEDIA_URL: 'javascript:alert(1)' })).toBeUndefined();
    expect(mediaRemotePatterns(undefined)).toEqual([]);
  });
});
