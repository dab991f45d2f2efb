// The directory filter (spec sections 2-4), driven by keyboard, and as a plain GET form without JavaScript.
import { expect, test } from '@playwright/test';


test('keyboard: every change rewrites rubrik_id, ort and interessengruppen_id', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/de/verzeichnis');
  const filter = page.getByRole('region', { name: 'Einträge filtern' });
  await expect(page.locator('#branchen-ergebnis')).toHaveText('34 Einträge');
  // The group checkboxes appear once the page is interactive.
  const group = filter.getByRole('checkbox', { name: /^Übernachten \(12\)/ });
  await expect(group).toBeVisible();

  // A subcategory, ticked with the space bar.
  const hotels = filter.getByRole('checkbox', { name: /^Hotels/ });
  await hotels.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/rubrik_id=11(&|$)/);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');
  await expect(hotels).toBeChecked();
  await expect(hotels).toBeFocused();

  // The group checkbox selects all its subcategories ...
  await group.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/rubrik_id=14/);
  for (const id of ['11', '12', '13', '14']) expect(new URL(page.url()).searchParams.getAll('rubrik_id')).toContain(id);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('12 Einträge für Ihre Auswahl');
  await expect(group).toBeChecked();

  // ... and a place narrows it down ('Ort (Hinterwald)' is shown as 'Hinterwald').
  const hinterwald = filter.getByRole('checkbox', { name: 'Hinterwald', exact: true });
  await hinterwald.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/ort=Ort\+%28Hinterwald%29|ort=Ort%20%28Hinterwald%29/);
  await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');

  // The group checkbox clears them again.
  await group.focus();
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(/rubrik_id=/);
  await expect(page).toHaveURL(/ort=/);

  // Toggling an interest group clears every subcategory tick.
  await hotels.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/rubrik_id=11/);
  const motorrad = filter.getByRole('checkbox', { name: 'motorradfreundlich' });
  await motorrad.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/interessengruppen_id=8/);
  await expect(page).not.toHaveURL(/rubrik_id=/);
  await expect(hotels).not.toBeChecked();
  await expect(page.locator('#branchen-ergebnis')).toHaveText('3 Einträge für Ihre Auswahl');
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
