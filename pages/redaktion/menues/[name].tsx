import { getMenuVersion, listMenus, checkMenuName, menuDocumentId } from '@/lib/redaktion/store/menus';
import { releaseStand } from '@/lib/redaktion/store/releases';
import { listPages } from '@/lib/redaktion/store/pages';
import { flattenTree } from '@/lib/redaktion/shared/page-tree';
import { darf } from '@/lib/redaktion/shared/permissions';
import { redaktionPage } from '@/renderer/redaktion/frame/RedaktionPage';
import { redaktionPageProps } from '@/renderer/redaktion/frame/redaktion-page-props';
import { MenuEditor, type MenuEditorProps } from '@/renderer/redaktion/menus/MenuEditor';

// One menu in the editor: its newest version (empty when it has none) and the pages for the page picker.
export const getServerSideProps = redaktionPageProps<MenuEditorProps>(async ({ db, actor, context }) => {
  const name = checkMenuName(context.params?.name);
  const menue = (await listMenus(db)).find((entry) => entry.name === name)!;
  const newest = menue.neuesteVersion ? await getMenuVersion(db, name, menue.neuesteVersion.id) : null;
  const inhalt = (newest?.inhalt as MenuEditorProps['inhalt'] | undefined) ?? { menuItems: [] };
  const dokumentId = await menuDocumentId(db, name);
  return {
    props: {
      menue,
      dokumentId,
      paketStand: await releaseStand(db, dokumentId),
      inhalt,
      mayPublish: darf(actor.role, 'menue_veroeffentlichen'),
      formContext: { pages: flattenTree(await listPages(db)), images: [] },
    },
  };
});

export default redaktionPage<MenuEditorProps>(({ menue }) => `Menü: ${menue.titel}`, MenuEditor);
