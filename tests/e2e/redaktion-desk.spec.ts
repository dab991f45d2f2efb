// The desk of the Redaktion (README „Eingänge und Buchungen“), on a server of its own with a local SMTP server inside
// this test run (smtp-server; nothing leaves the machine): a resident sends a damage report and an e-bike request;
// their offices are told by mail; the Bauamt's account sees the report and marks it done, the Tourist-Information's
// does not see it and is refused (403, German reason) when it tries to change it; a replayed or forged change does
// nothing; the Tourist-Information's approver accepts the e-bike request with a message, the public calendar shows the
// days taken, the resident's mail arrives with the cancellation link, and that link shows the state; a submission
// past its retention is gone after the scheduler's run. Axe and screenshots at 375 and 1280 px on the way.
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ebikeRequest, weekdayAhead } from '../support/booking-requests';
import { expectNoAxeViolations } from './axe';
import { freePort, startNextServer, type NextServer } from './support/next-server';
import { seededDataDir } from './support/seeded-data-dir';
import { sessionAs } from './support/redaktion';
import { shootAtWidths } from './support/screenshots';

test.describe.configure({ mode: 'serial', timeout: 360_000 });

const RUN = Date.now().toString(36);
let server: NextServer;
let smtp: SMTPServer;
let dataDir: string;
const mails: ParsedMail[] = [];

