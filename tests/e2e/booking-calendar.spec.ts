// The availability calendar's notice (loading, failed) lies over the days: when the reservations arrive or fail,
// nothing on the page moves. Above the table, the loading line pushed the calendar 38 px once they had arrived
// (a layout shift of 0.007 at 1280 px on every visit).
import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForHydration } from './support/hydrated';
import { layoutShiftSoFar, observeLayoutShift } from './support/layout-shift';

const AVAILABILITY = '**/api/buchungen/ebike/verfuegbarkeit';

const calendar = (page: Page) => page.getByRole('region', { name: 'Verfügbarkeit der E-Bikes' });

/**
 * Opens the e-bike page with the availability held back until the page has settled (web font in, hydrated), then
 * lets `answer` reply and returns the layout shift that followed, with the table's box before and after.
 */
async function shiftAfterAnswer(page: Page, answer: (route: Route) => Promise<void>) {
  await observeLayoutShift(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(AVAILABILITY, async (route) => {
    await held;
    await answer(route);
  });
  await page.goto('/de/e-bike-leihen');
  const status = calendar(page).getByRole('status');
  await expect(status).toHaveText('Verfügbarkeit wird geladen …');
  await expect(status).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await waitForHydration(page);
  const table = calendar(page).getByRole('table');
  const boxBefore = await table.boundingBox();
  const shiftBefore = await layoutShiftSoFar(page);

  const answered = page.waitForResponse(AVAILABILITY);
  release();
  await answered;
  await expect(status).not.toHaveText('Verfügbarkeit wird geladen …');
  return {
    status,
    shift: (await layoutShiftSoFar(page)) - shiftBefore,
    boxBefore,
    boxAfter: await table.boundingBox(),
  };
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the calendar says it is loading, over the days; when the reservations arrive, nothing moves', async ({
  page,
}) => {
  const { status, shift, boxBefore, boxAfter } = await shiftAfterAnswer(page, (route) => route.continue());
  await expect(status).toHaveText('');
  expect(boxAfter).toEqual(boxBefore);
  expect(shift).toBe(0);
});

test('when the reservations cannot be loaded, the calendar says so in the same place', async ({ page }) => {
  const { status, shift, boxBefore, boxAfter } = await shiftAfterAnswer(page, (route) =>
    route.fulfill({ status: 503, body: '' }),
  );
  await expect(status).toHaveText(
    'Die Verfügbarkeit konnte gerade nicht geladen werden. Sie können trotzdem anfragen.',
  );
  await expect(status).toBeVisible();
  expect(boxAfter).toEqual(boxBefore);
  expect(shift).toBe(0);
});
