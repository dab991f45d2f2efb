// The files of the media library that a published page or menu names in a field that renders a link or an image
// (./content-links.ts, rich text as the sanitiser leaves it): the files its publication makes public
// (lib/redaktion/store/public-media.ts). Server-side, as the sanitiser is.
import { mediaIdsOf, menuLinks, pageLinks, type LinkReading } from './content-links';
import { sanitizeCmsHtml } from './cms-html';

export type PublishedKind = 'seite' | 'menue';

/**
 * Rich text as published; a text with neither a file's address nor an entity (which might spell one) in it names no
 * file and is not sanitised: the sanitiser is what a long page's publication would mostly wait for, inside the
 * publishing transaction (400 texts with a link each: about 270 ms, 33 ms so).
 */
const FOR_FILES: LinkReading = {
  sanitize: (html) => (html.includes('/api/medien/') || html.includes('&') ? sanitizeCmsHtml(html) : ''),
};

export function publishedMediaOf(art: PublishedKind, inhalt: unknown): string[] {
  return mediaIdsOf(art === 'seite' ? pageLinks(inhalt, FOR_FILES) : menuLinks(inhalt, FOR_FILES));
}

/** The rows of the table `medien_oeffentlich` for these publications: one per file and page or menu. */
export function publicMediaRows(
  publications: readonly { art: PublishedKind; ownerId: string; inhalt: unknown }[],
): { medium: string; quelle: string }[] {
  return publications.flatMap(({ art, ownerId, inhalt }) =>
    publishedMediaOf(art, inhalt).map((medium) => ({ medium, quelle: `${art}:${ownerId}` })),
  );
}

/** Inserts rows made by publicMediaRows (one statement, whatever their number). */
export const INSERT_PUBLIC_MEDIA = `INSERT INTO medien_oeffentlich (medium_id, quelle)
  SELECT medium, quelle FROM json_to_recordset($1::json) AS x(medium uuid, quelle text)
  ON CONFLICT DO NOTHING`;
