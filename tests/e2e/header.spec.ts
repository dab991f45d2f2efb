import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { MenuItem, Wetter } from '../../codegen/out/types';
import { ANCHOR_SCROLL_DELAY_MS } from '../../renderer/client/anchor-scroll';
import { formatTemperature, weatherIcon } from '../../renderer/layout/header/weather';
import { expectNoAxeViolations } from './axe';
import { afterFrames, afterPageTimer } from './support/frames';
import { holdScripts, waitForHydration } from './support/hydrated';

// Expected values come from the demo content, the same files the embedded CMS serves.
const CONTENT = path.join(__dirname, '..', '..', 'content');
const readJson = <T>(...segments: string[]): T =>
  JSON.parse(fs.readFileSync(path.join(CONTENT, ...segments), 'utf8')) as T;
const menuFile = (file: string): MenuItem[] =>
  fs.existsSync(path.join(CONTENT, 'menues', `${file}.json`))
    ? readJson<{ menuItems: MenuItem[] }>('menues', `${file}.json`).menuItems
    : [];

const mainMenu = menuFile('hauptmenue');
const footerLinks = menuFile('hauptmenue-footer');
const weather = readJson<Wetter>('wetter.json');

type Branch = MenuItem & { menuItems: MenuItem[] };
const isBranch = (item: MenuItem | undefined): item is Branch => Boolean(item?.menuItems?.length);
const pagePath = (href: string) => href.split(/[?#]/)[0]!.replace(/\/+$/, '');
const pageExists = (href: string) => {
  const rest = pagePath(href).replace(/^\/de\/?/, '');
  return href.startsWith('/de') && fs.existsSync(path.join(CONTENT, 'seiten', `${rest || 'index'}.json`));
};
/** Every page of the demo content as a site path ('/de', '/de/tourismus', ...). */
const contentPages = (dir = path.join(CONTENT, 'seiten'), prefix = '/de'): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return contentPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.json')) return [];
    const name = entry.name.slice(0, -'.json'.length);
    return [name === 'index' && prefix === '/de' ? '/de' : `${prefix}/${name}`];
  });
const allItems = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...allItems(item.menuItems ?? [])]);

// A level-one submenu, preferably one with a third level below it.
const branch = mainMenu.filter(isBranch).find((item) => item.menuItems.some(isBranch)) ?? mainMenu.find(isBranch);
const grandBranch = branch?.menuItems.find(isBranch);
// A menu page that exists in the content, below level one: the menu opens at its submenu.
const currentCandidate = allItems(mainMenu.filter(isBranch).flatMap((item) => item.menuItems)).find(
  (item) => !isBranch(item) && pageExists(item.href),
);
const otherPage =
  currentCandidate?.href ??
  allItems(mainMenu).find((item) => pageExists(item.href) && pagePath(item.href) !== '/de')?.href;

const VIEWPORTS = [
  { name: 'mobil (375 px)', size: { width: 375, height: 760 }, mobile: true },
  { name: 'Desktop (1280 px)', size: { width: 1280, height: 800 }, mobile: false },
];

/** Opens a page and waits for hydration: the header publishes its height from an effect. */
async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

const banner = (page: Page) => page.getByRole('banner');
const menuToggle = (page: Page) => banner(page).getByRole('button', { name: 'Menü', exact: true });
const searchToggle = (page: Page) => banner(page).getByRole('button', { name: 'Suche', exact: true });
const menuPanel = (page: Page) => page.locator('#hauptmenue');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });
const searchPanel = (page: Page) => page.locator('#suche');
const searchInput = (page: Page) => page.getByRole('searchbox', { name: 'Wonach suchen Sie?' });

/** Waits until the panel's reveal animation has ended: measurements and axe's contrast checks
 * taken mid-animation see it shifted and half transparent. */
async function settled(panel: Locator): Promise<void> {
  await panel.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function openMenu(page: Page): Promise<void> {
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menuPanel(page)).toBeVisible();
  await settled(menuPanel(page));
}

async function openSearch(page: Page): Promise<void> {
  await searchToggle(page).click();
  await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(searchPanel(page)).toBeVisible();
  await settled(searchPanel(page));
}

