// The media library's words and shapes, shared by the store (lib/medien/media-store.ts) and the Redaktion's views.
export type MediumArt = 'bild' | 'dokument';

export interface Medium {
  id: string;
  art: MediumArt;
  mime: string;
  /** Bytes of the stored (re-encoded) file. */
  groesse: number;
  breite: number | null;
  hoehe: number | null;
  dateiname: string;
  alt: string;
  dekorativ: boolean;
  copyright: string;
  hochgeladenVon: string;
  /** ISO 8601. */
  hochgeladenAm: string;
  /** Where every instance serves it (pages/api/medien/[id]/[name].ts). */
  url: string;
}

export const mediaUrl = (id: string, dateiname: string) => `/api/medien/${id}/${encodeURIComponent(dateiname)}`;

/**
 * True for an address of the media library. Such a file may be for the Redaktion alone (lib/medien/serve-medium.ts),
 * and Next's image optimizer fetches its source without the visitor's cookies: where the Redaktion shows one (its
 * thumbnails, the preview of a draft), the browser fetches it itself, with the session (`unoptimized`).
 */
export const isMediaLibraryUrl = (src: string) => src.startsWith('/api/medien/');

/**
 * The Redaktion's thumbnail of a library image (pages/api/redaktion/medien/[id]/vorschaubild.ts), or null for an
 * address outside the library.
 */
export function thumbnailUrl(src: string): string | null {
  const id = /^\/api\/medien\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//.exec(src)?.[1];
  return id ? `/api/redaktion/medien/${id}/vorschaubild` : null;
}

/** Megabytes as the Redaktion shows them: '12,4 MB'. */
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

export const MEDIA_TEXTS = {
  nameMissing: 'Bitte geben Sie den Dateinamen an.',
  notFound: 'Diese Datei gibt es in der Mediathek nicht.',
  altMissing:
    'Bitte geben Sie einen Alternativtext an, der sagt, was das Bild zeigt, oder markieren Sie das Bild als dekorativ.',
  nameMismatch: (dateiname: string, art: MediumArt) =>
    art === 'dokument'
      ? `„${dateiname}“ heißt wie ein Bild, ist aber eine PDF-Datei. Die Datei wurde nicht gespeichert; bitte prüfen Sie, ob es die richtige Datei ist.`
      : `„${dateiname}“ heißt wie eine PDF-Datei, ist aber ein Bild. Die Datei wurde nicht gespeichert; bitte prüfen Sie, ob es die richtige Datei ist.`,
  /** Issue 33: a PDF named `.html` was stored and served under that name. */
  extensionMissing: (dateiname: string, art: MediumArt) =>
    `„${dateiname}“: Der Dateiname muss auf ${art === 'dokument' ? '.pdf' : '.jpg, .jpeg, .png oder .webp'} enden, wie es zur Datei passt. Die Datei wurde nicht gespeichert.`,
  /** The account's share of the library is used up (MEDIA_QUOTA_MB). */
  quota: (belegt: number, kontingent: number, datei: number) =>
    `Ihr Konto hat sein Kontingent in der Mediathek erreicht: ${mb(belegt)} von ${mb(kontingent)} belegt, diese Datei hat ${mb(datei)}. Die Datei wurde nicht gespeichert; bitte löschen Sie zuerst Dateien, die nicht mehr gebraucht werden.`,
  inUse: (orte: string[]) =>
    `Diese Datei wird noch verwendet und kann nicht gelöscht werden: ${orte.join(', ')}. Entfernen Sie sie dort zuerst.`,
} as const;
