// The page list of the embedded mode: every published page of the store and every published entry with a page of its
// own, dated by its publication.
import type { Database } from '@/lib/db/database';
import { publishedPages } from '@/lib/redaktion/store/published';
import { publishedEntryPages } from '@/lib/redaktion/store/entry-queries';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { publicEntries, type SitemapService } from '@/lib/services/sitemap/sitemap-service';

export interface EmbeddedSitemapOptions {
  contentDir: string;
  database: () => Promise<Database>;
}

export function createEmbeddedSitemap({ contentDir, database }: EmbeddedSitemapOptions): SitemapService {
  return {
    async pages() {
      const db = await database();
      await ensureSeeded(db, contentDir);
      // Pages, and the entries of the collections that have a page of their own.
      return publicEntries({ seiten: [...(await publishedPages(db)), ...(await publishedEntryPages(db))] });
    },
  };
}
