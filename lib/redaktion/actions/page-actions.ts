// What the editor's API routes do with a page (`/api/redaktion/seiten/<id>/<aktion>`): one entry per action with
// the method it answers and the store call it makes. The route (pages/api/redaktion/seiten/[id]/[aktion].ts) only
// checks the session, reads the body and hands a change that visitors see to the revalidation.
import type { Action, ActionInput, ActionsOf, Method, MethodsOf } from './api-route';
import type { SeitenApi, SeiteApi } from '@/lib/redaktion/shared/api-contract';
import { leavePresence, touchPresence } from '@/lib/redaktion/store/presence';
import {
  archivePage,
  createPage,
  getPageInfo,
  listArchivedPages,
  listPages,
  renamePage,
  requirePageId,
  restorePage,
  type PageLayout,
} from '@/lib/redaktion/store/pages';
import {
  listPageVersions,
  publishPageVersion,
  restorePageVersion,
  savePageVersion,
  unpublishPage,
} from '@/lib/redaktion/store/page-versions';
import { refuseInaccessible } from '@/lib/redaktion/shared/publish-check';
import { refuseDeadLinks } from '@/lib/redaktion/shared/internal-links';
import { pageLinks } from '@/lib/blocks/content-links';
import { AS_PUBLISHED } from '@/lib/blocks/cms-html';
import { linkTargets } from '@/lib/redaktion/store/link-targets';
import { RedaktionError, type Version } from '@/lib/redaktion/shared/types';
import { cancelSchedule, parseScheduleTime, pendingSchedules, schedule } from '@/lib/redaktion/store/schedules';
import { sendBack, submitForApproval } from '@/lib/redaktion/store/workflow';
import { markReviewed, setStewardship } from '@/lib/redaktion/store/stewardship';
import { readAbteilungen } from '@/lib/redaktion/store/page-owners';
import { requireInScope } from '@/lib/redaktion/store/page-scope';
import { istBegrenzt } from '@/lib/redaktion/shared/page-scope';
import { withdrawalOf, withdrawPage } from '@/lib/redaktion/store/withdrawals';
import { parseRueckzug } from '@/lib/redaktion/shared/withdrawal';
import { AENDERUNGSHINWEIS_MAX } from '@/lib/redaktion/shared/change-note';
import { isRowId } from '@/lib/redaktion/shared/row-ids';
import type { Seite } from '@/codegen/out/types';
import { createShareLink, listShareLinks, revokeShareLink } from '@/lib/redaktion/store/share-links';
import { BEZEICHNUNG_MAX, ENTWURFSLINK_TEXTE, entwurfslinkPfad } from '@/lib/redaktion/shared/share-links';

/** The page of the address, `/api/redaktion/seiten/<id>/…`: an id that is no UUID names no page (404). */
const pageId = (query: ActionInput['query']) => requirePageId(String(query.id ?? ''));

/**
 * What a version must pass before it goes public, beyond the validators: its internal links lead to published pages
 * and existing files (as the store is now), and its rendered HTML (this editor's preview) keeps the accessibility
 * rules. A version with validator findings is refused by the store before this runs.
 */
const publishCheck =
  ({ db, renderVersion }: Pick<ActionInput, 'db' | 'renderVersion'>, id: string) =>
  async (version: Version): Promise<void> => {
    if (version.fehler > 0) return;
    refuseDeadLinks(pageLinks(version.inhalt, AS_PUBLISHED), await linkTargets(db), (await getPageInfo(db, id)).pfad);
    refuseInaccessible(await renderVersion(id, version.id), version.inhalt as Seite);
  };

/**
 * A version id (or another row's id) from the body: a positive integer, else a German refusal (400); one beyond what
 * the database's ids reach names nothing (404), and never reaches the database.
 */
export function versionIdOf(
  body: Record<string, unknown>,
  field = 'versionId',
  refusal = 'Bitte geben Sie eine Version an.',
  notFound = 'Diese Version gibt es nicht.',
): number {
  const value = Number(body[field]);
  if (!Number.isSafeInteger(value) || value <= 0) throw new RedaktionError(400, refusal);
  if (!isRowId(value)) throw new RedaktionError(404, notFound);
  return value;
}

/** An optional text field of the body, trimmed; a value that is no text is refused. */
export function optionalText(body: Record<string, unknown>, field: string, max = 500): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new RedaktionError(400, `„${field}“ muss ein Text sein.`);
  if (value.length > max) throw new RedaktionError(400, `„${field}“ darf höchstens ${max} Zeichen lang sein.`);
  return value.trim() || undefined;
}

