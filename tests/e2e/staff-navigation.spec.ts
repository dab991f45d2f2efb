// The staff systems run React at once (renderer/document/script-plan.ts): a plain link between their pages navigates
// client-side (renderer/client/use-staff-routing.ts), with the progress bar for slow changes. Public pages are plain
// documents (tests/e2e/header.spec.ts). Shown in the intranet, with the demo account.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydrated';
import { afterFrames, afterPageTimer } from './support/frames';
import { PROGRESS_DELAY_MS } from '../../renderer/client/progress-delay';

const EMAIL = 'intranet@tannbrunn.example';
const PASSWORD = 'Tannbrunn-Intranet-2026';
const START = '/de/intranet';
const ARCHIVE = '/de/intranet/archiv';

// The first login of a fresh store opens and fills the embedded database.
test.setTimeout(60_000);

async function login(page: Page) {
  await page.goto(START);
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Intranet', level: 2 })).toBeVisible({ timeout: 30_000 });
}

const addLink = (page: Page, href: string, text: string) =>
  page.evaluate(
    ([h, t]) => document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<p><a href="${h}">${t}</a></p>`),
    [href, text],
  );

test('Zusatztasten, target=_blank, download, Dateien, öffentliche und fremde Links bleiben dem Browser überlassen', async ({
  page,
}) => {
  await login(page);
  const handled = await page.evaluate(
    ([archive]) => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        `<div id="faelle">
          <a data-fall="normal" href="${archive}">a</a>
          <a data-fall="blank" href="${archive}" target="_blank">b</a>
          <a data-fall="download" href="${archive}" download>c</a>
          <a data-fall="datei" href="/de/intranet/formular.pdf">d</a>
          <a data-fall="oeffentlich" href="/de/rathaus">e</a>
          <a data-fall="extern" href="https://example.org/de/intranet">f</a>
        </div>`,
      );
      const result: Record<string, boolean> = {};
      // Runs after the document listeners: records their decision, then stops every navigation.
      window.addEventListener('click', (event) => {
        const link = (event.target as HTMLElement).closest('a')!;
        result[
          `${link.dataset.fall}${event.ctrlKey ? '+strg' : ''}${event.metaKey ? '+meta' : ''}${event.button === 1 ? '+mitte' : ''}`
        ] = event.defaultPrevented;
        event.preventDefault();
      });
      const fire = (selector: string, init: MouseEventInit = {}) =>
        document
          .querySelector(`#faelle [data-fall="${selector}"]`)!
          .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
      const router = (window as unknown as { next: { router: { push: unknown } } }).next.router;
      // The plain case is handled (prevented); stop its navigation by replacing push for this check.
      router.push = () => Promise.resolve(true);
      fire('normal');
      fire('normal', { ctrlKey: true });
      fire('normal', { metaKey: true });
      fire('normal', { button: 1 });
      fire('blank');
      fire('download');
      fire('datei');
      fire('oeffentlich');
      fire('extern');
      return result;
    },
    [ARCHIVE],
  );
  expect(handled).toEqual({
    normal: true,
    'normal+strg': false,
    'normal+meta': false,
    'normal+mitte': false,
    blank: false,
    download: false,
    datei: false,
    oeffentlich: false,
    extern: false,
  });
});

test('die Ladeanzeige erscheint nur bei Seitenwechseln über 300 ms', async ({ page }) => {
  await login(page);
  const progress = page.getByRole('progressbar', { name: 'Seite wird geladen' });
  const cached = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  let delay = 0;
  await page.route('**/_next/data/**', async (route) => {
    const url = route.request().url();
    if (!cached.has(url)) {
      const response = await route.fetch();
      cached.set(url, {
        body: await response.body(),
        headers: { 'content-type': response.headers()['content-type'] ?? 'application/json' },
      });
    }
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    await route.fulfill({ status: 200, ...cached.get(url)! });
  });

  // Fast: the bar never shows (the archive's code and data come once first).
  await addLink(page, ARCHIVE, 'Zum Archiv');
  await page.getByRole('link', { name: 'Zum Archiv', exact: true }).click();
  await page.waitForURL((url) => url.pathname === ARCHIVE);
  await page.evaluate(() => {
    const w = window as unknown as { __barSeen: boolean; __sameDocument: boolean };
    w.__barSeen = false;
    w.__sameDocument = true;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) w.__barSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await addLink(page, START, 'Zurück');
  await page.getByRole('link', { name: 'Zurück', exact: true }).click();
  await page.waitForURL((url) => url.pathname === START);
  await addLink(page, ARCHIVE, 'Schnell');
  await page.getByRole('link', { name: 'Schnell', exact: true }).click();
  await page.waitForURL((url) => url.pathname === ARCHIVE);
  // A bar wrongly left to come would be set to appear PROGRESS_DELAY_MS after the navigation started; React draws
  // what its timer set within the next frames.
  await afterPageTimer(page, PROGRESS_DELAY_MS);
  await afterFrames(page, 2);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __barSeen?: boolean; __sameDocument?: boolean };
    return { barSeen: w.__barSeen, sameDocument: w.__sameDocument };
  });
  // Client-side: still the same document.
  expect(seen).toEqual({ barSeen: false, sameDocument: true });

  // Slow: the bar shows while loading and disappears afterwards.
  delay = 2000;
  cached.clear();
  await addLink(page, START, 'Langsam');
  await page.getByRole('link', { name: 'Langsam', exact: true }).click();
  await expect(progress).toBeVisible();
  await page.waitForURL((url) => url.pathname === START);
  await expect(progress).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
