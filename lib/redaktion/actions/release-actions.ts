// What the Redaktion's API does with Änderungspakete (`/api/redaktion/pakete[/<id>/<aktion>]`): list and create,
// add and remove parts, submit, send back, publish at once or plan, cancel the plan, withdraw, discard. Publishing
// and withdrawing record the revalidation in their own transaction (lib/redaktion/store/release-publication.ts) and
// apply it in this process after the commit; every other instance learns of it from the ledger.
import type { ActionInput, ActionsOf, MethodsOf } from './api-route';
import type { PaketApi, PaketeApi } from '@/lib/redaktion/shared/api-contract';
import type { Seite } from '@/codegen/out/types';
import type { RevalidationCause } from '@/lib/revalidation';
import { refuseInaccessible } from '@/lib/redaktion/shared/publish-check';
import { getPageVersion } from '@/lib/redaktion/store/page-versions';
import { parseScheduleTime } from '@/lib/redaktion/store/schedules';
import {
  addPart,
  cancelReleasePlan,
  createRelease,
  discardRelease,
  getRelease,
  listReleases,
  planRelease,
  removePart,
  sendReleaseBack,
  submitRelease,
  updateRelease,
  type RenderCheck,
} from '@/lib/redaktion/store/releases';
import { publishRelease, withdrawRelease, type RecordChanges } from '@/lib/redaktion/store/release-publication';
import { recordChanges } from './publish-change';

const paketId = (query: ActionInput['query']) => String(query.id ?? '');

/** The ledger entry of a package's publication or withdrawal, written in its transaction. */
const recordAs =
  (cause: RevalidationCause): RecordChanges =>
  (tx, aenderungen, zuerst) =>
    recordChanges(tx, aenderungen, zuerst, cause);

/** The page publication's own accessibility check of the rendered version, for every page of the package. */
const renderCheckOf =
  ({ db, renderVersion }: Pick<ActionInput, 'db' | 'renderVersion'>): RenderCheck =>
  async (part) => {
    if (part.art !== 'seite') return;
    const version = await getPageVersion(db, part.dokument_id, part.version_id);
    refuseInaccessible(await renderVersion(part.dokument_id, part.version_id), version.inhalt as Seite);
  };

/** `/api/redaktion/pakete`. */
export const RELEASES_ACTIONS = {
  async GET({ db }) {
    return { status: 200, body: { pakete: await listReleases(db) } };
  },
  async POST({ db, actor, body }) {
    return { status: 201, body: { id: await createRelease(db, actor, body) } };
  },
} satisfies MethodsOf<PaketeApi>;

/**
 * Runs a step on the package of the address and answers the package as it is then; a publication's or withdrawal's
 * recorded paths (`erfasst`) are applied in this process by the route.
 */
const step = (run: (input: ActionInput, id: string) => Promise<unknown>) => async (input: ActionInput) => {
  const id = paketId(input.query);
  const outcome = await run(input, id);
  const erfasst = (outcome as { pfade?: string[] } | undefined)?.pfade;
  return { status: 200, body: { paket: await getRelease(input.db, input.actor, id) }, ...(erfasst ? { erfasst } : {}) };
};

/** `/api/redaktion/pakete/<id>/<aktion>`. */
export const RELEASE_ACTIONS = {
  paket: {
    GET: step(async () => {}),
  },
  bearbeiten: { POST: step(({ db, actor, body }, id) => updateRelease(db, actor, id, body)) },
  'teil-hinzufuegen': { POST: step(({ db, actor, body }, id) => addPart(db, actor, id, body)) },
  'teil-entfernen': { POST: step(({ db, actor, body }, id) => removePart(db, actor, id, body)) },
  einreichen: { POST: step(({ db, actor, body }, id) => submitRelease(db, actor, id, body)) },
  zurueckweisen: { POST: step(({ db, actor, body }, id) => sendReleaseBack(db, actor, id, body)) },
  veroeffentlichen: {
    POST: step(({ db, actor, renderVersion }, id) =>
      publishRelease(db, actor, id, {
        record: recordAs('veroeffentlichung'),
        renderCheck: renderCheckOf({ db, renderVersion }),
      }),
    ),
  },
  planen: {
    POST: step(({ db, actor, body, renderVersion }, id) =>
      planRelease(db, actor, id, parseScheduleTime(body.zeitpunkt), renderCheckOf({ db, renderVersion })),
    ),
  },
  'termin-abbrechen': { POST: step(({ db, actor }, id) => cancelReleasePlan(db, actor, id)) },
  zurueckziehen: {
    POST: step(({ db, actor }, id) => withdrawRelease(db, actor, id, { record: recordAs('depublikation') })),
  },
  verwerfen: {
    async POST({ db, actor, query }) {
      await discardRelease(db, actor, paketId(query));
      return { status: 200, body: { verworfen: true as const } };
    },
  },
} satisfies ActionsOf<PaketApi>;
