// The form of a menu, made from the menu schema (schemas/menue.schema.json) that the site validates menus with: its
// entry definition, nested only as deep as the menu's place in the layout shows (MENU_MAX_DEPTH), so the form never
// offers a level the site would not show. A menu entry's target is a link by definition: it gets the page picker.
import type { MenuName } from '@/lib/menus/menu-names';
import { MENU_MAX_DEPTH } from './check-content';
import { sharedSchemas } from '@/lib/blocks/site-schemas';
import { LINK_FORMAT } from './ui-schema';

type Node = Record<string, unknown>;

const menuSchema = sharedSchemas.menue!;
const itemSchema = (menuSchema.definitions as Record<string, Node>).menuItem!;
const itemProperties = itemSchema.properties as Record<string, Node>;

/** The entries of one level; `levels` counts this one and those below it. */
function entriesSchema(levels: number, title: string): Node {
  const properties: Record<string, Node> = {
    title: itemProperties.title!,
    href: { ...itemProperties.href!, format: LINK_FORMAT },
  };
  if (levels > 1) properties.menuItems = entriesSchema(levels - 1, String(itemProperties.menuItems!.title));
  return {
    title,
    type: 'array',
    maxItems: (menuSchema.properties as Record<string, Node>).menuItems!.maxItems,
    items: { title: 'Eintrag', type: 'object', required: itemSchema.required, properties },
  };
}

export function menuFormSchema(name: MenuName): Node {
  const entries = (menuSchema.properties as Record<string, Node>).menuItems!;
  return {
    $id: `menue-${name}`,
    type: 'object',
    required: ['menuItems'],
    properties: { menuItems: entriesSchema(MENU_MAX_DEPTH[name], String(entries.title)) },
  };
}
