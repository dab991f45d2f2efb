// The page list of the embedded mode: every published page of the store, dated by its publication.
import type { Database } from '@/lib/db/database';
import { publishedPages } from '@/lib/redaktion/store/published';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { publicEntries, type SitemapService } from './sitemap-service';

export interface EmbeddedSitemapOptions {
  contentDir: string;
  database: () => Promise<Database>;
}

export function createEmbeddedSitemap({ contentDir, database }: EmbeddedSitemapOptions): SitemapService {
  return {
    async pages() {
      const db = await database();
      await ensureSeeded(db, contentDir);
      return publicEntries({ seiten: await publishedPages(db) });
    },
  };
}
