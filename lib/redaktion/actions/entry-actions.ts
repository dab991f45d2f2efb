// What the Redaktion's API does with the entries of a collection (`/api/redaktion/sammlungen/<sammlung>[/…]`): the
// list with search, filters and paging, a new entry, several at once (archive, publish), and one entry's workflow,
// which is the page's (save, submit, send back, publish, take offline, restore a version, schedule). Every action on
// one entry first asks whether the account's department limit covers it.
import type { Action, ActionInput, ActionsOf, Method, MethodsOf } from './api-route';
import type { EintragApi, SammlungApi, SammlungImportApi, SammlungMengeApi } from '@/lib/redaktion/shared/api-contract';
import { confirmImport, previewImport } from '@/lib/redaktion/store/entry-transfer';
import {
  archiveEntries,
  createEntry,
  filterOptions,
  getEntryInfo,
  listEntries,
  listEntryVersions,
  publishEntryVersion,
  requireSammlung,
  restoreEntryVersion,
  saveEntryVersion,
  unpublishEntry,
  type EintragsFilter,
} from '@/lib/redaktion/store/entries';
import { requireInScope } from '@/lib/redaktion/store/page-scope';
import { istBegrenzt } from '@/lib/redaktion/shared/page-scope';
import { leavePresence, touchPresence } from '@/lib/redaktion/store/presence';
import { cancelSchedule, parseScheduleTime, pendingSchedules, schedule } from '@/lib/redaktion/store/schedules';
import { sendVersionBack, submitVersion } from '@/lib/redaktion/store/workflow';
import { refuseDeadLinks } from '@/lib/redaktion/shared/internal-links';
import { linkTargets } from '@/lib/redaktion/store/link-targets';
import { entryLinks } from '@/lib/blocks/content-links';
import { AS_PUBLISHED } from '@/lib/blocks/cms-html';
import { entryKind } from '@/lib/redaktion/store/entries';
import { RedaktionError, type Aenderung, type Version } from '@/lib/redaktion/shared/types';
import type { SammlungName } from '@/lib/sammlungen/registry';
import { optionalText, versionIdOf } from './page-actions';

const sammlungOf = (query: ActionInput['query']) => requireSammlung(query.sammlung);
const entryId = (query: ActionInput['query']) => String(query.id ?? '');

/** Its internal links lead to published pages and existing files, checked again before it goes public. */
const publishCheck =
  ({ db }: Pick<ActionInput, 'db'>, schemaId: string, pfad: string | null) =>
  async (version: Version): Promise<void> => {
    if (version.fehler > 0) return;
    refuseDeadLinks(entryLinks(schemaId, version.inhalt, AS_PUBLISHED), await linkTargets(db), pfad ?? '/de');
  };

type EntryActions = Record<string, Partial<Record<Method, Action>>>;

/** Department rights in one place: every action on one entry asks whether the account's limit covers it. */
function withinScope<Actions extends EntryActions>(actions: Actions): Actions {
  const guard =
    (action: Action): Action =>
    async (input) => {
      const info = await getEntryInfo(input.db, sammlungOf(input.query), entryId(input.query));
      if (istBegrenzt(input.actor.bereich))
        await requireInScope(input.actor, { pfad: info.pfad ?? '', abteilung: info.abteilung });
      return action(input);
    };
  return Object.fromEntries(
    Object.entries(actions).map(([name, methods]) => [
      name,
      Object.fromEntries(Object.entries(methods).map(([method, action]) => [method, guard(action!)])),
    ]),
  ) as Actions;
}

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : undefined);
const integer = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

/** The list's query (`?suche=&zustand=&abteilung=&f_<feld>=&von=&bis=&sortierung=&seite=`). */
export function entryFilter(query: ActionInput['query']): EintragsFilter {
  const auswahl = Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => key.startsWith('f_') && typeof value === 'string' && value !== '')
      .map(([key, value]) => [key.slice(2, 62), String(value).slice(0, 200)]),
  );
  const seite = integer(query.seite);
  const abteilung = integer(query.abteilung);
  return {
    suche: text(query.suche),
    zustand: text(query.zustand, 40),
    abteilung: Number.isInteger(abteilung) ? abteilung : undefined,
    auswahl,
    von: text(query.von, 10),
    bis: text(query.bis, 10),
    sortierung: text(query.sortierung, 60),
    seite: Number.isInteger(seite) ? seite : undefined,
  };
}

