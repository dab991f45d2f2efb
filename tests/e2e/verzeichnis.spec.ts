// The directory filter (spec sections 2-4), driven by keyboard, and as a plain GET form without JavaScript.
// Counts are recomputed for the selection; a polite live region announces the result after each change.
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { holdScripts, waitForHydration } from './support/hydrated';

/** The accessible name of a filter option: its label and its count for the current selection. */
const option = (filter: Locator, label: string) =>
  filter.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[()&]/g, '\\$&')} \\(\\d+\\)$`) });

test('keyboard: every change rewrites rubrik_id, ort and interessengruppen_id', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/de/verzeichnis');
  const filter = page.getByRole('region', { name: 'Einträge filtern' });
  const ansage = page.locator('#branchen-ansage');
  await expect(page.locator('#branchen-ergebnis')).toHaveText('34 Einträge');
  // The entries (kept as server HTML until a filter changes them): one heading each.
  const entries = page
    .getByRole('region', { name: /Einträge/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(entries).toHaveCount(10);
  // The group checkboxes appear once the page is interactive; their count follows the selection.
  const group = filter.getByRole('checkbox', { name: /^Übernachten \(\d+\)/ });
  await expect(filter.getByRole('checkbox', { name: /^Übernachten \(12\)/ })).toBeVisible();
  // The live region is there from the start, and silent on the first load.
  await expect(ansage).toHaveAttribute('role', 'status');
  await expect(ansage).toHaveText('');
  await expect(filter.getByRole('checkbox', { name: 'Hinterwald (5)', exact: true })).toBeVisible();

  // A subcategory, ticked with the space bar.
  const hotels = option(filter, 'Hotels');
  await hotels.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/rubrik_id=11(&|$)/);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');
  await expect(ansage).toHaveText('3 Einträge gefunden');
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Hotels');
  await expect(hotels).toBeChecked();
  await expect(hotels).toBeFocused();
  // Places now count the hotels there; a place without any stays, with (0), and can be ticked.
  await expect(filter.getByRole('checkbox', { name: 'Hinterwald (1)', exact: true })).toBeVisible();
  await expect(filter.getByRole('checkbox', { name: 'Tannbrunn (2)', exact: true })).toBeVisible();
  await expect(filter.getByRole('checkbox', { name: 'Kapellenhof (0)', exact: true })).toBeEnabled();
  // Subcategories are OR-ed: their counts stay those of all entries.
  await expect(filter.getByRole('checkbox', { name: 'Ferienwohnungen (4)', exact: true })).toBeVisible();

  // The group checkbox selects all its subcategories ...
  await group.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/rubrik_id=14/);
  for (const id of ['11', '12', '13', '14']) expect(new URL(page.url()).searchParams.getAll('rubrik_id')).toContain(id);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('12 Einträge für Ihre Auswahl');
  await expect(ansage).toHaveText('12 Einträge gefunden');
  await expect(group).toBeChecked();
  await expect(group).toBeFocused();
  await expect(filter.getByRole('checkbox', { name: 'Hinterwald (3)', exact: true })).toBeVisible();

  // ... and a place narrows it down ('Ort (Hinterwald)' is shown as 'Hinterwald').
  const hinterwald = option(filter, 'Hinterwald');
  await hinterwald.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/ort=Ort\+%28Hinterwald%29|ort=Ort%20%28Hinterwald%29/);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');
  await expect(ansage).toHaveText('3 Einträge gefunden');
  await expect(hinterwald).toBeFocused();
  // The categories now count within Hinterwald.
  await expect(filter.getByRole('checkbox', { name: /^Übernachten \(3\)/ })).toBeVisible();
  await expect(filter.getByRole('checkbox', { name: 'Hotels (1)', exact: true })).toBeVisible();
  await expect(filter.getByRole('checkbox', { name: 'Pensionen & Gästehäuser (0)', exact: true })).toBeVisible();

  // The group checkbox clears them again.
  await group.focus();
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(/rubrik_id=/);
  await expect(page).toHaveURL(/ort=/);
  await expect(group).toBeFocused();

  // Toggling an interest group clears every subcategory tick. The page that comes back is interactive once its script
  // gave the ticked box the focus again: the next key goes to its change handler, not to a page still loading (a box
  // ticked before the script ran is the next test's case).
  await hotels.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/rubrik_id=11/);
  await expect(hotels).toBeChecked();
  await expect(hotels).toBeFocused();
  const motorrad = filter.getByRole('checkbox', { name: 'motorradfreundlich' });
  await motorrad.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/interessengruppen_id=8/);
  await expect(page).not.toHaveURL(/rubrik_id=/);
  await expect(hotels).not.toBeChecked();
  await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');
  await expect(ansage).toHaveText('3 Einträge gefunden');
  await expect(motorrad).toBeFocused();
});

test('a box ticked before the page hydrated filters once its scripts run', async ({ page }) => {
  // A slow phone: the server's form is on screen and can be ticked before JavaScript runs it.
  const scripts = await holdScripts(page);
  await page.goto('/de/verzeichnis', { waitUntil: 'domcontentloaded' });
  const filter = page.getByRole('region', { name: 'Einträge filtern' });
  const hotels = option(filter, 'Hotels');
  await hotels.check();
  await expect(filter.getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
  scripts.release();
  await waitForHydration(page);
  // The tick counts: the list is filtered as a submit would have done, and the box stays ticked.
  await expect(page).toHaveURL(/rubrik_id=11(&|$)/);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');
  await expect(hotels).toBeChecked();
  await expect(filter.getByRole('button', { name: 'Filter anwenden' })).toHaveCount(0);
});

test('a box focused before the new page’s script ran keeps the focus, and its key press counts', async ({ page }) => {
  await page.goto('/de/verzeichnis');
  await waitForHydration(page);
  const filter = page.getByRole('region', { name: 'Einträge filtern' });
  // The next page comes slowly: its list is there, its script not yet.
  const scripts = await holdScripts(page);
  const hotels = option(filter, 'Hotels');
  await hotels.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/rubrik_id=11/);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');
  // The box is the address's fragment: the browser itself focuses it as it first shows the page (and scrolls to it).
  await expect(hotels).toBeFocused();
  // The visitor goes on to a place before the script would have put the focus back on the hotels.
  const hinterwald = option(filter, 'Hinterwald');
  await hinterwald.focus();
  scripts.release();
  await waitForHydration(page);
  await expect(page.locator('#branchen-ansage')).toHaveText('3 Einträge gefunden');
  await expect(page).not.toHaveURL(/#/);
  await expect(hinterwald).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/ort=Ort(\+|%20)%28Hinterwald%29/);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('1 Eintrag für Ihre Auswahl');
});

test('keyboard: singular and empty results are announced, focus stays, axe finds nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/de/verzeichnis?rubrik_id=11');
  const filter = page.getByRole('region', { name: 'Einträge filtern' });
  const ansage = page.locator('#branchen-ansage');
  await expect(filter.getByRole('checkbox', { name: /^Übernachten \(\d+\)/ })).toBeVisible();
  // A page opened with a filter announces nothing either.
  await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');
  await expect(ansage).toHaveText('');

  const hinterwald = option(filter, 'Hinterwald');
  await hinterwald.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('#branchen-ergebnis')).toHaveText('1 Eintrag für Ihre Auswahl');
  await expect(ansage).toHaveText('1 Eintrag gefunden');
  await expect(hinterwald).toBeFocused();

  // Untick it, then Tab to the next place: Kapellenhof has no hotel, shows (0), and is still a working box.
  await page.keyboard.press('Space');
  await expect(ansage).toHaveText('3 Einträge gefunden');
  await expect(hinterwald).toBeFocused();
  await page.keyboard.press('Tab');
  const kapellenhof = filter.getByRole('checkbox', { name: 'Kapellenhof (0)', exact: true });
  await expect(kapellenhof).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/ort=Ort(\+|%20)%28Kapellenhof%29/);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('0 Einträge für Ihre Auswahl');
  await expect(ansage).toHaveText('Keine Einträge gefunden');
  await expect(page.getByText('Für diese Auswahl gibt es keine Einträge.')).toBeVisible();
  // The empty list offers the way back itself (the filter may be far below on a phone).
  await expect(
    page
      .getByRole('region', { name: /Einträge für Ihre Auswahl/ })
      .getByRole('link', { name: 'Alle Filter zurücksetzen' }),
  ).toHaveAttribute('href', '/de/verzeichnis');
  await expect(kapellenhof).toBeChecked();
  await expect(kapellenhof).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the list pages with seite and keeps the filter', async ({ page }) => {
  await page.goto('/de/verzeichnis?ort=Tannbrunn');
  await expect(page.getByText('Seite 1 von 2')).toBeVisible();
  await page.getByRole('link', { name: /Nächste Seite/ }).click();
  await expect(page).toHaveURL(/ort=Tannbrunn/);
  await expect(page).toHaveURL(/seite=2/);
  await expect(page.getByText('Seite 2 von 2')).toBeVisible();
});

test('without JavaScript the filter is a GET form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/verzeichnis');
  const filter = page.getByRole('region', { name: 'Einträge filtern' });
  await filter.getByRole('checkbox', { name: /^Hofläden/ }).check();
  await filter.getByRole('checkbox', { name: 'familienfreundlich' }).check();
  await filter.getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page).toHaveURL(/rubrik_id=32/);
  await expect(page).toHaveURL(/interessengruppen_id=4/);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('2 Einträge für Ihre Auswahl');
  await expect(page.getByRole('link', { name: 'Hofladen Vogtshof' })).toBeVisible();
  await context.close();
});

test('on a phone the filter below the list is one link away, and the results one link back', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/de/verzeichnis?ort=Ort%20(Hinterwald)');
  const zumFilter = page.getByRole('link', { name: 'Zu den Filtern (1 aktiv)' });
  await expect(zumFilter).toBeVisible();
  await zumFilter.click();
  await expect(page).toHaveURL(/#branchen-filter-titel$/);
  await expect(page.getByRole('heading', { name: 'Einträge filtern' })).toBeInViewport();
  const zurueck = page.getByRole('link', { name: 'Zu den Ergebnissen' });
  await expect(zurueck).toBeVisible();
  await zurueck.click();
  await expect(page.locator('#branchen-ergebnis')).toBeInViewport();
  await expect(page.locator('#branchen-ergebnis')).toHaveText('5 Einträge für Ihre Auswahl');

  // Side by side on a wide screen: neither link is needed, neither is shown.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('link', { name: /^Zu den Filtern/ })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Zu den Ergebnissen' })).toBeHidden();
  await context.close();
});
