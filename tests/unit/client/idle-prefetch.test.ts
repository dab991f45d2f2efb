import { describe, expect, it } from 'vitest';
import { worthPrefetching } from '@/renderer/client/use-idle-prefetch';

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
