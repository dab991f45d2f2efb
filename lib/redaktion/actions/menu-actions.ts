// What the editor's API routes do with a menu (`/api/redaktion/menues/<name>/<aktion>`), as PAGE_ACTIONS does for
// pages: save a version, list the versions, publish one (every page shows menus, so every page is regenerated).
import type { ActionInput, ActionsOf } from './api-route';
import type { MenueApi } from '@/lib/redaktion/shared/api-contract';
import { listMenuVersions, publishMenuVersion, saveMenuVersion } from '@/lib/redaktion/store/menus';
import { optionalText, versionIdOf } from './page-actions';

/** The menu of the address; menus.ts answers 404 for any name that is no menu. */
const menuName = (query: ActionInput['query']) => String(query.name ?? '');

export const MENU_ACTIONS = {
  versionen: {
    async GET({ db, query }) {
      return { status: 200, body: { versionen: await listMenuVersions(db, menuName(query)) } };
    },
    async POST({ db, actor, query, body }) {
      const basis = body.basisVersionId === undefined ? undefined : versionIdOf(body, 'basisVersionId');
      const { version, unveraendert } = await saveMenuVersion(db, actor, menuName(query), body.menue, {
        kommentar: optionalText(body, 'kommentar'),
        basisVersionId: basis,
      });
      const { inhalt, pruefung, ...kurz } = version;
      return { status: unveraendert ? 200 : 201, body: { version: kurz, menue: inhalt, pruefung, unveraendert } };
    },
  },
  veroeffentlichen: {
    async POST({ db, actor, query, body }) {
      const { version, aenderung } = await publishMenuVersion(db, actor, menuName(query), versionIdOf(body));
      return { status: 200, body: { version: { id: version.id, nummer: version.nummer } }, aenderung };
    },
  },
} satisfies ActionsOf<MenueApi>;
