// The page data a public page with a React island carries in its HTML (__NEXT_DATA__) serves one purpose: that
// React's first render in the browser builds the same tree as the server's, so the island can hydrate. Static
// islands are kept as the HTML the server sent, whatever their props (renderer/islands/static-island.tsx): what only
// they read would travel twice, once as HTML and once as data, and on a slow line the data competes with the hero
// image. Left out, therefore: the menus (only the static headers and footers read them) and the content and data of
// the blocks that are static islands. Everything that decides the tree's shape (which blocks, in which slots, the
// banners, the breadcrumbs, the title) stays. Only the HTML's copy is trimmed: a client-side navigation fetches the
// page's whole data (Next's data route), and a static island given new props renders them (static-island.tsx).
import { blockComponents } from '@/codegen/out/registry';
import { ownEntry } from '@/lib/shapes/own-entry';
import { isStaticIsland } from './islands/static-island';
import type { LayoutData } from './load-layout';
import type { PageModel, RenderedBlock } from './page-types';

/** The parts of a page's props that this trims; a page's other props pass as they are. */
interface TrimmableProps {
  layoutData?: LayoutData;
  page?: PageModel;
}

function withoutStaticData(block: RenderedBlock): RenderedBlock {
  if (block.notice !== undefined || !isStaticIsland(ownEntry(blockComponents, block.template))) return block;
  return { ...block, options: null, data: null };
}

/** The page's props as its HTML carries them for hydration. */
export function propsForHydration<P extends object>(props: P): P {
  const { layoutData, page } = props as TrimmableProps;
  return {
    ...props,
    ...(layoutData?.menus && { layoutData: { ...layoutData, menus: {} } }),
    ...(Array.isArray(page?.blocks) && { page: { ...page, blocks: page.blocks.map(withoutStaticData) } }),
  };
}
