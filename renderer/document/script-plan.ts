// Which scripts a page runs, decided per page from the HTML the server rendered (pages/_document.tsx):
// - every page runs the site script (renderer/site-script/site-script.ts: no React, a few kB) right after its first paint;
// - a public page without React islands runs nothing else: no React, no Next.js, no page data (`keine`);
// - a public page with React islands (a form, say: renderer/islands/react-island.tsx) loads React and Next.js when
//   one of them comes near the viewport or is touched, and then hydrates (`bei-bedarf`);
// - the staff systems (intranet, Ratsinfo, Redaktion) are applications: they hydrate after the first paint (`sofort`).
import { isStaffPage } from '@/lib/session/staff-areas.js';
import { REACT_ISLAND_ATTRIBUTE } from '@/renderer/islands/react-island';

export type ScriptPlan = 'keine' | 'bei-bedarf' | 'sofort';

const REACT_ISLAND = new RegExp(`\\s${REACT_ISLAND_ATTRIBUTE}[\\s=>]`);

/**
 * @param page the page's route as Next names it ('/de/[[...slug]]', '/redaktion/seiten/[id]')
 * @param html the page's body as the server rendered it
 */
export function scriptPlanFor(page: string, html: string): ScriptPlan {
  if (isStaffPage(page)) return 'sofort';
  return REACT_ISLAND.test(html) ? 'bei-bedarf' : 'keine';
}