type PageActions = Record<string, Partial<Record<Method, Action>>>;

/**
 * Editing rights per department, in one place: every action on one page (any method, reading included) first asks
 * whether the account's limit covers that page, so no action can forget it. A new path (create, move, restore
 * elsewhere) is checked by the store, which knows it.
 */
function withinScope<Actions extends PageActions>(actions: Actions): Actions {
  const guard =
    (action: Action): Action =>
    async (input) => {
      if (istBegrenzt(input.actor.bereich))
        await requireInScope(input.actor, await getPageInfo(input.db, pageId(input.query)));
      return action(input);
    };
  return Object.fromEntries(
    Object.entries(actions).map(([name, methods]) => [
      name,
      Object.fromEntries(Object.entries(methods).map(([method, action]) => [method, guard(action!)])),
    ]),
  ) as Actions;
}

export const PAGE_ACTIONS = withinScope({
  versionen: {
    async POST({ db, actor, query, body }) {
      const id = pageId(query);
      const basis = body.basisVersionId === undefined ? undefined : versionIdOf(body, 'basisVersionId');
      const stand = Number(body.basisStand);
      const { version, unveraendert } = await savePageVersion(db, actor, id, body.umschlag, {
        kommentar: optionalText(body, 'kommentar'),
        basisVersionId: basis,
        basisStand: basis !== undefined && Number.isSafeInteger(stand) && stand >= 0 ? stand : undefined,
        automatisch: body.automatisch === true,
      });
      const { inhalt, pruefung, ...kurz } = version;
      return { status: unveraendert ? 200 : 201, body: { version: kurz, umschlag: inhalt, pruefung, unveraendert } };
    },
    async GET({ db, query }) {
      const id = pageId(query);
      return { status: 200, body: { versionen: await listPageVersions(db, id) } };
    },
  },
  veroeffentlichen: {
    async POST({ db, actor, query, body, renderVersion }) {
      const id = pageId(query);
      // The store checks the permission and the validators first (cheap, and their refusal says more); then the
      // rendered page's rules.
      const { version, aenderung } = await publishPageVersion(db, actor, id, versionIdOf(body), {
        pruefen: publishCheck({ db, renderVersion }, id),
      });
      const { pfad } = await getPageInfo(db, id);
      return { status: 200, body: { pfad, version: { id: version.id, nummer: version.nummer } }, aenderung };
    },
  },
  zurueckziehen: {
    // With `art` the page is withdrawn with a reason (replaced: 308; with a public note: 410); without, it is only
    // taken offline (404), as a scheduled unpublication does.
    async POST({ db, actor, query, body }) {
      const id = pageId(query);
      const { aenderung } =
        body.art === undefined
          ? await unpublishPage(db, actor, id)
          : await withdrawPage(db, actor, id, parseRueckzug(body));
      return {
        status: 200,
        body: { zurueckgezogen: true, rueckzug: await withdrawalOf(db, id) },
        aenderung,
        ursache: 'depublikation',
      };
    },
    async GET({ db, query }) {
      const id = pageId(query);
      await getPageInfo(db, id);
      return { status: 200, body: { rueckzug: await withdrawalOf(db, id) } };
    },
  },
  pfad: {
    async POST({ db, actor, query, body }) {
      const id = pageId(query);
      const { verschoben, aenderung } = await renamePage(db, actor, id, String(body.pfad ?? ''));
      return { status: 200, body: { verschoben }, aenderung };
    },
  },
  archivieren: {
    async POST({ db, actor, query }) {
      const id = pageId(query);
      const { aenderung } = await archivePage(db, actor, id);
      return { status: 200, body: { archiviert: true }, aenderung, ursache: 'depublikation' };
    },
  },
  wiederherstellen: {
    async POST({ db, actor, query, body }) {
      const id = pageId(query);
      const neuerPfad = optionalText(body, 'neuerPfad', 300);
      const { seite, aenderung } = await restorePage(db, actor, id, neuerPfad ? { neuerPfad } : {});
      return { status: 200, body: { seite }, aenderung };
    },
  },
  'version-wiederherstellen': {
    async POST({ db, actor, query, body }) {
      const id = pageId(query);
      const version = await restorePageVersion(db, actor, id, versionIdOf(body), {
        kommentar: optionalText(body, 'kommentar'),
      });
      return { status: 201, body: { version: { id: version.id, nummer: version.nummer } } };
    },
  },
  entwurfslinks: {
    async GET({ db, query }) {
      const id = pageId(query);
      await getPageInfo(db, id);
      return { status: 200, body: { links: await listShareLinks(db, id) } };
    },
    // The token is in this answer once, and never again: the store keeps its hash.
    async POST({ db, actor, query, body }) {
      const { link, token } = await createShareLink(db, actor, pageId(query), {
        versionId: versionIdOf(body, 'versionId', ENTWURFSLINK_TEXTE.versionFehlt),
        gueltigkeit: body,
        bezeichnung: optionalText(body, 'bezeichnung', BEZEICHNUNG_MAX),
      });
      return { status: 201, body: { link, pfad: entwurfslinkPfad(token) } };
    },
  },
  'entwurfslink-widerrufen': {
    async POST({ db, actor, query, body }) {
      const link = await revokeShareLink(db, actor, pageId(query), String(body.linkId ?? ''));
      return { status: 200, body: { link } };
    },
  },
  einreichen: {
    async POST({ db, actor, query, body }) {
      await submitForApproval(db, actor, pageId(query), versionIdOf(body), optionalText(body, 'kommentar', 2000), {
        aenderungshinweis: optionalText(body, 'aenderungshinweis', AENDERUNGSHINWEIS_MAX),
      });
      return { status: 200, body: { zustand: 'zur_freigabe' } };
    },
  },
  zurueckweisen: {
    async POST({ db, actor, query, body }) {
      await sendBack(db, actor, pageId(query), versionIdOf(body), optionalText(body, 'grund', 2000));
      return { status: 200, body: { zustand: 'entwurf' } };
    },
  },
  termine: {
    async GET({ db, query }) {
      return { status: 200, body: { termine: await pendingSchedules(db, pageId(query)) } };
    },
    async POST({ db, actor, query, body, renderVersion }) {
      const id = pageId(query);
      const art = body.art === 'zurueckziehen' ? 'zurueckziehen' : 'veroeffentlichen';
      const zeitpunkt = parseScheduleTime(body.zeitpunkt);
      // The rendered page's rules now, as at the button: the version never changes until then.
      const terminId =
        art === 'zurueckziehen'
          ? await schedule(db, actor, id, { art, zeitpunkt })
          : await schedule(db, actor, id, {
              art,
              versionId: versionIdOf(body),
              zeitpunkt,
              pruefen: publishCheck({ db, renderVersion }, id),
            });
      return { status: 201, body: { terminId, termine: await pendingSchedules(db, id) } };
    },
  },
  'termin-abbrechen': {
    async POST({ db, actor, query, body }) {
      const id = pageId(query);
      const terminId = versionIdOf(
        body,
        'terminId',
        'Bitte geben Sie einen Termin an.',
        'Diesen Termin gibt es nicht.',
      );
      await cancelSchedule(db, actor, id, terminId);
      return { status: 200, body: { termine: await pendingSchedules(db, id) } };
    },
  },
  // 'Geprüft, unverändert': who and when, the next review a year on; no new version.
  geprueft: {
    async POST({ db, actor, query }) {
      return { status: 200, body: await markReviewed(db, actor, pageId(query)) };
    },
  },
  zustaendigkeit: {
    async POST({ db, actor, query, body }) {
      const abteilungen = await readAbteilungen(db);
      return { status: 200, body: await setStewardship(db, actor, pageId(query), body, abteilungen) };
    },
  },
  anwesenheit: {
    async POST({ db, actor, query, body }) {
      const id = pageId(query);
      await getPageInfo(db, id);
      if (body.verlassen === true) {
        await leavePresence(db, actor, { art: 'seite', id });
        return { status: 200, body: { andere: [] } };
      }
      const andere = await touchPresence(db, actor, { art: 'seite', id });
      return { status: 200, body: { andere: andere.map((entry) => entry.konto.name) } };
    },
  },
} satisfies ActionsOf<SeiteApi>);

/** `/api/redaktion/seiten`: the live pages as a tree (with `?suche=`) and the archive; a new page. */
export const PAGES_ACTIONS = {
  async GET({ db, query }) {
    const suche = typeof query.suche === 'string' ? query.suche.slice(0, 200) : '';
    return {
      status: 200,
      body: { seiten: await listPages(db, { suche }), archiv: await listArchivedPages(db, { suche }) },
    };
  },
  async POST({ db, actor, body }) {
    const { seite, version, aenderung } = await createPage(db, actor, {
      pfad: String(body.pfad ?? ''),
      titel: String(body.titel ?? ''),
      layout: String(body.layout ?? 'default') as PageLayout,
      kopieVon: optionalText(body, 'kopieVon', 100),
    });
    return { status: 201, body: { id: seite.id, pfad: seite.pfad, version: { id: version.id } }, aenderung };
  },
} satisfies MethodsOf<SeitenApi>;