const headerHeight = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')));

/** Scrolls the window and waits two frames, so the header has reacted. */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

async function headerInView(header: Locator): Promise<boolean> {
  const box = await header.boundingBox();
  return box !== null && box.y + box.height > 1;
}

test.describe('Kopfbereich: Inhalte', () => {
  test('die Wetteranzeige wählt Symbol und Temperaturformat nach Spezifikation', () => {
    expect(weatherIcon('sonnig')).toBe('sun');
    expect(weatherIcon('regnerisch')).toBe('rain');
    expect(weatherIcon('schnee')).toBe('snow');
    expect(weatherIcon('stuermisch')).toBe('storm');
    for (const other of ['bewoelkt', 'neblig', 'teilweisebewoelkt'] as const) expect(weatherIcon(other)).toBe('cloud');
    expect(formatTemperature(7)).toBe('7\u00a0°C');
    expect(formatTemperature(-2.6)).toBe('-3\u00a0°C');
    expect(formatTemperature('12,4')).toBe('12\u00a0°C');
    expect(formatTemperature('k. A.')).toBe('k. A.\u00a0°C');
  });

  test('auf der Startseite ist das Logo kein Link, auf anderen Seiten führt es zur Startseite', async ({ page }) => {
    expect(otherPage, 'eine weitere Seite aus content/seiten im Hauptmenü').toBeTruthy();
    await gotoReady(page, '/de');
    await expect(banner(page).getByRole('img', { name: 'Gemeinde Tannbrunn im Schwarzwald' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /Startseite/ })).toHaveCount(0);

    await gotoReady(page, otherPage!);
    const home = banner(page).getByRole('link', { name: 'Gemeinde Tannbrunn im Schwarzwald – Startseite' });
    await expect(home).toHaveAttribute('href', '/de');
    await home.click();
    await expect(page).toHaveURL(/\/de$/);
  });

  test('Intranet-Link mit Schloss', async ({ page }) => {
    await gotoReady(page, '/de');
    const lock = banner(page).getByRole('link', { name: 'Intranet', exact: true });
    await expect(lock).toHaveAttribute('href', '/de/intranet');
    await expect(lock.locator('svg')).toBeVisible();
  });

  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use({ viewport: viewport.size });

      test('Wetter: Symbol nach Zustand, Temperatur in °C und Zustandstext', async ({ page }) => {
        await gotoReady(page, '/de');
        const display = banner(page).locator('[data-weather]');
        await expect(display.locator(`[data-icon="${weatherIcon(weather.icon)}"] svg`)).toBeVisible();
        await expect(display).toContainText(formatTemperature(weather.act_temperature));
        await expect(display).toContainText(weather.condition);
        // Small screens keep the condition for screen readers only.
        const condition = display.getByText(weather.condition);
        if (viewport.mobile) expect((await condition.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
        else await expect(condition).toBeVisible();
      });

      test('Bedienelemente sind mindestens 44 × 44 px groß', async ({ page }) => {
        await gotoReady(page, '/de');
        for (const control of [
          banner(page).getByRole('link', { name: 'Intranet' }),
          searchToggle(page),
          menuToggle(page),
        ]) {
          const box = (await control.boundingBox())!;
          expect(box.width).toBeGreaterThanOrEqual(44);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
      });
    });
  }
});

