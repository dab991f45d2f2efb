// The link a click follows in this tab, when the page may take that click over (anchor scroll, the staff systems'
// client-side routing): a plain primary click nobody has handled yet, on a link that opens here and is no download.
// A click with a modifier opens a new tab or window: the browser's.
export function plainLinkClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}
