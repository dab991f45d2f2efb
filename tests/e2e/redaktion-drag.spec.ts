// Drag and drop of blocks in the outline, in real Chromium: a block carried from the main column to the sidebar by
// mouse and by keyboard (announced in German), the preview follows; a slot the block does not fit refuses it and
// says why, by mouse and by keyboard (the refusal shown above the slot shifts the layout under the drag: the
// keyboard's target stays where the key put it, renderer/redaktion/editor/keyboard-target.ts).
import { expect, test, type Page } from '@playwright/test';
import { addBlock, createPage, form, freshPath, login, preview, keyboardSensorListens } from './support/redaktion';

/** The preview follows a change after the autosave (3 s) and its own render; with two workers and logins at
 * OWASP's scrypt cost on two cores that can take longer than the assertion default. */
const PREVIEW_FOLLOWS_MS = 15_000;

test.describe.configure({ timeout: 120_000 });

const outline = (page: Page) => page.getByRole('navigation', { name: 'Blöcke der Seite' });
const slotList = (page: Page, slot: string) => outline(page).getByRole('region', { name: slot }).getByRole('listitem');
/** dnd-kit's live region: what a screen reader hears, and proof that dnd-kit has seen the pointer. */
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const handle = (page: Page, summary: string) =>
  outline(page)
    .getByRole('listitem')
    .filter({ hasText: summary })
    .getByRole('button', { name: /verschieben$/ });

async function textBlock(page: Page, slot: string, paragraph: string) {
  await addBlock(page, slot, 'Text');
  await form(page).locator('[contenteditable="true"]').fill(paragraph);
}

async function pageWithBlocks(page: Page, name: string) {
  await login(page, 'freigabe');
  await createPage(page, freshPath(name), 'Verschieben');
  await addBlock(page, 'Kopfbereich', 'Titelbild');
  await form(page).getByLabel('Titel', { exact: true }).fill('Kopf der Seite');
  await textBlock(page, 'Hauptspalte', 'Erster Absatz der Hauptspalte.');
  await textBlock(page, 'Hauptspalte', 'Zweiter Absatz der Hauptspalte.');
  await textBlock(page, 'Seitenleiste', 'Kasten in der Seitenleiste.');
  await expect(preview(page).getByRole('complementary').getByText('Kasten in der Seitenleiste.')).toBeVisible({
    timeout: PREVIEW_FOLLOWS_MS,
  });
}

const REASON =
  'Der Block „Text“ passt nicht in den Bereich „Kopfbereich“ (dort stehen nur: Bildwechsler (groß), Schule: Bildwechsler, Titelbild). Er gehört in: Hauptspalte, Seitenleiste, Unterer Bereich.';