test.describe('Kopfbereich: Suche', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use({ viewport: viewport.size });

      test('der Schalter öffnet das Suchformular, die Suche führt per GET zu /de/gemeinde/suche', async ({ page }) => {
        await gotoReady(page, '/de');
        await expect(searchToggle(page)).toHaveAttribute('aria-controls', 'suche');
        await expect(searchPanel(page)).toBeHidden();
        await openSearch(page);
        await expect(searchInput(page)).toBeFocused();
        await expect(searchInput(page)).toHaveAttribute('placeholder', 'Suchbegriff eingeben');
        await expect(searchInput(page)).toHaveAttribute('name', 'q');
        await expect(page.getByRole('search').getByRole('button', { name: 'Suchen' })).toBeVisible();

        await searchInput(page).fill('Müll & Abfuhr');
        // The results page may redirect on a single hit, so the form's own request is what counts.
        const request = page.waitForRequest(
          (r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/de/gemeinde/suche',
        );
        await page.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
        const sent = await request;
        expect(sent.method()).toBe('GET');
        expect(new URL(sent.url()).searchParams.get('q')).toBe('Müll & Abfuhr');
      });

      test('Escape schließt die Suche, der Fokus kehrt zum Schalter zurück', async ({ page }) => {
        await gotoReady(page, '/de');
        await openSearch(page);
        await page.keyboard.press('Escape');
        await expect(searchPanel(page)).toBeHidden();
        await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(searchToggle(page)).toBeFocused();
      });

      test('ein Klick auf den Hintergrund schließt die Suche; der Schalter schließt sie auch', async ({ page }) => {
        await gotoReady(page, '/de');
        await openSearch(page);
        const overlay = page.locator('[data-overlay]');
        await expect(overlay).toBeVisible();
        await page.mouse.click(viewport.size.width / 2, viewport.size.height - 20);
        await expect(searchPanel(page)).toBeHidden();
        await expect(overlay).toHaveCount(0);
        await expect(searchToggle(page)).toBeFocused();

        await openSearch(page);
        await searchToggle(page).click();
        await expect(searchPanel(page)).toBeHidden();
      });
    });
  }
});

