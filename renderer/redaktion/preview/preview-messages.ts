// What the editor and its preview say to each other (issue 45). The preview runs in a frame of another site, in a
// process of its own (lib/security/preview-site.js), so the editor cannot reach into its document: the preview's
// host page (/redaktion/vorschaurahmen) draws the page, checks it and answers the pointer, and the two talk by
// postMessage, each accepting only messages of the other's origin and window.
import type { Finding } from '@/lib/redaktion/shared/accessibility-check';

/** Marks every message of this conversation, so nothing else posted to a window is taken for one. */
export const PREVIEW_CHANNEL = 'redaktion-vorschau';

/** The editor to the preview. */
export type ToPreview =
  /** Draw this page: the envelope as JSON, the preview's token, each template's German name (for the marks). */
  | { art: 'zeigen'; seiteId: string; umschlag: string; zugang: string; namen: Record<string, string> }
  /** The block selected in the editor (or the page's own fields): outlined, and scrolled into view. */
  | { art: 'auswahl'; blockId: string };

/** The preview to the editor. */
export type FromPreview =
  /** The host page has loaded and listens. */
  | { art: 'bereit' }
  /** A page was drawn and checked with the site's rules (null: it could not be drawn); `hinweise`: axe-core's too. */
  | { art: 'befunde'; befunde: Finding[] | null; hinweise: boolean }
  /** A click in the preview selected a block, at this field if it fell on one. */
  | { art: 'gewaehlt'; blockId: string; pointer: string | null }
  /** The preview's token no longer opens the preview: the editor asks for a new one and sends the page again. */
  | { art: 'zugang-abgelaufen' };

export type Message<T> = T & { kanal: typeof PREVIEW_CHANNEL };

export function send<T extends object>(target: Window, message: T, origin: string): void {
  target.postMessage({ ...message, kanal: PREVIEW_CHANNEL }, origin);
}

/** The message of an event, if it is one of this conversation from the expected window and origin. */
export function received<T>(event: MessageEvent, from: Window | null | undefined, origin: string): T | null {
  if (!from || event.source !== from || event.origin !== origin) return null;
  const data = event.data as { kanal?: unknown } | null;
  return data && typeof data === 'object' && data.kanal === PREVIEW_CHANNEL ? (data as T) : null;
}
