// The CMS's menu names. The CMS adapters, the answer cache, revalidation, the Redaktion and the renderer all speak of
// them, so they live here, on their own, and none of those has to import another for a list of names.

export const MENU_NAMES = [
  'Hauptmenü',
  'Hauptmenü_Footer',
  'Footer',
  'Rechtliches',
  'Downloads',
  'Schule_Hauptmenü',
  'Schule_Footer',
] as const;

export type MenuName = (typeof MENU_NAMES)[number];
