// The scripts a built page runs, as listed in its HTML for public/scripts-after-paint.js
// (renderer/document/PaintFirstHead.tsx): those it runs after its first paint, and those (React and Next.js) it runs
// only when a React island needs them.
import type { ScriptList } from '@/renderer/document/PaintFirstHead';

/** Both lists; throws when the page has none. */
export function scriptLists(html: string): ScriptList {
  const list = /<script id="scripts-after-paint" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!list) throw new Error('Die Seite hat keine Liste der Skripte nach dem ersten Bild.');
  return JSON.parse(list[1]!) as ScriptList;
}

/** The addresses the page runs after its first paint, in order. */
export function scriptsAfterPaint(html: string): string[] {
  return scriptLists(html).nachDemMalen;
}
