// Click to edit, in real Chromium: the preview's blocks answer the pointer (outline with the German name on hover),
// a click selects the block and focuses the field its text is in, typing there changes the page; selecting in the
// outline outlines and scrolls the preview; the public page carries none of it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addBlock, createPage, form, freshPath, login, pointInPreview, preview, publishAs } from './support/redaktion';

/** The preview follows a change after the autosave (3 s) and its own render; with two workers and logins at
 * OWASP's scrypt cost on two cores that can take longer than the assertion default. */
const PREVIEW_FOLLOWS_MS = 15_000;

test.describe.configure({ timeout: 120_000 });

const outline = (page: Page) => page.getByRole('navigation', { name: 'Blöcke der Seite' });
/** The text block's heading text (version 2: `titel: { text, ebene }`). */
const headingField = (page: Page) =>
  form(page).getByRole('group', { name: 'Überschrift' }).getByRole('textbox', { name: 'Text' });

async function textBlock(page: Page, heading: string, paragraph: string) {
  await addBlock(page, 'Hauptspalte', 'Text');
  await headingField(page).fill(heading);
  await form(page).locator('[contenteditable="true"]').fill(paragraph);
}

test('a click on a paragraph in the preview selects its block and focuses its text; typing there edits it', async ({
  page,
}) => {
  const pfad = freshPath('klick');
  await login(page, 'freigabe');
  await createPage(page, pfad, 'Klicken und schreiben');
  await textBlock(page, 'Anfahrt', 'Mit dem Bus bis zum Rathaus.');
  // Filler, so the second block starts below the preview's first screen.
  for (let n = 1; n <= 4; n += 1) await textBlock(page, `Abschnitt ${n}`, `${'Langer Text. '.repeat(60)}Ende ${n}.`);
  await textBlock(page, 'Parken', 'Parkplätze gibt es am Kurpark.');
  await outline(page).getByRole('button', { name: 'Seiteneigenschaften' }).click();
  await expect(preview(page).getByText('Parkplätze gibt es am Kurpark.')).toBeAttached({ timeout: PREVIEW_FOLLOWS_MS });

  // Hover: a dashed outline with the block's German name.
  const first = preview(page).getByText('Mit dem Bus bis zum Rathaus.');
  await first.hover();
  await expect(preview(page).locator('[data-markierung="zeiger"]')).toHaveText('Text');

  await first.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Text', exact: true })).toBeVisible();
  await expect(outline(page).locator('[aria-current="true"]')).toContainText('Anfahrt');
  const field = form(page).locator('[contenteditable="true"]');
  await expect(field).toBeFocused();
  await page.keyboard.type(' Haltestelle Kurhaus.');
  await expect(preview(page).getByText('Mit dem Bus bis zum Rathaus. Haltestelle Kurhaus.')).toBeVisible({
    timeout: PREVIEW_FOLLOWS_MS,
  });
  await expect(preview(page).locator('[data-markierung="auswahl"]')).toContainText('Text (ausgewählt)');

  // A click on a heading focuses the heading's field.
  await preview(page).getByRole('heading', { name: 'Parken' }).click();
  await expect(headingField(page)).toBeFocused();
  await expect(headingField(page)).toHaveValue('Parken');

  // Selecting in the outline (the keyboard's way) scrolls the preview to the block and outlines it.
  await outline(page)
    .getByRole('button', { name: /Anfahrt/ })
    .focus();
  await page.keyboard.press('Enter');
  const frame = page.frame({ name: 'vorschau' })!;
  await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeLessThan(400);
  await outline(page)
    .getByRole('button', { name: /Parken/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const marked = await frame.evaluate(() => {
    const mark = document.querySelector('[data-markierung="auswahl"]')!.getBoundingClientRect();
    const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Parken')!;
    const box = heading.getBoundingClientRect();
    return mark.top <= box.top && mark.bottom >= box.bottom && box.top >= 0 && box.bottom <= window.innerHeight;
  });
  expect(marked).toBe(true);

  // The public page: the same blocks, and nothing of the preview's markers or marks.
  await publishAs(page, 'admin', 'Version');
  const html = await (await page.request.get(pfad)).text();
  expect(html).toContain('Haltestelle Kurhaus.');
  expect(html).not.toContain('data-redaktion-block');
  expect(html).not.toContain('markierung');
});

test('axe finds nothing on the editor with a block selected in the preview, at 1280 and 375 px', async ({ page }) => {
  await login(page, 'freigabe');
  await createPage(page, freshPath('axe-auswahl'), 'Auswahl barrierefrei');
  await textBlock(page, 'Öffnungszeiten', 'Montag bis Freitag von 8 bis 12 Uhr.');
  await textBlock(page, 'Kontakt', 'Telefon 07000 1234.');
  const paragraph = preview(page).getByText('Montag bis Freitag von 8 bis 12 Uhr.');
  // The preview drawn after the last change (a later one would start without the pointer's mark).
  await expect(preview(page).getByText('Telefon 07000 1234.')).toBeVisible({ timeout: PREVIEW_FOLLOWS_MS });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // The pointer where the person sees the paragraph (the preview is scaled at 375 px: pointInPreview).
    const point = await pointInPreview(page, paragraph);
    await page.mouse.move(point.x, point.y);
    await expect(preview(page).locator('[data-markierung="zeiger"]')).toBeAttached();
    await page.mouse.click(point.x, point.y);
    await expect(form(page).locator('[contenteditable="true"]')).toBeFocused();
    await expect(preview(page).locator('[data-markierung="auswahl"]')).toBeAttached();
    // The editor and the marks drawn into the preview (the preview's page itself is judged by the public pages' tests).
    const editor = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(editor.violations).toEqual([]);
    const marks = await new AxeBuilder({ page })
      .include(['iframe[name="vorschaurahmen"]', 'iframe[name="vorschau"]', '#redaktion-markierungen'])
      .analyze();
    expect(marks.violations).toEqual([]);
  }
});

test('the preview runs in a process of its own: a long task in it does not hold up the editor', async ({ page }) => {
  await login(page, 'freigabe');
  await createPage(page, freshPath('eigener-prozess'), 'Eigener Prozess');
  await textBlock(page, 'Absatz', 'Ein Absatz für die Vorschau.');
  await expect(preview(page).getByText('Ein Absatz für die Vorschau.')).toBeAttached({ timeout: PREVIEW_FOLLOWS_MS });
  // Chromium made the frame of the other site a target of its own (an out-of-process frame).
  const cdp = await page.context().newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((t) => t.type === 'iframe').map((t) => new URL(t.url).pathname)).toContain(
    '/redaktion/vorschaurahmen',
  );
  // The preview's page busy for 1.5 s: meanwhile the editor's timer goes on ticking (on one thread it would stand
  // still for those 1.5 s, as it did before; measured).
  type Ticks = { ticks: number[] };
  await page.evaluate(() => {
    const ticks: number[] = [];
    (window as unknown as Ticks).ticks = ticks;
    setInterval(() => ticks.push(performance.now()), 20);
  });
  const drawn = page.frame({ name: 'vorschau' })!;
  const busy = await drawn.evaluate(() => {
    const start = performance.now();
    while (performance.now() - start < 1500);
    return { start: performance.timeOrigin + start, end: performance.timeOrigin + performance.now() };
  });
  const longestPause = await page.evaluate(({ start, end }) => {
    const ticks = (window as unknown as Ticks).ticks.map((t) => performance.timeOrigin + t);
    const during = [start, ...ticks.filter((t) => t > start && t < end), end];
    return Math.max(...during.slice(1).map((t, i) => t - during[i]!));
  }, busy);
  expect(longestPause).toBeLessThan(1000);
});