test.describe('Kopfbereich: Menü', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use({ viewport: viewport.size });

      test('öffnet mit Fokus auf dem ersten Eintrag, Escape schließt und fokussiert den Schalter', async ({ page }) => {
        await gotoReady(page, '/de');
        await expect(menuToggle(page)).toHaveAttribute('aria-controls', 'hauptmenue');
        await expect(menuPanel(page)).toBeHidden();
        await openMenu(page);
        const first = mainMenu[0]!;
        await expect(
          mainNav(page).getByRole(isBranch(first) ? 'button' : 'link', { name: first.title, exact: true }),
        ).toBeFocused();
        // Each title stands once on screen (the levels below are in the page, closed, for use without JavaScript).
        for (const item of mainMenu)
          await expect(mainNav(page).getByText(item.title, { exact: true }).filter({ visible: true })).toBeVisible();

        await page.keyboard.press('Escape');
        await expect(menuPanel(page)).toBeHidden();
        await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(menuToggle(page)).toBeFocused();
      });

      test('Drill-down vor und zurück, mit Übersichtseintrag', async ({ page }) => {
        expect(branch, 'ein Untermenü im Hauptmenü').toBeTruthy();
        await gotoReady(page, '/de');
        await openMenu(page);
        const nav = mainNav(page);
        const branchButton = nav.getByRole('button', { name: branch!.title, exact: true });
        await branchButton.click();

        await expect(nav.getByRole('heading', { name: branch!.title, exact: true })).toBeVisible();
        const overview = nav.getByRole('link', { name: `Übersicht ${branch!.title}`, exact: true });
        await expect(overview).toHaveAttribute('href', branch!.href);
        await expect(overview).toBeFocused();
        for (const child of branch!.menuItems) {
          await expect(
            nav.getByRole(isBranch(child) ? 'button' : 'link', { name: child.title, exact: true }),
          ).toBeVisible();
        }
        const back = nav.getByRole('button', { name: /^Zurück/ });
        if (viewport.mobile) {
          // One level at a time on small screens.
          await expect(branchButton).toBeHidden();
          await expect(back).toBeVisible();
        } else {
          // Level one stays on the left, the submenu opens on the right.
          await expect(branchButton).toBeVisible();
          await expect(branchButton).toHaveAttribute('aria-expanded', 'true');
          await expect(back).toBeHidden();
          expect((await branchButton.boundingBox())!.x).toBeLessThan((await overview.boundingBox())!.x);
        }

        if (grandBranch) {
          const grandButton = nav.getByRole('button', { name: grandBranch.title, exact: true });
          await grandButton.click();
          await expect(nav.getByRole('heading', { name: grandBranch.title, exact: true })).toBeVisible();
          const grandOverview = nav.getByRole('link', { name: `Übersicht ${grandBranch.title}`, exact: true });
          await expect(grandOverview).toHaveAttribute('href', grandBranch.href);
          await expect(grandOverview).toBeFocused();
          for (const child of grandBranch.menuItems)
            await expect(nav.getByText(child.title, { exact: true })).toBeVisible();
          await expect(back).toHaveAccessibleName(`Zurück zu ${branch!.title}`);
          await back.click();
          await expect(nav.getByRole('heading', { name: branch!.title, exact: true })).toBeVisible();
          await expect(grandButton).toBeFocused();
        }

        if (viewport.mobile) {
          await expect(back).toHaveAccessibleName('Zurück zu Hauptmenü');
          await back.click();
          await expect(overview).toBeHidden();
          await expect(branchButton).toBeVisible();
          await expect(branchButton).toBeFocused();
        } else {
          // A second click on the open level-one entry closes its submenu.
          await branchButton.click();
          await expect(overview).toBeHidden();
          await expect(branchButton).toHaveAttribute('aria-expanded', 'false');
        }
      });

      test('die Fußlinks stehen unten im Menü', async ({ page }) => {
        expect(footerLinks.length, 'content/menues/hauptmenue-footer.json').toBeGreaterThan(0);
        await gotoReady(page, '/de');
        await openMenu(page);
        const footer = menuPanel(page).getByRole('navigation', { name: 'Weitere Links' });
        for (const link of footerLinks) {
          await expect(footer.getByRole('link', { name: link.title })).toHaveAttribute('href', link.href);
        }
        const navBox = (await mainNav(page).boundingBox())!;
        expect((await footer.boundingBox())!.y).toBeGreaterThan(navBox.y + navBox.height - 1);
      });

      test('das Menü füllt unter 1024 px die Höhe, darüber ist es ein Panel', async ({ page }) => {
        await gotoReady(page, '/de');
        await openMenu(page);
        const box = (await menuPanel(page).boundingBox())!;
        expect(Math.round(box.y)).toBe(Math.round(await headerHeight(page)));
        if (viewport.mobile) expect(Math.round(box.y + box.height)).toBe(viewport.size.height);
        expect(box.width).toBe(viewport.size.width);
      });

      test('bei offenem Menü ist die Seite dahinter inert und scrollt nicht', async ({ page }) => {
        await gotoReady(page, '/de');
        await page.evaluate(() => (document.body.style.minHeight = '4000px'));
        await openMenu(page);
        await expect(page.locator('main')).toHaveAttribute('inert', '');
        await expect(page.locator('footer')).toHaveAttribute('inert', '');
        await page.mouse.move(viewport.size.width / 2, viewport.size.height - 10);
        await page.mouse.wheel(0, 800);
        await afterFrames(page, 4);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        await page.keyboard.press('Escape');
        await expect(page.locator('main')).not.toHaveAttribute('inert', '');
        await expect(page.locator('footer')).not.toHaveAttribute('inert', '');
        await page.mouse.wheel(0, 800);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      });

      test('ein Klick auf den Hintergrund schließt das Menü', async ({ page }) => {
        await gotoReady(page, '/de');
        await openMenu(page);
        if (viewport.mobile) {
          // The panel covers the page below the header: the overlay is reachable beside it only on large screens.
          await expect(page.locator('[data-overlay]')).toBeAttached();
          await page.locator('[data-overlay]').dispatchEvent('click');
        } else {
          await page.mouse.click(viewport.size.width / 2, viewport.size.height - 10);
        }
        await expect(menuPanel(page)).toBeHidden();
        await expect(menuToggle(page)).toBeFocused();
      });

      test('Menü und Suche sind nie gleichzeitig offen', async ({ page }) => {
        await gotoReady(page, '/de');
        await openMenu(page);
        await searchToggle(page).click();
        await expect(searchPanel(page)).toBeVisible();
        await expect(searchInput(page)).toBeFocused();
        await expect(menuPanel(page)).toBeHidden();
        await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

        await menuToggle(page).click();
        await expect(menuPanel(page)).toBeVisible();
        await expect(searchPanel(page)).toBeHidden();
        await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator('[data-overlay]')).toHaveCount(1);
      });

      test('ein Seitenwechsel schließt das Menü; die aktuelle Seite ist markiert', async ({ page }) => {
        expect(currentCandidate, 'eine Seite aus content/seiten in einem Untermenü').toBeTruthy();
        await gotoReady(page, '/de');
        await openMenu(page);
        const section = mainMenu.find(
          (item) => isBranch(item) && allItems(item.menuItems).includes(currentCandidate!),
        ) as Branch;
        await mainNav(page).getByRole('button', { name: section.title, exact: true }).click();
        const path = [section];
        while (!path.at(-1)!.menuItems.includes(currentCandidate!)) {
          const next = path
            .at(-1)!
            .menuItems.find((item) => isBranch(item) && allItems(item.menuItems).includes(currentCandidate!)) as Branch;
          await mainNav(page).getByRole('button', { name: next.title, exact: true }).click();
          path.push(next);
        }
        const startHeading = await page.getByRole('heading', { level: 1 }).textContent();
        await mainNav(page).getByRole('link', { name: currentCandidate!.title, exact: true }).click();
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === pagePath(currentCandidate!.href));
        // The address changes before the next page is on screen: React keeps the start page (header included) until
        // the new page's parts have their code. The visitor opens the menu again once the new page is there.
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(startHeading!);
        await expect(menuPanel(page)).toBeHidden();
        await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator('main')).not.toHaveAttribute('inert', '');

        // Opened again, the menu starts at the current page's submenu and marks the page.
        await openMenu(page);
        await expect(mainNav(page).getByRole('heading', { name: path.at(-1)!.title, exact: true })).toBeVisible();
        const current = mainNav(page).getByRole('link', { name: currentCandidate!.title, exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
      });
    });
  }
});

