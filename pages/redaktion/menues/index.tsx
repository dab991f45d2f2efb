import { listMenus } from '@/lib/redaktion/store/menus';
import type { MenueInfo } from '@/lib/redaktion/shared/types';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { MenuList } from '@/renderer/redaktion/menus/MenuList';

// The site's menus, each leading to its editor.
export const getServerSideProps = redaktionPageProps<{ menues: MenueInfo[] }>(async ({ db }) => ({
  props: { menues: await listMenus(db) },
}));

export default redaktionPage('Menüs', MenuList);
