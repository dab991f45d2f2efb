// Internal links that lead nowhere are found in every place content links from (block link fields, rich text,
// menus: the reader of lib/blocks/content-links.ts), judged against the store as it is: the seed links only to what is there; a draft, an archived page, a missing
// path and a deleted file are each named at the field that holds the link.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { menuContent, publishedEnvelopes } from '@/lib/redaktion/store/published';
import { seedContent } from '@/lib/redaktion/store/seed';
import { archivePage, createPage, renamePage } from '@/lib/redaktion/store/pages';
import { linkTargets } from '@/lib/redaktion/store/link-targets';
import { MENU_NAMES } from '@/lib/menus/menu-names';
import { menuLinks, pageLinks, type ContentLink } from '@/lib/blocks/content-links';
import { AS_PUBLISHED } from '@/lib/blocks/cms-html';
import { checkInternalLinks, LINK_TEXTS, type LinkTargets } from '@/lib/redaktion/shared/internal-links';
import { onEachDatabase } from '../../../support/databases';
import { CONTENT, franz, idAt, refusal, rita } from '../../../support/redaktion-store';
import { PAGE_ACTIONS } from '@/lib/redaktion/actions/page-actions';
import { savePageVersion } from '@/lib/redaktion/store/page-versions';
import { submitForApproval } from '@/lib/redaktion/store/workflow';

const M1 = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const M2 = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';

const TARGETS: LinkTargets = {
  seiten: { '/de': 'veroeffentlicht', '/de/a': 'veroeffentlicht', '/de/b': 'entwurf', '/de/c': 'archiviert' },
  weiterleitungen: { '/de/alt': '/de/a', '/de/alt-b': '/de/b' },
  medien: [M1],
};

/** Links as the reader gives them (lib/blocks/content-links.ts has its own tests): one per field of block blk-1. */
const linksAt = (fields: Record<string, string>): ContentLink[] =>
  Object.entries(fields).map(([field, ziel]) => ({
    pfad: `/content/0/options/${field}`,
    ziel,
    art: 'link',
    blockId: 'blk-1',
  }));

describe('checkInternalLinks', () => {
  it('names a draft, an archived page, a missing page and a deleted file, and passes what leads somewhere', () => {
    const findings = checkInternalLinks(
      linksAt({
        a: '/de/a',
        a2: '/de/a/?x=1#teil',
        alt: '/de/alt',
        b: '/de/b',
        altB: '/de/alt-b',
        c: '/de/c',
        d: '/de/gibt-es-nicht',
        route: '/de/e-bike-leihen',
        intranet: '/de/intranet/aktuelles',
        bild: '/bilder/tannsee.jpg',
        datei: `/api/medien/${M1}/plan.pdf`,
        weg: `/api/medien/${M2}/alt.pdf`,
        keineDatei: '/api/medien/plan.pdf',
        extern: 'https://example.org/nicht-geprueft-hier',
        mail: 'mailto:rathaus@tannbrunn.example',
      }),
      TARGETS,
    );
    expect(findings).toEqual([
      { pfad: '/content/0/options/b', meldung: LINK_TEXTS.unpublished('/de/b'), blockId: 'blk-1' },
      { pfad: '/content/0/options/altB', meldung: LINK_TEXTS.unpublished('/de/alt-b'), blockId: 'blk-1' },
      { pfad: '/content/0/options/c', meldung: LINK_TEXTS.archived('/de/c'), blockId: 'blk-1' },
      { pfad: '/content/0/options/d', meldung: LINK_TEXTS.missing('/de/gibt-es-nicht'), blockId: 'blk-1' },
      {
        pfad: '/content/0/options/weg',
        meldung: LINK_TEXTS.mediumGone(`/api/medien/${M2}/alt.pdf`),
        blockId: 'blk-1',
      },
      {
        pfad: '/content/0/options/keineDatei',
        meldung: LINK_TEXTS.mediumGone('/api/medien/plan.pdf'),
        blockId: 'blk-1',
      },
    ]);
  });

  it('lets a page link to itself while it is being published', () => {
    expect(checkInternalLinks(linksAt({ selbst: '/de/b#anfang' }), TARGETS, '/de/b')).toEqual([]);
    expect(checkInternalLinks(linksAt({ selbst: '/de/b#anfang' }), TARGETS)).toHaveLength(1);
  });

  it('checks menus too', () => {
    const menu = { menuItems: [{ title: 'X', href: '/de/c', menuItems: [{ title: 'Y', href: '/de/b' }] }] };
    expect(checkInternalLinks(menuLinks(menu, AS_PUBLISHED), TARGETS)).toEqual([
      { pfad: '/menuItems/0/href', meldung: LINK_TEXTS.archived('/de/c') },
      { pfad: '/menuItems/0/menuItems/0/href', meldung: LINK_TEXTS.unpublished('/de/b') },
    ]);
  });
});

