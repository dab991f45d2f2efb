// Helpers of the booking end-to-end tests: dates in Europe/Berlin and filling the forms.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export const today = () => berlinDay.format(new Date());

/** The first day at least `offset` days ahead that has the wanted weekday (1 = Monday … 5 = Friday). */
export function dayAhead(offset: number, weekday = 2): string {
  let day = addDays(today(), offset);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
}

export async function fillPerson(page: Page, person: { plz?: string } = {}): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill('Erika Mustermann');
  await page.getByLabel('Straße', { exact: true }).fill('Talstraße');
  await page.getByLabel('Hausnummer', { exact: true }).fill('12a');
  await page.getByLabel('Postleitzahl', { exact: true }).fill(person.plz ?? '79877');
  await page.getByLabel('Wohnort', { exact: true }).fill('Tannbrunn');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('erika@example.org');
  await page.getByLabel('Telefonnummer', { exact: true }).fill('07655 12345');
}

export async function fillBike(page: Page, from: string, fromTime: string, to: string, toTime: string): Promise<void> {
  await page.getByLabel('Abholdatum').fill(from);
  await page.getByLabel('Abholzeit').selectOption(fromTime);
  await expect(page.getByLabel('Rückgabedatum')).toBeVisible();
  await page.getByLabel('Rückgabedatum').fill(to);
  await page.getByLabel('Rückgabezeit').selectOption(toTime);
}

export async function consent(page: Page, usageTerms = true): Promise<void> {
  await page.getByLabel('Ich habe die Datenschutzerklärung gelesen', { exact: false }).check();
  if (usageTerms) await page.getByLabel('Ich akzeptiere die Nutzungsbestimmungen', { exact: false }).check();
}

/** A competing request straight to the API, as a second visitor's browser would send it. */
export async function book(request: APIRequestContext, baseURL: string, kind: string, data: Record<string, unknown>) {
  return request.post(`/api/buchungen/${kind}`, { data, headers: { origin: baseURL } });
}

export const PERSON = {
  name: 'Max Mitbewerber',
  strasse: 'Bergweg',
  hausnummer: '3',
  plz: '79877',
  ort: 'Tannbrunn',
  email: 'max@example.org',
  telefon: '07655 999',
};

/**
 * Opens a booking page and scrolls to its request form as a visitor does: the form loads only when it
 * comes near the viewport (renderer/forms/LazyBookingForm.tsx).
 */
export async function openBookingPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // A directory entry's room shows once the browser has found it (blocks/raumreservierung): its React island stands
  // empty at the end of the entry until the visitor scrolls near it, as a reader of the entry does.
  await page.evaluate(() => {
    const islands = document.querySelectorAll('[data-react-insel]');
    islands[islands.length - 1]?.scrollIntoView({ block: 'center' });
  });
  const form = page
    .getByText('Formular wird geladen …')
    .or(page.getByRole('button', { name: /(Leihanfrage|Reservierungsanfrage) senden/ }));
  // The placeholder can be replaced by the form while it is being scrolled to: then scroll to the form.
  await expect(async () => form.first().scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(page.getByRole('button', { name: /(Leihanfrage|Reservierungsanfrage) senden/ })).toBeVisible();
}
