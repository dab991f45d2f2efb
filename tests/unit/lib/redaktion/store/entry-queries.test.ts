// In the embedded mode every block call of a collection (its list with the parameters the seeded pages give it, one
// entry) is answered from the store, with the same shape and content the file of content/api gave before the
// collections: no block sees a difference. The only difference on purpose: an entry whose governing date passed is
// not in the current list (it is in the archive, `archiv=1`).
import { describe, expect, it } from 'vitest';
import { CONTENT, seededStore } from '../../../support/seeded-store';
import { answerCollectionCall, answerDerivedCall } from '@/lib/redaktion/store/entry-queries';
import { readContentJson } from '@/lib/content/content-files';
import { answerListCall } from '@/lib/services/cms/list-endpoint';
import { createEmbeddedCms } from '@/lib/redaktion/embedded/embedded-cms';
import type { QueryParams } from '@/lib/services/cms/cms-service';
import { ALLE_SAMMLUNGEN } from '@/lib/sammlungen/registry';
import { ABGELEITETE_ABRUFE } from '@/lib/sammlungen/derived-calls';
import { currentUntil } from '@/lib/sammlungen/entry-rules';
import type { SammlungsDeklaration } from '@/lib/sammlungen/declaration';
import { readSeed } from '@/lib/redaktion/store/seed-source';

/** Before every governing date of the seed: every seeded entry is current. */
const NOW = new Date('2026-11-01T08:00:00Z');

type Item = Record<string, unknown>;

const store = seededStore();

const PUBLIC = ALLE_SAMMLUNGEN.filter((s) => s.sichtbar !== 'intranet');

/** What the file answered (before the collections), without entries whose governing date passed. */
async function fileAnswer(s: SammlungsDeklaration, params: QueryParams) {
  const seed = (await readContentJson(CONTENT, s.inhalte!.replace(/\.json$/, '').split('/'))) as Item;
  const list = s.liste ?? 'data';
  const items = (seed[list] as Item[]).filter((item) => {
    const until = currentUntil(s, item);
    const archiv = params.archiv === undefined ? '' : String(params.archiv);
    if (archiv === 'alle') return true;
    return archiv === '1' ? !!until && until <= NOW : !until || until > NOW;
  });
  if (list === 'data') return answerListCall({ ...seed, data: items }, params).body;
  return { ...seed, [list]: items };
}

/** The answer, its list sorted by id unless its order counts. */
function byId(s: SammlungsDeklaration, answer: unknown, inOrder: boolean): unknown {
  const list = s.liste ?? 'data';
  const items = (answer as Item)[list] as Item[];
  if (inOrder) return answer;
  return { ...(answer as Item), [list]: [...items].sort((a, b) => String(a.id).localeCompare(String(b.id))) };
}

/** The parameters the seeded pages give each collection's list call (and none, and the first page). */
async function paramsByEndpoint(): Promise<Map<string, QueryParams[]>> {
  const { pages } = await readSeed(CONTENT);
  const out = new Map<string, QueryParams[]>();
  for (const { inhalt } of pages)
    for (const block of (inhalt.content as { context?: { endpoint?: string; params?: QueryParams } }[]) ?? []) {
      const endpoint = block.context?.endpoint;
      if (!endpoint) continue;
      // `heute` as the day of NOW for both sides.
      const params = Object.fromEntries(
        Object.entries(block.context?.params ?? {}).map(([k, v]) => [k, v === 'heute' ? '2026-11-01' : v]),
      ) as QueryParams;
      out.set(endpoint, [...(out.get(endpoint) ?? [{}, { seite: '1' }]), params]);
    }
  return out;
}

describe('block calls of the collections from the store', () => {
  it('every list call answers as the file did, with the parameters the pages give it', async () => {
    const byEndpoint = await paramsByEndpoint();
    let compared = 0;
    for (const s of PUBLIC) {
      for (const params of byEndpoint.get(s.endpunkt) ?? [{}]) {
        const stored = await answerCollectionCall(store(), { sammlung: s, kennung: null }, params, {
          contentDir: CONTENT,
          now: NOW,
        });
        expect(stored.status, `${s.endpunkt} ${JSON.stringify(params)}`).toBe(200);
        // Without an `order` the store lists by the collection's own order (the tenders' newest first), the file
        // in its order: the same entries, each as it was.
        const inOrder = params.order !== undefined || !s.sortierung;
        expect(byId(s, stored.body, inOrder), `${s.endpunkt} ${JSON.stringify(params)}`).toEqual(
          byId(s, await fileAnswer(s, params), inOrder),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(PUBLIC.length);
  });

  it('every entry call answers the entry as the list of the file had it', async () => {
    for (const s of PUBLIC) {
      if ((s.liste ?? 'data') !== 'data') continue;
      const items = ((await fileAnswer(s, {})) as { data: Item[] }).data;
      for (const item of items) {
        const stored = await answerCollectionCall(
          store(),
          { sammlung: s, kennung: item.id as number },
          {},
          {
            contentDir: CONTENT,
            now: NOW,
          },
        );
        expect(stored, `${s.endpunkt}/${String(item.id)}`).toEqual({ status: 200, body: item });
      }
    }
  });

  it('the derived calls (the directory filter) answer as their files did', async () => {
    for (const call of ABGELEITETE_ABRUFE) {
      const stored = await answerDerivedCall(store(), call, { contentDir: CONTENT, now: NOW });
      const file = await readContentJson(CONTENT, call.endpunkt.replace(/^\//, '').split('/'));
      expect(stored, call.endpunkt).toEqual({ status: 200, body: file });
    }
  });

  it('the embedded CMS answers them from the store, and never the texts of the intranet', async () => {
    const cms = createEmbeddedCms(CONTENT, { database: async () => store() });
    const texts = await cms.call('/api/cms/intranet/texte', {});
    expect(texts.status).toBe(404);
    expect(await cms.call('/api/cms/intranet/texte/1', {})).toEqual(texts);
    const offices = (await cms.call('/api/cms/aemter', {})).body as { data: Item[] };
    expect(offices.data.map((amt) => amt.titel)).toContain('Bürgerbüro');
  });
});