onEachDatabase('link targets of the store', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await seedContent(db, CONTENT);
  }, 120_000);

  it('the seed links only to pages and files that are there', async () => {
    const targets = await linkTargets(db);
    for (const { pfad, inhalt } of await publishedEnvelopes(db)) {
      expect(checkInternalLinks(pageLinks(inhalt, AS_PUBLISHED), targets), pfad).toEqual([]);
    }
    for (const name of MENU_NAMES) {
      expect(checkInternalLinks(menuLinks(await menuContent(db, name), AS_PUBLISHED), targets), name).toEqual([]);
    }
  });

  it('publishing is refused while a link leads to an archived page, with the finding at its field', async () => {
    const ziel = await createPage(db, rita, { pfad: '/de/bald-archiviert', titel: 'Ziel', layout: 'default' });
    const { seite } = await createPage(db, rita, { pfad: '/de/verweist', titel: 'Verweist', layout: 'default' });
    const { version } = await savePageVersion(db, rita, seite.id, {
      pageLayout: 'default',
      title: 'Verweist',
      content: [
        {
          id: 'blk-v',
          template: 'text',
          slotName: 'main',
          options: { text: '<p><a href="/de/bald-archiviert">Zum Ziel</a></p>' },
        },
      ],
    });
    await submitForApproval(db, rita, seite.id, version.id);
    await archivePage(db, rita, ziel.seite.id);
    const publish = PAGE_ACTIONS.veroeffentlichen!.POST!({
      db,
      actor: franz,
      query: { id: seite.id },
      body: { versionId: version.id },
      renderVersion: async () => '<main><h1>Verweist</h1><p><a href="/de/bald-archiviert">Zum Ziel</a></p></main>',
    });
    const refused = await refusal(publish);
    expect(refused.status).toBe(422);
    expect(refused.message).toBe(
      `Die Seite kann nicht veröffentlicht werden: ein Verweis führt ins Leere. ${LINK_TEXTS.archived('/de/bald-archiviert')}`,
    );
    expect(refused.meldungen).toEqual([
      { pfad: '/content/0/options/text', meldung: LINK_TEXTS.archived('/de/bald-archiviert'), blockId: 'blk-v' },
    ]);
  });

  it('sees a new draft, an archived page and a renamed page as they are', async () => {
    await createPage(db, rita, { pfad: '/de/neu-im-entwurf', titel: 'Neu', layout: 'default' });
    const kontakt = await idAt(db, '/de/rathaus/kontakt');
    await renamePage(db, franz, kontakt, '/de/rathaus/kontakt-neu');
    const wandern = await idAt(db, '/de/tourismus/wandern');
    await archivePage(db, franz, wandern);
    const targets = await linkTargets(db);
    expect(targets.seiten['/de/neu-im-entwurf']).toBe('entwurf');
    expect(targets.seiten['/de/tourismus/wandern']).toBe('archiviert');
    expect(targets.weiterleitungen['/de/rathaus/kontakt']).toBe('/de/rathaus/kontakt-neu');
    expect(checkInternalLinks(linksAt({ a: '/de/rathaus/kontakt' }), targets)).toEqual([]);
  });
});