test.describe('Kopfbereich: Mitlaufen beim Scrollen', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use({ viewport: viewport.size });

      test('versteckt sich beim Herunterscrollen und kommt beim Hochscrollen zurück (Offsets 100/10, Toleranz 5)', async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await gotoReady(page, '/de');
        await page.evaluate(() => (document.body.style.minHeight = '5000px'));
        const header = banner(page);

        await scrollToY(page, 8); // within the downward offset of 10 px
        expect(await headerInView(header)).toBe(true);
        await scrollToY(page, 600);
        await expect.poll(() => headerInView(header)).toBe(false);
        await scrollToY(page, 597); // 3 px up: within the tolerance
        expect(await headerInView(header)).toBe(false);
        await scrollToY(page, 590); // 10 px up in all
        await expect.poll(() => headerInView(header)).toBe(true);
        await scrollToY(page, 594); // 4 px down: within the tolerance
        expect(await headerInView(header)).toBe(true);
        await scrollToY(page, 1200);
        await expect.poll(() => headerInView(header)).toBe(false);

        await scrollToY(page, 40);
        await expect.poll(() => headerInView(header)).toBe(true);
        await scrollToY(page, 103);
        await expect.poll(() => headerInView(header)).toBe(false);
        await scrollToY(page, 99); // 4 px up, but within the upward offset of 100 px
        await expect.poll(() => headerInView(header)).toBe(true);
      });

      test('bleibt sichtbar bei offener Suche und mit Fokus im Kopfbereich', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await gotoReady(page, '/de');
        await page.evaluate(() => (document.body.style.minHeight = '5000px'));
        const header = banner(page);

        await openSearch(page);
        await scrollToY(page, 800);
        expect(await headerInView(header)).toBe(true);
        await page.keyboard.press('Escape');

        await expect(searchToggle(page)).toBeFocused();
        await scrollToY(page, 1600);
        expect(await headerInView(header)).toBe(true);

        // Once the focus leaves, scrolling down hides it; tabbing back into it shows it again.
        await page.locator('main').focus();
        await scrollToY(page, 2400);
        await expect.poll(() => headerInView(header)).toBe(false);
        await searchToggle(page).focus();
        await expect.poll(() => headerInView(header)).toBe(true);
      });

      test('gleitet nur ohne reduzierte Bewegung und veröffentlicht --header-height', async ({ page }) => {
        await gotoReady(page, '/de');
        const header = banner(page);
        const duration = () => header.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
        expect(await duration()).toBeGreaterThan(0.1);
        const height = await header.evaluate((el) => (el as HTMLElement).offsetHeight);
        expect(await headerHeight(page)).toBe(height);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe(
          `${height + 32}px`,
        );

        await page.emulateMedia({ reducedMotion: 'reduce' });
        expect(await duration()).toBeLessThan(0.001);
      });
    });
  }
});

