// Past events stay findable: the calendar links its archive, which lists the events whose last day has passed,
// newest first, each with its own page; the calendar itself lists only what is still to come.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { expectNoAxeViolations } from './axe';

interface Event {
  titel: string;
  datum_von: string;
  datum_bis?: string;
}

const events = (
  JSON.parse(readFileSync(path.join(process.cwd(), 'content/api/cms/veranstaltungen.json'), 'utf8')) as {
    data: Event[];
  }
).data;

test('the calendar links its archive of past events; axe finds nothing', async ({ page }) => {
  const today = todayInBerlin();
  const lastDay = (event: Event) => (event.datum_bis ?? event.datum_von).slice(0, 10);
  const past = events.filter((event) => lastDay(event) < today).sort((a, b) => (a.datum_von < b.datum_von ? 1 : -1));
  const coming = events.filter((event) => lastDay(event) >= today);

  await page.goto('/de/veranstaltungen/kalender');
  const calendar = page.getByRole('main');
  if (past[0]) await expect(calendar.getByRole('link', { name: past[0].titel, exact: true })).toHaveCount(0);
  await calendar.getByRole('link', { name: 'Vergangene Veranstaltungen im Archiv' }).click();

  await expect(page).toHaveURL(/\/de\/veranstaltungen\/archiv$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archiv der Veranstaltungen');
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('listitem')).toHaveText([
    'Startseite',
    'Veranstaltungen',
    'Veranstaltungskalender',
    'Archiv',
  ]);
  const archive = page.getByRole('main');
  if (!past[0]) {
    await expect(archive.getByText('Im Archiv stehen noch keine Veranstaltungen.')).toBeVisible();
    return;
  }
  // The newest past event first; nothing still to come.
  const first = archive.getByRole('link', { name: past[0].titel, exact: true });
  await expect(first).toBeVisible();
  if (coming[0]) await expect(archive.getByRole('link', { name: coming[0].titel, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // A past event keeps its own page.
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(past[0].titel);
});
