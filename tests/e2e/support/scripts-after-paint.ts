// The scripts a built page runs after its first paint, as listed in its HTML for public/scripts-after-paint.js
// (renderer/document/PaintFirstHead.tsx).

/** The list's script addresses, in order; throws when the page has no list. */
export function scriptsAfterPaint(html: string): string[] {
  const list = /<script id="scripts-after-paint" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!list) throw new Error('Die Seite hat keine Liste der Skripte nach dem ersten Bild.');
  return JSON.parse(list[1]!) as string[];
}