test.describe('Sprungmarken', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('ein Anker-Link scrollt nach 300 ms unter den Kopfbereich (+ 32 px) und fokussiert das Ziel', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/de');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('afterbegin', '<p><a href="#anker-ziel">Zum Ziel</a></p><div id="wachsend"></div>');
      main.insertAdjacentHTML(
        'beforeend',
        '<div style="height:2000px"></div><h2 id="anker-ziel">Ziel</h2><div style="height:2000px"></div>',
      );
      // Content growing above the target right after the click (late images, say) must not
      // matter: the scroll after 300 ms measures again. Scroll anchoring would hide the shift.
      document.documentElement.style.overflowAnchor = 'none';
      const log: Array<[number, number]> = [];
      (window as unknown as { __scrolls: Array<[number, number]> }).__scrolls = log;
      document.addEventListener(
        'click',
        () => {
          log.push([performance.now(), -1]);
          setTimeout(() => (document.getElementById('wachsend')!.style.height = '400px'), 100);
        },
        { capture: true },
      );
      window.addEventListener('scroll', () => log.push([performance.now(), window.scrollY]));
    });
    const height = await headerHeight(page);
    await page.getByRole('link', { name: 'Zum Ziel' }).click();
    const target = page.locator('#anker-ziel');
    await expect(target).toBeFocused();
    await expect(page).toHaveURL(/#anker-ziel$/);
    await expect.poll(async () => Math.round((await target.boundingBox())!.y)).toBe(Math.round(height + 32));
    // The content grew 100 ms after the click; the target still sits exactly below the header,
    // so the position was measured again after that growth (the scroll after 300 ms). Whether the
    // router's own immediate scroll lands before or after the growth depends on the machine's load,
    // so the test asserts the outcome, not the timing of individual scroll events.
    const [click] = await page.evaluate(() => (window as unknown as { __scrolls: Array<[number, number]> }).__scrolls);
    expect(click?.[1]).toBe(-1);
  });

  test('beim Laden mit #anker landet das Ziel ebenso unter dem Kopfbereich', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The target sits outside the React root, so hydration is not disturbed.
    await page.route(/\/de$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</body>',
        '<div style="height:1500px"></div><h2 id="lade-ziel">Ladeziel</h2><div style="height:1500px"></div></body>',
      );
      await route.fulfill({ response, body });
    });
    await gotoReady(page, '/de#lade-ziel');
    const target = page.locator('#lade-ziel');
    await expect(target).toBeFocused();
    const height = await headerHeight(page);
    await expect.poll(async () => Math.round((await target.boundingBox())!.y)).toBe(Math.round(height + 32));
  });

  test('beim Laden mit #anker bleibt der Fokus, wo der Besucher ihn inzwischen hingesetzt hat', async ({ page }) => {
    await page.route(/\/de$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</body>',
        '<div style="height:1500px"></div><h2 id="lade-ziel" tabindex="-1">Ladeziel</h2><div style="height:1500px"></div></body>',
      );
      await route.fulfill({ response, body });
    });
    // A slow phone: the page is on screen, its script still on the way.
    const scripts = await holdScripts(page);
    await page.goto('/de#lade-ziel', { waitUntil: 'commit' });
    // The browser itself puts the focus on a focusable target as it first shows the page ...
    await expect(page.locator('#lade-ziel')).toBeFocused();
    // ... and the visitor moves on to the skip link before the anchor scroll has run.
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await skip.focus();
    scripts.release();
    await waitForHydration(page);
    await page.waitForLoadState('load');
    // The anchor scroll set its timer at the load event or when the site script started, whichever came later (both
    // are over now).
    await afterPageTimer(page, ANCHOR_SCROLL_DELAY_MS);
    await expect(skip).toBeFocused();
  });

  test('der Sprunglink zum Inhalt bleibt nativ', async ({ page }) => {
    await gotoReady(page, '/de');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#inhalt')).toBeFocused();
    // What could take the focus back (a script reacting to the jump) runs within the next frames.
    await afterFrames(page, 4);
    await expect(page.locator('main#inhalt')).toBeFocused();
  });
});

