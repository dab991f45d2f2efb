import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS } from '../support/chromium-flags.js';
const origin = process.argv[2];
const out = '/tmp/editor-scratch/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
const api = context.request;
await api.post(`${origin}/api/redaktion/anmelden`, { headers: { origin, accept: 'application/json' }, data: { email: 'redaktion@tannbrunn.example', passwort: 'Tannbrunn-Redaktion-2026' } });
const jpg = await sharp({ create: { width: 960, height: 540, channels: 3, background: '#3d7a4f' } }).jpeg().toBuffer();
const up = await api.post(`${origin}/api/redaktion/medien?name=spielplatz.jpg`, { headers: { origin, 'content-type': 'application/octet-stream' }, data: jpg });
const medium = (await up.json()).medium;
const pfad = `/de/freizeit/spielplatz-${Date.now().toString(36)}`;
const { id } = await (await api.post(`${origin}/api/redaktion/seiten`, { headers: { origin }, data: { pfad, titel: 'Neuer Spielplatz am Tannsee', layout: 'default' } })).json();
const saved = await api.post(`${origin}/api/redaktion/seiten/${id}/versionen`, { headers: { origin }, data: { umschlag: {
  pageLayout: 'default', title: 'Neuer Spielplatz am Tannsee', description: 'Der Gemeinderat berät über den neuen Spielplatz.',
  content: [
    { template: 'text', slotName: 'main', options: { titel: { text: 'Worum es geht' }, text: '<p>Am Ufer des Tannsees entsteht ein neuer Spielplatz mit Wasserspielen, einer Kletterlandschaft und schattigen Sitzplätzen für Eltern und Großeltern.</p><ul><li>Baubeginn im Frühjahr</li><li>Eröffnung zum Seefest im Juli</li><li>Kosten: 180.000 Euro, davon 60 % gefördert</li></ul>' } },
    { template: 'bild-text', slotName: 'main', options: { titel: 'Der Entwurf des Planungsbüros', text: '<p>Die Skizze zeigt die Aufteilung in einen Bereich für Kleinkinder und einen für Schulkinder.</p>', bildupload: { bild: medium.url, bildtext: 'Plan des Spielplatzes' } } },
  ] } } });
const { version } = await saved.json();
const mk = (body) => api.post(`${origin}/api/redaktion/seiten/${id}/entwurfslinks`, { headers: { origin }, data: { versionId: version.id, ...body } }).then((r) => r.json());
const a = await mk({ gueltigStunden: 168, bezeichnung: 'Bürgermeisterin Frau Kaltenbach' });
const b = await mk({ gueltigStunden: 72, bezeichnung: 'Vorstand Förderverein' });
await mk({ gueltigStunden: 24 });
await api.post(`${origin}/api/redaktion/seiten/${id}/entwurfslink-widerrufen`, { headers: { origin }, data: { linkId: b.link.id } });
// someone opens link a
const anon = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
const reader = await anon.newPage();
for (const width of [1280, 375]) {
  await reader.setViewportSize({ width, height: 900 });
  await reader.goto(`${origin}${a.pfad}`);
  await reader.getByRole('img', { name: 'Plan des Spielplatzes' }).evaluate((img) => img.decode?.().catch(() => {}));
  await reader.screenshot({ path: `${out}/entwurf-${width}.png`, fullPage: width === 375 ? false : false });
  await reader.screenshot({ path: `${out}/entwurf-${width}-ganz.png`, fullPage: true });
}
await reader.goto(`${origin}${b.pfad}`);
await reader.screenshot({ path: `${out}/widerrufen-375.png` });
// the editor's list
const page = await context.newPage();
for (const width of [1280, 375]) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${origin}/redaktion/seiten/${id}`);
  const details = page.locator('details').filter({ has: page.getByText('Entwurf teilen', { exact: true }) });
  await details.getByText('Entwurf teilen', { exact: true }).click();
  await details.getByRole('table').waitFor();
  if (width === 1280) {
    await details.getByLabel('Für wen? (optional)').fill('Ortschaftsrat Tannbrunn');
    await details.getByRole('button', { name: 'Link erstellen' }).click();
    await details.getByRole('textbox', { name: 'Link zum Entwurf' }).waitFor();
  }
  await details.scrollIntoViewIfNeeded();
  await details.screenshot({ path: `${out}/liste-${width}.png` });
  await page.screenshot({ path: `${out}/editor-${width}.png` });
}
await browser.close();
