// The page data a hydrating public page carries leaves out what only static islands read. What proves it safe: the
// page rendered from the trimmed props is the page rendered from the whole props, everywhere outside the static
// islands (whose HTML the browser keeps as sent): every block of every template, in its slot, on both layouts,
// with the site's menus and a banner. And what it is for: the menus and the static blocks' content are gone from the
// data, while the blocks that are React islands (the form) keep all of theirs.
import path from 'node:path';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockMeta } from '@/codegen/out/block-meta';
import type { MenuItem } from '@/codegen/out/types';
import { blockComponents } from '@/codegen/out/registry';
import { CmsPageView, LAYOUTS } from '@/renderer/CmsPageView';
import { readBlockExamples } from '@/renderer/examples/block-examples';
import { propsForHydration } from '@/renderer/hydration-props';
import type { ComponentMap } from '@/renderer/BlockList';
import { isStaticIsland, staticIsland } from '@/renderer/islands/static-island';
import { readSeed } from '@/lib/redaktion/store/seed-source';
import type { LayoutData } from '@/renderer/load-layout';
import { loadPage } from '@/renderer/load-page';
import type { LayoutName, PageModel } from '@/renderer/page-types';
import { fakeCms } from '@/tests/unit/support/fake-cms';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';
import { preloadDynamic, renderWithRouter } from '@/tests/unit/support/render-with-router';

const templates = Object.keys(blockComponents);
const reactIslandTemplates = templates.filter(
  (template) => !isStaticIsland(blockComponents[template as keyof typeof blockComponents]),
);

const layoutData: LayoutData = {
  menus: {},
  weather: null,
  warnmeldungen: [{ id: 'w1', text: 'Hochwasser an der Alb.', stufe: 'warnung', link: null, bereich: '/de' }],
};

/** A page with the first example of every block template, each in its slot, with its example data. */
async function everyBlockPage(): Promise<PageModel> {
  const endpoints: Record<string, () => { status: number; body: unknown }> = {};
  const content = templates.map((template, index) => {
    const examples = readBlockExamples(PROJECT_ROOT, template)!;
    const data = Object.values(examples.data ?? {})[0];
    const endpoint = `/api/cms/probe-${index}`;
    if (data !== undefined) endpoints[endpoint] = () => ({ status: 200, body: data });
    return {
      id: `b${index}`,
      template,
      slotName: examples.slotName ?? 'main',
      options: Object.values(examples.valid)[0],
      ...(data !== undefined ? { context: { endpoint } } : {}),
    };
  });
  const cms = fakeCms({ '/de/probe': { pageLayout: 'default', title: 'Probe', content } }, endpoints);
  const result = await loadPage(
    { path: '/de/probe', query: {}, showNotices: false },
    { cms, blockMeta, siteUrl: 'https://www.tannbrunn.example' },
  );
  if (result.kind !== 'page') throw new Error('expected a page');
  return result.page;
}

/**
 * The blocks as the browser's first render has them: a static island there keeps the server's HTML whatever its
 * props (static-island.tsx), so here it renders the same wrapper with nothing in it.
 */
const Kept = staticIsland<object>(() => null);
const componentsInTheBrowser = Object.fromEntries(
  Object.entries(blockComponents).map(([template, component]) => [
    template,
    isStaticIsland(component) ? Kept : component,
  ]),
) as unknown as ComponentMap;

/**
 * The page's HTML with every static island emptied: what the browser's first render must match. The preload links
 * of the islands' images are left out too: React places them in the head, outside what hydrates.
 */
function outsideStaticIslands(html: string): string {
  const { document } = new Window();
  document.body.innerHTML = html;
  for (const island of document.querySelectorAll('[data-server-html]')) island.innerHTML = '';
  for (const preload of document.querySelectorAll('link[rel="preload"]')) preload.remove();
  return document.body.innerHTML;
}

let page: PageModel;
beforeAll(async () => {
  // Every menu of the site as its seed has it (content/menues).
  const { menus } = await readSeed(path.join(PROJECT_ROOT, 'content'));
  for (const menu of menus) layoutData.menus[menu.name] = (menu.inhalt as { menuItems: MenuItem[] }).menuItems;
  await preloadDynamic(...Object.values(blockComponents), ...Object.values(LAYOUTS));
  page = await everyBlockPage();
});

describe('propsForHydration', () => {
  it('the page holds a block of every template, the form among them', () => {
    expect(new Set(page.blocks.map((b) => b.template))).toEqual(new Set(templates));
    expect(reactIslandTemplates).toContain('formular');
    // …and the site's menus, the school's among them.
    expect(layoutData.menus.Hauptmenü?.length).toBeGreaterThan(0);
    expect(layoutData.menus.Schule_Hauptmenü?.length).toBeGreaterThan(0);
  });

  it.each<LayoutName>(['default', 'schule'])(
    'renders the %s layout alike outside its static islands from the trimmed props',
    (layout) => {
      const whole = { page: { ...page, layout }, layoutData };
      const trimmed = propsForHydration(whole);
      const wholeHtml = renderWithRouter(<CmsPageView {...whole} />, '/de/probe');
      const trimmedHtml = renderWithRouter(
        <CmsPageView {...trimmed} components={componentsInTheBrowser} />,
        '/de/probe',
      );
      // The islands hold what was left out: the comparison below compares something.
      expect(wholeHtml).toContain('Hochwasser an der Alb.');
      expect(wholeHtml).not.toEqual(trimmedHtml);
      expect(outsideStaticIslands(trimmedHtml)).toEqual(outsideStaticIslands(wholeHtml));
    },
  );

  it('leaves out the menus and the static blocks’ content, and keeps the React islands’ and the tree’s shape', () => {
    const whole = { page, layoutData, siteUrl: 'https://www.tannbrunn.example' };
    const trimmed = propsForHydration(whole);
    expect(trimmed.layoutData.menus).toEqual({});
    expect(trimmed.layoutData.warnmeldungen).toEqual(layoutData.warnmeldungen);
    expect(trimmed.siteUrl).toBe(whole.siteUrl);
    expect(trimmed.page.title).toBe(page.title);
    for (const [index, block] of trimmed.page.blocks.entries()) {
      const original = page.blocks[index]!;
      expect({ ...block, options: undefined, data: undefined }).toEqual({
        ...original,
        options: undefined,
        data: undefined,
      });
      if (reactIslandTemplates.includes(block.template)) expect(block).toEqual(original);
      else expect([block.options, block.data]).toEqual([null, null]);
    }
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(whole).length / 3);
  });

  it('passes a page without menus or blocks as it is', () => {
    expect(propsForHydration({ siteUrl: 'https://www.tannbrunn.example' })).toEqual({
      siteUrl: 'https://www.tannbrunn.example',
    });
  });
});
