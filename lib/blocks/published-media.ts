// The files of the media library that a published page or menu names in a field that renders a link or an image
// (./content-links.ts, rich text as the sanitiser leaves it): the files its publication makes public
// (lib/redaktion/store/public-media.ts). Server-side, as the sanitiser is.
import { entryLinks, mediaIdsOf, menuLinks, pageLinks, type LinkReading } from './content-links';
import { sanitizeCmsHtml } from './cms-html';

/** Every kind of document (lib/redaktion/shared/document-kinds.ts); a banner's file is judged at request time. */
export type PublishedKind = 'seite' | 'menue' | 'warnmeldung' | 'eintrag';

export interface Publication {
  art: PublishedKind;
  /** How the document is named: a page's or entry's id, a menu's name. */
  ownerId: string;
  inhalt: unknown;
  /** An entry's entry schema (its collection's `$id`), which says its rendering fields. */
  schemaId?: string;
}

/**
 * Rich text as published; a text with neither a file's address nor an entity (which might spell one) in it names no
 * file and is not sanitised: the sanitiser is what a long page's publication would mostly wait for, inside the
 * publishing transaction (400 texts with a link each: about 270 ms, 33 ms so).
 */
const FOR_FILES: LinkReading = {
  sanitize: (html) => (html.includes('/api/medien/') || html.includes('&') ? sanitizeCmsHtml(html) : ''),
};

export function publishedMediaOf({ art, inhalt, schemaId }: Publication): string[] {
  if (art === 'seite') return mediaIdsOf(pageLinks(inhalt, FOR_FILES));
  if (art === 'menue') return mediaIdsOf(menuLinks(inhalt, FOR_FILES));
  if (art === 'eintrag' && schemaId) return mediaIdsOf(entryLinks(schemaId, inhalt, FOR_FILES));
  return [];
}

/** The rows of the table `medien_oeffentlich` for these publications: one per file and page or menu. */
export function publicMediaRows(publications: readonly Publication[]): { medium: string; quelle: string }[] {
  return publications.flatMap((publication) =>
    publishedMediaOf(publication).map((medium) => ({ medium, quelle: `${publication.art}:${publication.ownerId}` })),
  );
}

/** Inserts rows made by publicMediaRows (one statement, whatever their number). */
export const INSERT_PUBLIC_MEDIA = `INSERT INTO medien_oeffentlich (medium_id, quelle)
  SELECT medium, quelle FROM json_to_recordset($1::json) AS x(medium uuid, quelle text)
  ON CONFLICT DO NOTHING`;