const to = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).map((a) => a.text).join(', ');
const mailTo = (address: string, subject: RegExp) => () =>
  mails.find((mail) => to(mail).includes(address) && subject.test(mail.subject ?? ''));

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        callback();
      }, callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  dataDir = await seededDataDir('tannbrunn-desk-');
  const port = await freePort();
  server = await startNextServer(port, {
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    MAIL_FROM: 'Gemeinde Tannbrunn <noreply@tannbrunn.example>',
    SCHEDULE_INTERVAL_MS: '1000',
    BOOKING_RATE_LIMIT: '200',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The public calendar's cell of a day, paging forward to its month. */
async function calendarDay(page: Page, day: string) {
  const cell = page.locator(`td[data-tag="${day}"]`);
  for (let i = 0; i < 3 && !(await cell.count()); i++)
    await page.getByRole('button', { name: 'Nächster Monat' }).click();
  return cell;
}

test('a damage report and an e-bike request: offices told, limits kept, decided, mailed, and deleted in time', async ({
  browser,
}) => {
  const resident = await browser.newContext({ baseURL: server.url });
  const page = await resident.newPage();
  const origin = { origin: server.url };
  const ort = `Talstraße ${RUN}, Laterne Nr. 34`;

  // The resident reports the damage in the browser …
  await page.goto('/de/rathaus/buergerservice/schaden-melden');
  await page.locator('section[aria-labelledby^="formular-"]').scrollIntoViewIfNeeded();
  await page.getByLabel('Art des Schadens').selectOption('Straßenbeleuchtung');
  await page.getByLabel('Wo ist der Schaden?').fill(ort);
  await page.getByLabel('Beschreibung des Schadens').fill('Die Laterne ist seit drei Tagen dunkel.');
  await page.getByLabel('Ich möchte eine Rückmeldung erhalten', { exact: false }).check();
  await page.getByLabel('Name').fill('Erika Muster');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.org');
  await page.getByLabel('Ich habe die Datenschutzerklärung gelesen', { exact: false }).check();
  await page.getByRole('button', { name: 'Schaden melden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Meldung' })).toBeVisible({ timeout: 30_000 });

  // … and asks for all four e-bikes on one day.
  const day = weekdayAhead(20);
  const booked = await page.request.post('/api/buchungen/ebike', { headers: origin, data: ebikeRequest(day, 4) });
  expect(booked.status(), await booked.text()).toBe(201);
  const { uuid } = (await booked.json()) as { uuid: string };

  // The offices are told by mail, with a link and without the resident's data.
  await expect
    .poll(mailTo('bauamt@tannbrunn.example', /^Neuer Eingang: Schadensmeldung$/), { timeout: 30_000 })
    .toBeTruthy();
  const officeMail = mailTo('bauamt@tannbrunn.example', /^Neuer Eingang: Schadensmeldung$/)()!;
  expect(officeMail.text).toMatch(/\/redaktion\/eingaenge\/[0-9a-f-]{36}/);
  expect(officeMail.text).not.toContain('Erika');
  await expect
    .poll(mailTo('tourist-info@tannbrunn.example', /^Neue Anfrage: E-Bikes/), { timeout: 30_000 })
    .toBeTruthy();

  // The Bauamt's account sees the report in its inbox, opens it and marks it done.
  const bauamt = await sessionAs(browser, 'bauamt', server.url);
  await bauamt.page.goto('/redaktion/eingaenge');
  await expect(bauamt.page.getByRole('heading', { level: 1, name: 'Eingänge' })).toBeVisible();
  const report = bauamt.page.getByRole('link', { name: new RegExp(`Straßenbeleuchtung · ${ort}`) });
  await expect(report).toBeVisible();
  await expectNoAxeViolations(bauamt.page);
  await shootAtWidths(bauamt.page, 'eingaenge');
  await report.click();
  await expect(bauamt.page.getByRole('heading', { level: 1, name: /^Schadensmeldung vom/ })).toBeVisible();
  await expect(bauamt.page.getByText(ort)).toBeVisible();
  const detailUrl = bauamt.page.url();
  const id = detailUrl.split('/').pop()!;
  await expectNoAxeViolations(bauamt.page);
  await shootAtWidths(bauamt.page, 'eingang');
  await bauamt.page.getByRole('textbox', { name: /^Neue Notiz/ }).fill('Bauhof informiert.');
  await bauamt.page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(bauamt.page.getByRole('status').filter({ hasText: 'Notiz gespeichert.' })).toBeVisible();
  await bauamt.page.getByLabel('Erledigt').check();
  await bauamt.page.getByRole('button', { name: 'Zustand speichern' }).click();
  await expect(bauamt.page.getByRole('status').filter({ hasText: 'Zustand gespeichert: Erledigt.' })).toBeVisible();

  // A replay of a change made on an older version does nothing; a change from another site neither.
  const api = `/api/redaktion/eingaenge/${id}/zustand`;
  const replay = await bauamt.page.request.post(api, { headers: origin, data: { zustand: 'neu', version: 2 } });
  expect(replay.status()).toBe(409);
  expect((await replay.json()).message).toMatch(/^Der Eingang wurde inzwischen geändert/);
  const forged = await bauamt.page.request.post(api, {
    headers: { origin: 'https://boese.example' },
    data: { zustand: 'neu', version: 3 },
  });
  expect(forged.status()).toBe(403);
  await bauamt.page.reload();
  await expect(bauamt.page.getByText(/Erledigt; wird am/)).toBeVisible();

  // The sender asked for word when it is done: the mail arrives.
  await expect
    .poll(mailTo('erika@example.org', /^Ihre Schadensmeldung ist erledigt$/), { timeout: 30_000 })
    .toBeTruthy();

  // The Tourist-Information's account does not see the report, and may not change it.
  const tourismus = await sessionAs(browser, 'tourismus', server.url);
  await tourismus.page.goto(`/redaktion/eingaenge?suche=${encodeURIComponent(RUN)}`);
  await expect(tourismus.page.getByText('Keine Eingänge passen zu diesem Filter.')).toBeVisible();
  await tourismus.page.goto(detailUrl);
  await expect(tourismus.page.getByRole('heading', { level: 1, name: 'Nicht erlaubt' })).toBeVisible();
  const reason =
    'Dieser Eingang gehört zum Amt „Bauamt“; Ihr Konto darf nur Eingänge von „Tourist-Information“ bearbeiten.';
  await expect(tourismus.page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  const refused = await tourismus.page.request.post(api, { headers: origin, data: { zustand: 'neu', version: 3 } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(reason);

  // The Tourist-Information's approver accepts the e-bike request at the booking desk, with a message.
  await tourismus.page.goto('/redaktion/buchungen');
  await expect(tourismus.page.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
  await expect(tourismus.page.getByRole('link', { name: 'E-Bikes', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(tourismus.page);
  await shootAtWidths(tourismus.page, 'buchungen');
  await tourismus.page.goto(`/redaktion/buchungen/anfrage/${uuid}`);
  await expect(tourismus.page.getByRole('heading', { level: 1, name: /^Anfrage: E-Bikes/ })).toBeVisible();
  await expectNoAxeViolations(tourismus.page);
  await shootAtWidths(tourismus.page, 'anfrage');
  await tourismus.page.getByLabel('Annehmen').check();
  await tourismus.page
    .getByLabel('Nachricht an die Antragstellerin', { exact: false })
    .fill('Bitte Ausweis mitbringen.');
  await tourismus.page.getByRole('button', { name: 'Entscheidung speichern' }).click();
  await expect(tourismus.page.getByRole('status').filter({ hasText: 'Die Anfrage ist angenommen.' })).toBeVisible();

  // The public calendar shows the day taken.
  await page.goto('/de/e-bike-leihen');
  const cell = await calendarDay(page, day);
  await expect(cell).toHaveAttribute('data-status', 'taken');
  await expect(cell).toContainText('Belegt');

  // The resident's mail: the decision, the message, the cancellation link; that link shows the state.
  await expect.poll(mailTo('erika@example.org', /^Ihre Leihanfrage ist angenommen$/), { timeout: 30_000 }).toBeTruthy();
  const decision = mailTo('erika@example.org', /^Ihre Leihanfrage ist angenommen$/)()!;
  expect(decision.text).toContain('Bitte Ausweis mitbringen.');
  expect(decision.replyTo?.text).toBe('tourist-info@tannbrunn.example');
  const link = new URL(/https?:\/\/\S+stornieren\?uuid=\S+/.exec(decision.text ?? '')![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Ihre Anfrage ist angenommen: Die Reservierung ist verbindlich.')).toBeVisible();
  await expect(page.getByText('Nachricht der Gemeinde: Bitte Ausweis mitbringen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leihanfrage stornieren' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Retention: an admin keeps damage reports 0 days after they are done; the scheduler's next run deletes it.
  const admin = await sessionAs(browser, 'admin', server.url);
  await admin.page.goto('/redaktion/eingaenge/arten');
  await admin.page.getByLabel('Aufbewahrung in Tagen: Schadensmeldung').fill('0');
  await admin.page
    .getByRole('row', { name: /Schadensmeldung/ })
    .getByRole('button', { name: /^Speichern/ })
    .click();
  await expect(admin.page.getByRole('status').filter({ hasText: 'Gespeichert: Schadensmeldung.' })).toBeVisible();
  await expect.poll(async () => (await bauamt.page.request.get(detailUrl)).status(), { timeout: 30_000 }).toBe(404);
  await bauamt.page.goto(`/redaktion/eingaenge?suche=${encodeURIComponent(RUN)}`);
  await expect(bauamt.page.getByText('Keine Eingänge passen zu diesem Filter.')).toBeVisible();
  // The admin's audit log counted it.
  await admin.page.goto('/redaktion/protokoll');
  await expect(admin.page.getByText('Nach Ablauf der Aufbewahrungsfrist gelöscht').first()).toBeVisible();

  for (const session of [bauamt, tourismus, admin]) await session.close();
  await resident.close();
});
