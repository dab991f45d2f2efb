// What the Redaktion's API does with alert banners (`/api/redaktion/warnmeldungen[/<id>/<aktion>]`): list and create,
// change a draft, submit, publish (four eyes), publish at once in an emergency, give the second approval, end. A
// published or ended banner regenerates every page of its area on every instance (`aenderung`).
import type { ActionsOf, MethodsOf } from './api-route';
import type { WarnmeldungApi, WarnmeldungenApi } from '@/lib/redaktion/shared/api-contract';
import {
  confirmWarnmeldung,
  endWarnmeldung,
  listWarnmeldungen,
  publishWarnmeldung,
  publishWarnmeldungNow,
  saveWarnmeldung,
  submitWarnmeldung,
} from '@/lib/redaktion/store/warnmeldungen';
import { WARNMELDUNG_TEXTS } from '@/lib/redaktion/shared/warnmeldung';

const bannerId = (query: Record<string, unknown>) => String(query.id ?? '');

/** `/api/redaktion/warnmeldungen`: every banner (GET), a new draft (POST). */
export const BANNERS_ACTIONS = {
  async GET({ db }) {
    return { status: 200, body: { warnmeldungen: await listWarnmeldungen(db) } };
  },
  async POST({ db, actor, body }) {
    return { status: 201, body: { warnmeldung: await saveWarnmeldung(db, actor, null, body) } };
  },
} satisfies MethodsOf<WarnmeldungenApi>;

/** `/api/redaktion/warnmeldungen/<id>/<aktion>`. */
export const BANNER_ACTIONS = {
  speichern: {
    async POST({ db, actor, query, body }) {
      return { status: 200, body: { warnmeldung: await saveWarnmeldung(db, actor, bannerId(query), body) } };
    },
  },
  einreichen: {
    async POST({ db, actor, query }) {
      return { status: 200, body: { warnmeldung: await submitWarnmeldung(db, actor, bannerId(query)) } };
    },
  },
  freigeben: {
    async POST({ db, actor, query }) {
      const { warnmeldung, aenderung } = await publishWarnmeldung(db, actor, bannerId(query));
      return { status: 200, body: { warnmeldung, message: WARNMELDUNG_TEXTS.published }, aenderung };
    },
  },
  sofort: {
    async POST({ db, actor, query }) {
      const { warnmeldung, aenderung } = await publishWarnmeldungNow(db, actor, bannerId(query));
      return { status: 200, body: { warnmeldung, message: WARNMELDUNG_TEXTS.emergencyPublished }, aenderung };
    },
  },
  bestaetigen: {
    async POST({ db, actor, query }) {
      const { warnmeldung, aenderung } = await confirmWarnmeldung(db, actor, bannerId(query));
      return { status: 200, body: { warnmeldung }, aenderung };
    },
  },
  beenden: {
    async POST({ db, actor, query }) {
      const { warnmeldung, aenderung } = await endWarnmeldung(db, actor, bannerId(query));
      return { status: 200, body: { warnmeldung }, aenderung, ursache: 'depublikation' };
    },
  },
} satisfies ActionsOf<WarnmeldungApi>;
