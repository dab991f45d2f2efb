// What the Redaktion's API routes do with the media library (`/api/redaktion/medien…`), as PAGE_ACTIONS does for
// pages: list and upload at the library's address, describe and delete at a file's.
import type { ActionInput, ActionsOf, MethodsOf } from '@/lib/redaktion/actions/api-route';
import type { MedienApi, MediumApi } from './media-api';
import { RedaktionError } from '@/lib/redaktion/shared/types';
import { deleteMedium, describeMedium, listMedia, mediumUsage, getMedium, uploadMedium } from './media-store';

const fileId = (query: ActionInput['query']) => String(query.id ?? '');

export const LIBRARY_ACTIONS = {
  async GET({ db, query }) {
    const suche = typeof query.suche === 'string' ? query.suche : '';
    const art = query.art === 'bild' || query.art === 'dokument' ? query.art : undefined;
    return { status: 200, body: { medien: await listMedia(db, { suche, art }) } };
  },
  /** The file is the raw body; its name comes in `?name=`. */
  async POST({ db, actor, query, upload }) {
    if (!upload?.length) throw new RedaktionError(400, 'Bitte wählen Sie eine Datei aus.');
    return { status: 201, body: { medium: await uploadMedium(db, actor, query.name, upload) } };
  },
} satisfies MethodsOf<MedienApi>;

export const MEDIUM_ACTIONS = {
  verwendung: {
    async GET({ db, query }) {
      const medium = await getMedium(db, fileId(query));
      return { status: 200, body: { orte: await mediumUsage(db, medium.id) } };
    },
  },
  angaben: {
    async POST({ db, actor, query, body }) {
      return { status: 200, body: { medium: await describeMedium(db, actor, fileId(query), body) } };
    },
  },
  loeschen: {
    async POST({ db, actor, query }) {
      await deleteMedium(db, actor, fileId(query));
      return { status: 200, body: { geloescht: true } };
    },
  },
} satisfies ActionsOf<MediumApi>;
