// The site served from the Redaktion's store, against a server of its own whose store was changed before it started
// (a renamed section, an unpublished page, a saved draft): old paths answer 308 to the current ones, an unpublished
// page is gone from the site, the sitemap and the search, a draft shows only in preview (draft mode).
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openPglite } from '@/lib/db/pglite-database';
import { savePageVersion, unpublishPage } from '@/lib/redaktion/store/page-versions';
import { renamePage } from '@/lib/redaktion/store/pages';
import { pageEnvelope } from '@/lib/redaktion/store/published';
import type { Actor } from '@/lib/redaktion/shared/types';
import { copyBuild, type BuildCopy } from './support/copy-build';
import { startNextServer, type NextServer } from './support/next-server';
import { seededDataDir } from './support/seeded-data-dir';

// Beside the suite's own server (E2E_PORT), so each run stays within its ports.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const SECRET = 'vorschau-fuer-den-test';
const DRAFT_TEXT = 'Dieser Satz steht nur im Entwurf.';
const UNPUBLISHED = { path: '/de/leben/energie', term: 'Solarthermieanlage' };
const editor: Actor = { id: 'e2e', name: 'Erika Testerin', role: 'freigabe' };

let server: NextServer;
let dataDir: string;
let build: BuildCopy;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await seededDataDir('tannbrunn-redaktion-');
  const db = await openPglite(dataDir);
  try {
    const idAt = async (pfad: string) =>
      (await db.query<{ id: string }>("SELECT id FROM dokumente WHERE pfad = $1 AND zustand = 'aktiv'", [pfad]))
        .rows[0]!.id;
    await renamePage(db, editor, await idAt('/de/tourismus/wandern'), '/de/tourismus/wanderwege');
    await unpublishPage(db, editor, await idAt(UNPUBLISHED.path));
    const kontakt = await idAt('/de/rathaus/kontakt');
    const published = (await pageEnvelope(db, '/de/rathaus/kontakt')) as { content: unknown[] };
    await savePageVersion(db, editor, kontakt, {
      ...published,
      content: [
        {
          template: 'text',
          slotName: 'main',
          options: { titel: { text: 'Neu', ebene: 2 }, text: `<p>${DRAFT_TEXT}</p>` },
        },
        ...published.content,
      ],
    });
  } finally {
    await db.close();
  }
  // Its pages differ from the suite server's: it must not share the pages that server generated (and vice versa).
  build = copyBuild('redaktion');
  server = await startNextServer(PORT, {
    NEXT_DIST_DIR: build.distDir,
    DATA_DIR: dataDir,
    PREVIEW_SECRET: SECRET,
    SITE_URL: `http://127.0.0.1:${PORT}`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  build?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the old path of a renamed page answers 308 to its current path, also for the pages below it', async ({
  request,
}) => {
  const old = await request.get(`${server.url}/de/tourismus/wandern`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe('/de/tourismus/wanderwege');
  const below = await request.get(`${server.url}/de/tourismus/wandern/wasserfallsteig`, { maxRedirects: 0 });
  expect(below.status()).toBe(308);
  expect(below.headers().location).toBe('/de/tourismus/wanderwege/wasserfallsteig');
  const current = await request.get(`${server.url}/de/tourismus/wanderwege`);
  expect(current.status()).toBe(200);
  expect(await current.text()).toContain('<h1');
  const unknown = await request.get(`${server.url}/de/tourismus/wanderbar`, { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
});

test('an unpublished page is gone from the site, the sitemap and the search', async ({ request, baseURL }) => {
  // On the suite's server (store as seeded) the page and its search hit exist ...
  const control = await request.get(`${baseURL}/de/gemeinde/suche?q=${UNPUBLISHED.term}`, { maxRedirects: 0 });
  expect(new URL(control.headers().location ?? '/', 'http://x').pathname).toBe(UNPUBLISHED.path);
  // ... here, taken offline, none of them.
  expect((await request.get(`${server.url}${UNPUBLISHED.path}`)).status()).toBe(404);
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(`${UNPUBLISHED.path}</loc>`);
  expect(sitemap).toContain('/de/tourismus/wanderwege</loc>');
  expect(sitemap).not.toContain('/de/tourismus/wandern</loc>');
  const search = await request.get(`${server.url}/de/gemeinde/suche?q=${UNPUBLISHED.term}`, { maxRedirects: 0 });
  expect(search.status()).toBe(200);
  expect(await search.text()).toContain(`Keine Treffer für „${UNPUBLISHED.term}“`);
});

test('a saved draft shows in preview (draft mode) only', async ({ browser, request }) => {
  expect(await (await request.get(`${server.url}/de/rathaus/kontakt`)).text()).not.toContain(DRAFT_TEXT);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/api/vorschau?secret=${SECRET}&pfad=/de/rathaus/kontakt`);
  await expect(page).toHaveURL(/\/de\/rathaus\/kontakt$/);
  await expect(page.getByText(DRAFT_TEXT)).toBeVisible();
  await context.close();
  expect(await (await request.get(`${server.url}/de/rathaus/kontakt`)).text()).not.toContain(DRAFT_TEXT);
});
