// Issue 12.4: an address from the CMS that is neither http(s) nor on this site never reaches a page, and never
// makes one fail.
import { describe, expect, it } from 'vitest';
import { validate_seite } from '@/codegen/out/validators';
import { absoluteSiteUrl, httpOrigin } from '@/lib/security/site-url';

const SITE = 'https://www.tannbrunn.de';
const page = (extra: Record<string, unknown>) => ({ pageLayout: 'default', title: 'T', content: [], ...extra });

describe('addresses in the page envelope', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '//evil.example/x',
    'http://',
    'a b',
    'vbscript:x',
  ])('the schema refuses the canonical %s', (canonical) => {
    expect(validate_seite(page({ canonical }))).toBe(false);
  });

  it.each(['/de/rathaus', 'https://www.tannbrunn.de/de', 'http://example.org/a?b=c#d'])('accepts %s', (canonical) => {
    expect(validate_seite(page({ canonical }))).toBe(true);
  });

  it('refuses a script address in a breadcrumb and in a hero image', () => {
    expect(validate_seite(page({ breadcrumbs: [{ title: 'x', href: 'javascript:alert(1)' }] }))).toBe(false);
    expect(validate_seite(page({ heroImages: [{ src: 'javascript:alert(1)', alt: '' }] }))).toBe(false);
  });
});

describe('absoluteSiteUrl and httpOrigin', () => {
  it('makes site paths absolute and refuses every other scheme', () => {
    expect(absoluteSiteUrl('/de/x', SITE)).toBe('https://www.tannbrunn.de/de/x');
    expect(absoluteSiteUrl('javascript:alert(1)', SITE)).toBeNull();
    expect(absoluteSiteUrl('https://[broken', SITE)).toBeNull();
    expect(httpOrigin('https://a.example/x')).toBe('https://a.example');
    expect(httpOrigin('javascript:alert(1)')).toBeUndefined();
    expect(httpOrigin('https://[broken')).toBeUndefined();
  });
});
