import type { MenuItem } from '@/codegen/out/types';
import { normalizePath } from '@/renderer/ui/site-path';

export function hasChildren(item: MenuItem): item is MenuItem & { menuItems: MenuItem[] } {
  return Boolean(item.menuItems?.length);
}

/**
 * Indices of the submenus that lead to the current page, so the menu opens where the visitor is.
 * A parent whose own href is current opens too: its overview entry is the current page.
 */
export function trailTo(items: MenuItem[], current: string): number[] {
  for (const [index, item] of items.entries()) {
    if (!hasChildren(item)) continue;
    const below = trailTo(item.menuItems, current);
    if (
      below.length ||
      normalizePath(item.href) === current ||
      item.menuItems.some((child) => normalizePath(child.href) === current)
    ) {
      return [index, ...below];
    }
  }
  return [];
}

/** The submenus along a drill-down path, outermost first; stops at the first invalid index. */
export function submenusAlong(items: MenuItem[], path: number[]): Array<MenuItem & { menuItems: MenuItem[] }> {
  const chain: Array<MenuItem & { menuItems: MenuItem[] }> = [];
  let level = items;
  for (const index of path) {
    const item = level[index];
    if (!item || !hasChildren(item)) break;
    chain.push(item);
    level = item.menuItems;
  }
  return chain;
}