test('a block dragged with the mouse from the main column to the sidebar moves there, and the preview follows; the header refuses a text block', async ({
  page,
}) => {
  await pageWithBlocks(page, 'maus');
  const from = handle(page, 'Erster Absatz');
  const target = slotList(page, 'Seitenleiste').first();
  const a = (await from.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // Past the 5 px that start a drag, then in steps, so the sortable lists see the pointer pass.
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 2 });
  await page.mouse.move(b.x + a.width / 2, b.y + b.height * 0.75, { steps: 15 });
  // Released once dnd-kit has the block over the sidebar (on a loaded machine its render can trail the pointer).
  await expect(liveRegion(page)).toContainText('Bereich „Seitenleiste“');
  await page.mouse.up();

  await expect(slotList(page, 'Seitenleiste')).toHaveCount(2);
  await expect(slotList(page, 'Seitenleiste').nth(1)).toContainText('Erster Absatz der Hauptspalte.');
  await expect(slotList(page, 'Hauptspalte')).toHaveCount(1);
  await expect(preview(page).getByRole('complementary').getByText('Erster Absatz der Hauptspalte.')).toBeVisible({
    timeout: PREVIEW_FOLLOWS_MS,
  });

  // Up to the header: while the text block is over it, the header says why it refuses it; dropped there, nothing
  // moves. The refusal shifts the header's block down: the pointer follows it there, as an editor's eye would. The
  // boxes are measured once the autosave of the move has settled the status line above the outline.
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert als Version/ })).toBeVisible();
  const rest = handle(page, 'Zweiter Absatz');
  const c = (await rest.boundingBox())!;
  await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2);
  await page.mouse.down();
  await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2 - 10, { steps: 2 });
  await expect(liveRegion(page)).toContainText('aufgenommen');
  const header = slotList(page, 'Kopfbereich').first();
  const h = (await header.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2, { steps: 15 });
  await expect(outline(page).getByRole('region', { name: 'Kopfbereich' }).getByText(REASON)).toBeVisible();
  const shifted = (await header.boundingBox())!;
  await page.mouse.move(shifted.x + shifted.width / 2, shifted.y + shifted.height / 2, { steps: 3 });
  await expect(liveRegion(page)).toContainText(REASON);
  await page.mouse.up();
  await expect(
    outline(page).getByRole('region', { name: 'Kopfbereich' }).getByText(`Nicht verschoben. ${REASON}`),
  ).toBeVisible();
  await expect(slotList(page, 'Kopfbereich')).toHaveCount(1);
  await expect(slotList(page, 'Hauptspalte').filter({ hasText: 'Zweiter Absatz' })).toHaveCount(1);
});

test('a block carried with the keyboard to the sidebar, with German announcements; the header refuses a text block', async ({
  page,
}) => {
  await pageWithBlocks(page, 'tastatur');
  // Every announcement of dnd-kit's live region, in order (each replaces the one before on screen).
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { angesagt: string[] }).angesagt = said;
    const region = document.querySelector('[id^="DndLiveRegion"]')!;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const said = () => page.evaluate(() => (window as unknown as { angesagt: string[] }).angesagt.join('\n'));
  await handle(page, 'Zweiter Absatz').focus();
  await page.keyboard.press('Space');
  await expect.poll(said).toContain('Block „Text“ aufgenommen, Position 2 von 2 im Bereich „Hauptspalte“.');
  await keyboardSensorListens(page);
  await page.keyboard.press('ArrowDown');
  await expect.poll(said).toContain('Bereich „Seitenleiste“');
  await page.keyboard.press('Space');
  await expect.poll(said).toContain('abgelegt');
  await expect(slotList(page, 'Seitenleiste').filter({ hasText: 'Zweiter Absatz' })).toHaveCount(1);
  await expect(slotList(page, 'Hauptspalte')).toHaveCount(1);
  await expect(preview(page).getByRole('complementary').getByText('Zweiter Absatz der Hauptspalte.')).toBeVisible({
    timeout: PREVIEW_FOLLOWS_MS,
  });

  // Up to the header: it takes only header blocks; the drop is refused with its reason and nothing moves, also
  // when the layout shifts between the key and the drop (the refusal itself, the autosave's status line).
  await handle(page, 'Erster Absatz').focus();
  await page.keyboard.press('Space');
  // The keyboard sensor listens for arrows from the next task on: the lift is awaited first.
  await expect.poll(said).toContain('aufgenommen, Position 1 von 1 im Bereich „Hauptspalte“.');
  await keyboardSensorListens(page);
  await page.keyboard.press('ArrowUp');
  await expect.poll(said).toContain(REASON);
  await expect(outline(page).getByRole('region', { name: 'Kopfbereich' }).getByText(REASON)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(
    outline(page).getByRole('region', { name: 'Kopfbereich' }).getByText(`Nicht verschoben. ${REASON}`),
  ).toBeVisible();
  await expect.poll(said).toContain(`Nicht verschoben. ${REASON}`);
  await expect(slotList(page, 'Kopfbereich')).toHaveCount(1);
  await expect(slotList(page, 'Hauptspalte').filter({ hasText: 'Erster Absatz' })).toHaveCount(1);
});
