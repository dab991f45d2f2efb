// @vitest-environment happy-dom
// Links in view are prefetched as documents while the browser is idle (renderer/client/idle-prefetch.ts); staff-only
// areas and files are not, nor the page itself.
import { describe, expect, it } from 'vitest';
import { prefetchTarget, worthPrefetching } from '@/renderer/client/idle-prefetch';

describe('worthPrefetching', () => {
  it('prefetches public pages', () => {
    for (const path of ['/de', '/de/leben', '/de/intranetseite-der-kurverwaltung', '/de/rathaus/ratsinformationen'])
      expect(worthPrefetching(path)).toBe(true);
  });

  it('leaves the staff-only areas alone', () => {
    for (const path of ['/de/intranet', '/de/intranet/passwort', '/de/ratsinfo', '/de/ratsinfo/sitzungen'])
      expect(worthPrefetching(path)).toBe(false);
  });
});

describe('prefetchTarget', () => {
  const here = { origin: 'https://www.tannbrunn.example', pathname: '/de/leben', search: '' } as Location;
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = new URL(href, here.origin).href;
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    return a;
  };

  it('is the page, without the fragment, for a link to another public page of the site', () => {
    expect(prefetchTarget(link('/de/rathaus#kontakt'), here)).toBe('/de/rathaus');
    expect(prefetchTarget(link('/de/verzeichnis?ort=Tannbrunn'), here)).toBe('/de/verzeichnis?ort=Tannbrunn');
  });

  it('is nothing for the page itself, files, new windows, downloads, staff areas and other sites', () => {
    expect(prefetchTarget(link('/de/leben#oben'), here)).toBeNull();
    expect(prefetchTarget(link('/de/downloads/abfallkalender.pdf'), here)).toBeNull();
    expect(prefetchTarget(link('/de/rathaus', { target: '_blank' }), here)).toBeNull();
    expect(prefetchTarget(link('/de/rathaus', { download: '' }), here)).toBeNull();
    expect(prefetchTarget(link('/de/intranet/archiv'), here)).toBeNull();
    expect(prefetchTarget(link('https://example.org/de/rathaus'), here)).toBeNull();
  });
});
