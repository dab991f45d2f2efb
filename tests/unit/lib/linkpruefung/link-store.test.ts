// Which external links the check collects (issue 41: "any string of stored JSON that looks like an address counts as
// a link, even a block id nobody sees"): the links published content renders (marked link fields, links and images of
// the sanitised rich text, menu targets) and the links of banners that are up or still to come; never a page's
// description, a field no component shows, an attribute the sanitiser drops, or a banner that has ended.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '@/lib/db/database';
import { collectExternalLinks, listLinkResults } from '@/lib/linkpruefung/link-store';
import { publishMenuVersion, saveMenuVersion } from '@/lib/redaktion/store/menus';
import { publishPageVersion, savePageVersion } from '@/lib/redaktion/store/page-versions';
import { createPage } from '@/lib/redaktion/store/pages';
import { publishWarnmeldung, saveWarnmeldung, submitWarnmeldung } from '@/lib/redaktion/store/warnmeldungen';
import { onEachDatabase } from '../../support/databases';
import { franz, rita, submitted } from '../../support/redaktion-store';

onEachDatabase('the links the check collects', (open) => {
  let db: Database;

  beforeAll(async () => {
    db = await open();
    const { seite } = await createPage(db, rita, { pfad: '/de/sammeln', titel: 'Sammeln', layout: 'default' });
    const { version } = await savePageVersion(db, rita, seite.id, {
      pageLayout: 'default',
      title: 'Sammeln',
      description: 'https://beschreibung.example/',
      content: [
        {
          id: randomUUID(),
          template: 'hero',
          slotName: 'hero',
          options: {
            titel: 'https://titel.example/',
            link: 'https://held.example/seite',
            bildupload: { bild: 'https://bilder.example/a.jpg', bildtext: 'A' },
          },
        },
        {
          id: randomUUID(),
          template: 'text',
          slotName: 'main',
          options: {
            text: '<p><a href="https://text.example/">Text</a> <a data-href="https://versteckt.example/">x</a> <img src="javascript:alert(1)" alt=""></p>',
          },
        },
      ],
    });
    await publishPageVersion(db, franz, seite.id, await submitted(db, rita, seite.id, version.id));
    const menu = await saveMenuVersion(db, rita, 'Footer', {
      menuItems: [{ title: 'https://menuetitel.example/', href: 'https://menue.example/' }],
    });
    await publishMenuVersion(db, franz, 'Footer', menu.version.id);
    const banner = async (href: string, ende: string | null) => {
      // Published through four eyes: an emergency banner may link only to this site.
      const draft = await saveWarnmeldung(db, rita, null, {
        text: 'Sperrung',
        stufe: 'hinweis',
        linkHref: href,
        linkText: 'Mehr',
        beginn: new Date(Date.now() - 2 * 3600_000).toISOString(),
        ende: ende ?? '',
      });
      await submitWarnmeldung(db, rita, draft.id);
      await publishWarnmeldung(db, franz, draft.id);
    };
    await banner('https://warnung.example/', null);
    await banner('https://vorbei.example/', new Date(Date.now() - 3600_000).toISOString());
  }, 120_000);

  it('collects the rendered links and the running banners, with their places, and nothing else', async () => {
    await collectExternalLinks(db);
    const results = await listLinkResults(db);
    expect(results.map((r) => r.url).sort()).toEqual([
      'https://bilder.example/a.jpg',
      'https://held.example/seite',
      'https://menue.example/',
      'https://text.example/',
      'https://warnung.example/',
    ]);
    const at = Object.fromEntries(results.map((r) => [r.url, r.fundstellen]));
    expect(at['https://held.example/seite']).toEqual([
      expect.objectContaining({ ort: '/de/sammeln', feld: '/content/0/options/link' }),
    ]);
    expect(at['https://menue.example/']).toEqual([{ ort: 'Menü Footer', feld: '/menuItems/0/href' }]);
    expect(at['https://warnung.example/']).toEqual([{ ort: 'Warnmeldung „Sperrung“', feld: '/link' }]);
  });
});