test.describe('Vorladen und Links aus CMS-HTML', () => {
  test('interne Links im Blickfeld werden im Leerlauf einmal je Adresse vorgeladen', async ({ page }) => {
    await gotoReady(page, '/de');
    // A page that no link of /de names yet: no request for it can have come from anything but these links.
    const linked = new Set(
      await page.evaluate(() =>
        [...document.querySelectorAll('a[href]')].map((a) =>
          new URL((a as HTMLAnchorElement).href).pathname.replace(/\/+$/, ''),
        ),
      ),
    );
    const nearHref = contentPages().find((href) => href !== '/de' && !linked.has(href)) ?? '/de/vorladen-nah';
    // Listening starts before the links exist: the idle callback may fire before a later listener is attached.
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === nearHref);
    await page.evaluate((near) => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        `<p><a href="${near}">Nah</a> <a href="${near}#abschnitt">Nah, Abschnitt</a> <a href="/de/zweite-seite">Zweite</a> <a href="/de/ratsinfo/sitzungen">Ratsinformation</a></p>`,
      );
      main.insertAdjacentHTML(
        'beforeend',
        '<div style="height:4000px"></div><p><a href="/de/weit-unten">Weit unten</a></p>',
      );
    }, nearHref);
    // The site script prefetches documents (renderer/client/idle-prefetch.ts): the next page comes from the cache.
    const prefetched = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => {
          const url = new URL(link.href);
          return url.pathname + url.search;
        }),
      );

    await expect.poll(prefetched).toEqual(expect.arrayContaining([nearHref, '/de/zweite-seite']));
    expect((await prefetched()).filter((href) => href === nearHref)).toHaveLength(1);
    expect(await prefetched()).not.toContain('/de/weit-unten');
    // Staff-only areas are never prefetched.
    expect(await prefetched()).not.toContain('/de/ratsinfo/sitzungen');
    expect((await request).isNavigationRequest()).toBe(false);

    await page.getByRole('link', { name: 'Weit unten' }).scrollIntoViewIfNeeded();
    await expect.poll(prefetched).toContain('/de/weit-unten');
  });

  test('ein normaler <a>-Link im CMS-HTML lädt die nächste Seite, ohne dass ein Skript ihn abfängt', async ({
    page,
  }) => {
    expect(otherPage).toBeTruthy();
    await gotoReady(page, '/de');
    await page.evaluate((href) => {
      (window as unknown as { __gleichesDokument: boolean }).__gleichesDokument = true;
      document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<div><a href="${href}">CMS-Link</a></div>`);
    }, otherPage!);
    const handled = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          // Runs after every listener of the page: were any of them to route the link itself, it would say so.
          window.addEventListener('click', (event) => resolve(event.defaultPrevented), { once: true }),
        ),
    );
    await page.getByRole('link', { name: 'CMS-Link' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === pagePath(otherPage!));
    expect(await handled).toBe(false);
    // A new document: the page has loaded as a whole, with its own header and scripts.
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __gleichesDokument?: boolean }).__gleichesDokument)).toBe(
      undefined,
    );
  });
});

test.describe('Barrierefreiheit des Kopfbereichs', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use({ viewport: viewport.size });

      test('axe: Startseite mit offenem Menü (auch im Untermenü) und mit offener Suche', async ({ page }) => {
        test.setTimeout(90_000); // three full axe runs
        await gotoReady(page, '/de');
        await openMenu(page);
        await expectNoAxeViolations(page);
        if (branch) {
          await mainNav(page).getByRole('button', { name: branch.title, exact: true }).click();
          await settled(menuPanel(page));
          await expectNoAxeViolations(page);
        }
        await page.keyboard.press('Escape');
        await openSearch(page);
        await expectNoAxeViolations(page);
      });
    });
  }
});
