// The staff areas are listed once (lib/session/staff-areas.js); the proxy's matcher, which Next.js
// needs as a literal, must cover every one of them, and everything else reads the list.
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { STAFF_AREAS, isStaffPage } from '@/lib/session/staff-areas.js';
import { isNeverCached } from '@/lib/pwa/never-cache';
import { ROBOTS_DISALLOW } from '@/lib/seo/robots';
import { worthPrefetching } from '@/renderer/client/idle-prefetch';

describe('staff areas', () => {
  it('are all behind the proxy that makes every answer private, no-store', () => {
    for (const { page, api } of STAFF_AREAS) {
      expect(config.matcher).toContain(`${page}/:path*`);
      expect(config.matcher).toContain(`${api}/:path*`);
    }
    expect(config.matcher).toHaveLength(STAFF_AREAS.length * 2);
  });

  it('are told apart by path, not by a prefix of a word', () => {
    expect(isStaffPage('/de/intranet')).toBe(true);
    expect(isStaffPage('/de/intranet/archiv/2')).toBe(true);
    expect(isStaffPage('/de/ratsinfo.json')).toBe(true);
    expect(isStaffPage('/de/intranetz')).toBe(false);
    expect(isStaffPage('/de/rathaus')).toBe(false);
  });

  it('are never cached by the service worker, crawled or prefetched', () => {
    for (const { page } of STAFF_AREAS) {
      expect(isNeverCached(`/_next/data/abc${page}.json`)).toBe(true);
      expect(isNeverCached(`${page}/x`)).toBe(true);
      expect(ROBOTS_DISALLOW).toContain(page);
      expect(worthPrefetching(`${page}/x`)).toBe(false);
    }
    expect(worthPrefetching('/de/rathaus')).toBe(true);
  });
});
