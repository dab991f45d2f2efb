// What the pickers of the Redaktion's forms offer: the pages (and the library's PDFs) for a link, the library's
// images and then the site's own for an image. One place for the page editor, the menus and the entries.
import type { Sql } from '@/lib/db/database';
import { pickerEntries } from '@/lib/medien/media-store';
import { flattenTree } from '@/lib/redaktion/shared/page-tree';
import { listPages } from '@/lib/redaktion/store/pages';
import { siteImages } from '@/lib/redaktion/store/site-images';

export async function formContextOf(db: Sql) {
  const library = await pickerEntries(db);
  return {
    pages: [...flattenTree(await listPages(db)), ...library.documents],
    images: [...library.images, ...(await siteImages())],
  };
}