/** `/api/redaktion/sammlungen/<sammlung>`. */
export const COLLECTION_ACTIONS = {
  async GET({ db, query }) {
    const s = sammlungOf(query);
    const [liste, optionen] = await Promise.all([listEntries(db, s, entryFilter(query)), filterOptions(db, s)]);
    return { status: 200, body: { ...liste, optionen } };
  },
  async POST({ db, actor, query, body }) {
    const { eintrag, version } = await createEntry(db, actor, sammlungOf(query), body.inhalt, {
      kommentar: optionalText(body, 'kommentar'),
    });
    return { status: 201, body: { id: eintrag.id, version: { id: version.id } } };
  },
} satisfies MethodsOf<SammlungApi>;

/**
 * `/api/redaktion/sammlungen/<sammlung>/import`: the preview of an uploaded file (nothing stored), or with
 * `bestaetigen=1` the same file again, checked again, its rows as drafts in one transaction.
 */
export const IMPORT_ACTIONS = {
  async POST({ db, actor, query, upload }) {
    const s = sammlungOf(query);
    const format = query.format === 'ics' ? 'ics' : 'csv';
    const bytes = upload ?? new Uint8Array();
    if (query.bestaetigen !== '1')
      return { status: 200, body: { vorschau: await previewImport(db, actor, s, format, bytes) } };
    const { ids, vorschau } = await confirmImport(db, actor, s, format, bytes, text(query.name, 200));
    return { status: 201, body: { vorschau, angelegt: ids.length } };
  },
} satisfies MethodsOf<SammlungImportApi>;

/** The ids of a request for several entries: at most 500, each a UUID. */
function idsOf(body: Record<string, unknown>): string[] {
  const ids = Array.isArray(body.ids) ? body.ids : [];
  if (!ids.length || ids.length > 500 || ids.some((id) => typeof id !== 'string' || id.length > 40))
    throw new RedaktionError(400, 'Bitte wählen Sie zwischen 1 und 500 Einträge aus.');
  return ids as string[];
}

/** The first change of several entries' changes names the collection's lists; the others add their pages. */
function joined(aenderungen: Aenderung[]): Aenderung | undefined {
  const entries = aenderungen.filter((a): a is Extract<Aenderung, { art: 'sammlung' }> => a.art === 'sammlung');
  if (!entries.length) return undefined;
  return { art: 'sammlung', sammlung: entries[0]!.sammlung, pfade: entries.flatMap((a) => a.pfade) };
}

/** `/api/redaktion/sammlungen/<sammlung>/alle/<aktion>`. */
export const COLLECTION_BULK_ACTIONS = {
  archivieren: {
    async POST({ db, actor, query, body }) {
      const { archiviert, abgelehnt, aenderungen } = await archiveEntries(db, actor, sammlungOf(query), idsOf(body));
      return { status: 200, body: { archiviert, abgelehnt }, aenderung: joined(aenderungen), ursache: 'depublikation' };
    },
  },
  veroeffentlichen: {
    // Each entry's newest version, when it is submitted; each refused on its own (four eyes, findings, state).
    async POST({ db, actor, query, body }) {
      const s = sammlungOf(query);
      const veroeffentlicht: string[] = [];
      const abgelehnt: { id: string; grund: string }[] = [];
      const aenderungen: Aenderung[] = [];
      for (const id of idsOf(body)) {
        try {
          const info = await getEntryInfo(db, s, id);
          if (!info.neuesteVersion) throw new RedaktionError(409, 'Der Eintrag hat keine Version.');
          const { aenderung } = await publishEntryVersion(db, actor, s, id, info.neuesteVersion.id, {
            pruefen: publishCheck({ db }, s.schemaId, info.pfad),
          });
          veroeffentlicht.push(id);
          aenderungen.push(aenderung);
        } catch (error) {
          if (!(error instanceof RedaktionError)) throw error;
          abgelehnt.push({ id, grund: error.message });
        }
      }
      return { status: 200, body: { veroeffentlicht, abgelehnt }, aenderung: joined(aenderungen) };
    },
  },
} satisfies ActionsOf<SammlungMengeApi>;

