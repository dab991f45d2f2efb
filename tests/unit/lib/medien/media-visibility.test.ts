// Which files of the media library visitors may fetch (issue 33, defect 5: every upload was public at once, before
// any page using it was approved). A file is public while the published version of a live page, a published menu or
// an active banner names it; otherwise only a Redaktion session gets it, and everyone else the 404 of a file that
// does not exist. Decided by one indexed lookup, kept by the database whenever a publication changes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Seite } from '@/codegen/out/types';
import type { Database } from '@/lib/db/database';
import { uploadMedium } from '@/lib/medien/media-store';
import { isMediumPublic } from '@/lib/medien/media-visibility';
import { serveMediumToVisitor } from '@/lib/medien/serve-medium';
import { publishMenuVersion, saveMenuVersion, unpublishMenu } from '@/lib/redaktion/store/menus';
import { publishPageVersion, savePageVersion, unpublishPage } from '@/lib/redaktion/store/page-versions';
import { archivePage, createPage } from '@/lib/redaktion/store/pages';
import { onEachDatabase } from '../../support/databases';
import { franz, rita, storedBanner, submitted } from '../../support/redaktion-store';

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2b5f8a' } })
    .jpeg()
    .toBuffer();

const pageWith = (src: string) =>
  ({
    pageLayout: 'default',
    title: 'Medien öffentlich',
    content: [{ template: 'text', slotName: 'main', options: { text: `<p><img src="${src}" alt="Rathaus"></p>` } }],
  }) as Seite;

onEachDatabase('media visibility', (open) => {
  let db: Database;
  let server: http.Server;
  let base: string;
  /** Whether the test's request carries a Redaktion session (the route asks the session store). */
  let editor = false;

  beforeAll(async () => {
    db = await open();
    server = http.createServer((req, res) => {
      const id = decodeURIComponent(new URL(req.url!, 'http://x').pathname.split('/')[3]!);
      void serveMediumToVisitor(db, id, req, res, async () => editor);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (url: string, headers: Record<string, string> = {}, asEditor = false) => {
    editor = asEditor;
    return fetch(base + url, { headers });
  };

  it('serves an unused upload to a Redaktion session only, privately; others get the 404 of a missing file', async () => {
    const bild = await uploadMedium(db, rita, 'neu.jpg', await jpeg());
    expect(await isMediumPublic(db, bild.id)).toBe(false);
    const anonymous = await get(bild.url);
    expect(anonymous.status).toBe(404);
    const missing = await get('/api/medien/00000000-0000-4000-8000-000000000000/neu.jpg');
    expect(missing.status).toBe(404);
    // Not 403: the answer does not tell whether the file exists.
    expect(await anonymous.text()).toBe(await missing.text());
    expect(anonymous.headers.get('cache-control')).toBe(missing.headers.get('cache-control'));

    const own = await get(bild.url, {}, true);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer()).length).toBe(bild.groesse);
    const part = await get(bild.url, { Range: 'bytes=0-9' }, true);
    expect(part.status).toBe(206);
    expect(part.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is public from the publication of a page that uses it until the page is withdrawn', async () => {
    const bild = await uploadMedium(db, rita, 'rathaus.jpg', await jpeg());
    const {
      seite: { id },
    } = await createPage(db, rita, { pfad: '/de/medien-oeffentlich', titel: 'Medien', layout: 'default' });
    const { version } = await savePageVersion(db, rita, id, pageWith(bild.url));
    // A draft that uses it, even one submitted for approval, does not make it public.
    await submitted(db, rita, id, version.id);
    expect(await isMediumPublic(db, bild.id)).toBe(false);
    expect((await get(bild.url)).status).toBe(404);

    await publishPageVersion(db, franz, id, version.id);
    expect(await isMediumPublic(db, bild.id)).toBe(true);
    const visitor = await get(bild.url);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(visitor.headers.get('etag')).toBe(`"${bild.id}"`);
    expect((await get(bild.url, { 'If-None-Match': `"${bild.id}"` })).status).toBe(304);
    expect((await get(bild.url, { Range: 'bytes=0-9' })).status).toBe(206);

    // A newer draft without it leaves the published version, which uses it, in force.
    await savePageVersion(db, rita, id, { ...pageWith(''), content: [] } as Seite);
    expect(await isMediumPublic(db, bild.id)).toBe(true);

    await unpublishPage(db, franz, id);
    expect(await isMediumPublic(db, bild.id)).toBe(false);
    expect((await get(bild.url)).status).toBe(404);
    expect((await get(bild.url, {}, true)).headers.get('cache-control')).toBe('private, no-store');
  });

  it('is private again when the last page that uses it is archived, not before', async () => {
    const bild = await uploadMedium(db, rita, 'brunnen.jpg', await jpeg());
    const ids: string[] = [];
    for (const pfad of ['/de/brunnen-eins', '/de/brunnen-zwei']) {
      const { seite } = await createPage(db, rita, { pfad, titel: 'Brunnen', layout: 'default' });
      const { version } = await savePageVersion(db, rita, seite.id, pageWith(bild.url));
      await publishPageVersion(db, franz, seite.id, await submitted(db, rita, seite.id, version.id));
      ids.push(seite.id);
    }
    expect(await isMediumPublic(db, bild.id)).toBe(true);
    await archivePage(db, franz, ids[0]!);
    expect(await isMediumPublic(db, bild.id)).toBe(true);
    await archivePage(db, franz, ids[1]!);
    expect(await isMediumPublic(db, bild.id)).toBe(false);
  });

  it('is public while a published menu links it', async () => {
    const pdf = await uploadMedium(db, rita, 'ortsplan.jpg', await jpeg());
    const menu = { menuItems: [{ title: 'Ortsplan', href: pdf.url }] };
    const { version } = await saveMenuVersion(db, rita, 'Downloads', menu);
    expect(await isMediumPublic(db, pdf.id)).toBe(false);
    await publishMenuVersion(db, franz, 'Downloads', version.id);
    expect(await isMediumPublic(db, pdf.id)).toBe(true);
    await unpublishMenu(db, franz, 'Downloads');
    expect(await isMediumPublic(db, pdf.id)).toBe(false);
  });

  it('is public while a published banner links it, between its start and its end', async () => {
    const plan = await uploadMedium(db, rita, 'umleitung.jpg', await jpeg());
    const hour = 3600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    // A banner whose link is the file's address, as stored (the form takes only site paths and https addresses).
    const banner = (beginn: string, ende: string | null) => storedBanner(db, { href: plan.url, beginn, ende });
    await banner(at(hour), null);
    await banner(at(-2 * hour), at(-hour));
    expect(await isMediumPublic(db, plan.id)).toBe(false);
    const running = await banner(at(-hour), at(hour));
    expect(await isMediumPublic(db, plan.id)).toBe(true);
    await db.query('UPDATE dokumente SET veroeffentlichte_version = NULL WHERE id = $1', [running]);
    expect(await isMediumPublic(db, plan.id)).toBe(false);
  });
});
