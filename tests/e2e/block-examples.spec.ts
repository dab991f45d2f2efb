// GOV.UK's accessibility.test.mjs for this site: every valid example of every block (with each of its data
// examples and without data) is rendered by the server on a page of the site (/beispiele/<template>, through
// the real pipeline and data boundary, with the site's stylesheet), and checked with axe in Chromium.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { exampleCases, readBlockExamples } from '../../renderer/examples/block-examples';
import { expectNoAxeViolations } from './axe';

// One page per worker for its examples, each example a navigation in it: a context per example cost 150 ms, a new page
// 220 ms, 146 times. Nothing an example does stays behind: the examples are server-rendered and clicked nowhere, and
// each navigation is a new document.
const test = base.extend<object, { examplePage: Page }>({
  examplePage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const ROOT = path.resolve(__dirname, '..', '..');
const templates = readdirSync(path.join(ROOT, 'blocks')).filter((t) =>
  existsSync(path.join(ROOT, 'blocks', t, 'schema.json')),
);

for (const template of templates) {
  const examples = readBlockExamples(ROOT, template)!;
  test.describe(template, () => {
    for (const { content, data } of exampleCases(examples)) {
      test(`„${content}“ ${data === null ? 'ohne Daten' : `mit „${data}“`}`, async ({ examplePage: page }) => {
        const query = new URLSearchParams({ inhalt: content, ...(data === null ? {} : { daten: data }) });
        const response = await page.goto(`/beispiele/${template}?${query}`);
        expect(response?.status()).toBe(200);
        // The example is valid: the block renders, no editor's notice stands in its place (the server writes it into
        // the page, which has loaded: one look is enough).
        expect(await page.getByText('Hinweis für die Redaktion').count()).toBe(0);
        // Header and footer around it are checked on the demo pages; here axe looks at what the example
        // changes: the main region with the page heading and the block (also in the hero slot).
        await expectNoAxeViolations(page, { include: 'main', lastStep: true });
      });
    }
  });
}

test('an unknown block or example answers 404', async ({ request }) => {
  expect((await request.get('/beispiele/gibt-es-nicht?inhalt=x')).status()).toBe(404);
  expect((await request.get('/beispiele/text?inhalt=gibt-es-nicht')).status()).toBe(404);
  expect((await request.get('/beispiele/text?inhalt=x&daten=y')).status()).toBe(404);
});