/** `/api/redaktion/sammlungen/<sammlung>/<id>/<aktion>`. */
export const ENTRY_ACTIONS = withinScope({
  eintrag: {
    async GET({ db, query }) {
      return { status: 200, body: { eintrag: await getEntryInfo(db, sammlungOf(query), entryId(query)) } };
    },
  },
  versionen: {
    async POST({ db, actor, query, body }) {
      const basis = body.basisVersionId === undefined ? undefined : versionIdOf(body, 'basisVersionId');
      const { version, unveraendert } = await saveEntryVersion(
        db,
        actor,
        sammlungOf(query),
        entryId(query),
        body.inhalt,
        {
          kommentar: optionalText(body, 'kommentar'),
          basisVersionId: basis,
        },
      );
      const { inhalt, pruefung, ...kurz } = version;
      return { status: unveraendert ? 200 : 201, body: { version: kurz, inhalt, pruefung, unveraendert } };
    },
    async GET({ db, query }) {
      return { status: 200, body: { versionen: await listEntryVersions(db, sammlungOf(query), entryId(query)) } };
    },
  },
  veroeffentlichen: {
    async POST({ db, actor, query, body }) {
      const s = sammlungOf(query);
      const id = entryId(query);
      const { pfad } = await getEntryInfo(db, s, id);
      const { version, aenderung } = await publishEntryVersion(db, actor, s, id, versionIdOf(body), {
        pruefen: publishCheck({ db }, s.schemaId, pfad),
      });
      const after = await getEntryInfo(db, s, id);
      return {
        status: 200,
        body: { pfad: after.pfad, version: { id: version.id, nummer: version.nummer } },
        aenderung,
      };
    },
  },
  zurueckziehen: {
    async POST({ db, actor, query }) {
      const { aenderung } = await unpublishEntry(db, actor, sammlungOf(query), entryId(query));
      return { status: 200, body: { zurueckgezogen: true }, aenderung, ursache: 'depublikation' };
    },
  },
  'version-wiederherstellen': {
    async POST({ db, actor, query, body }) {
      const version = await restoreEntryVersion(db, actor, sammlungOf(query), entryId(query), versionIdOf(body));
      return { status: 201, body: { version: { id: version.id, nummer: version.nummer } } };
    },
  },
  einreichen: {
    async POST({ db, actor, query, body }) {
      const kind = entryKind(sammlungOf(query).name as SammlungName);
      await submitVersion(db, actor, kind, entryId(query), versionIdOf(body), optionalText(body, 'kommentar', 2000));
      return { status: 200, body: { zustand: 'zur_freigabe' } };
    },
  },
  zurueckweisen: {
    async POST({ db, actor, query, body }) {
      const kind = entryKind(sammlungOf(query).name as SammlungName);
      await sendVersionBack(db, actor, kind, entryId(query), versionIdOf(body), optionalText(body, 'grund', 2000));
      return { status: 200, body: { zustand: 'entwurf' } };
    },
  },
  termine: {
    async GET({ db, query }) {
      return { status: 200, body: { termine: await pendingSchedules(db, entryId(query)) } };
    },
    async POST({ db, actor, query, body }) {
      const s = sammlungOf(query);
      const id = entryId(query);
      const art = body.art === 'zurueckziehen' ? 'zurueckziehen' : 'veroeffentlichen';
      const zeitpunkt = parseScheduleTime(body.zeitpunkt);
      const { pfad } = await getEntryInfo(db, s, id);
      const terminId =
        art === 'zurueckziehen'
          ? await schedule(db, actor, id, { art, zeitpunkt })
          : await schedule(db, actor, id, {
              art,
              versionId: versionIdOf(body),
              zeitpunkt,
              pruefen: publishCheck({ db }, s.schemaId, pfad),
            });
      return { status: 201, body: { terminId, termine: await pendingSchedules(db, id) } };
    },
  },
  'termin-abbrechen': {
    async POST({ db, actor, query, body }) {
      const id = entryId(query);
      await cancelSchedule(db, actor, id, versionIdOf(body, 'terminId', 'Bitte geben Sie einen Termin an.'));
      return { status: 200, body: { termine: await pendingSchedules(db, id) } };
    },
  },
  anwesenheit: {
    async POST({ db, actor, query, body }) {
      const id = entryId(query);
      if (body.verlassen === true) {
        await leavePresence(db, actor, { art: 'eintrag', id });
        return { status: 200, body: { andere: [] } };
      }
      const andere = await touchPresence(db, actor, { art: 'eintrag', id });
      return { status: 200, body: { andere: andere.map((entry) => entry.konto.name) } };
    },
  },
} satisfies ActionsOf<EintragApi>);
