import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Einstellungen, MenuItem } from '../../codegen/out/types';
import { expectNoAxeViolations } from './axe';

// Expected values come from the demo content, the same files the embedded CMS serves.
const CONTENT = path.join(__dirname, '..', '..', 'content');
const readJson = <T>(...segments: string[]): T =>
  JSON.parse(fs.readFileSync(path.join(CONTENT, ...segments), 'utf8')) as T;
// A missing menu file is an empty menu, as in the embedded CMS.
const menu = (file: string): MenuItem[] =>
  fs.existsSync(path.join(CONTENT, 'menues', `${file}.json`))
    ? readJson<{ menuItems: MenuItem[] }>('menues', `${file}.json`).menuItems
    : [];

const settings = readJson<Einstellungen>('einstellungen.json');
/** next/link renders internal addresses without a trailing slash (trailingSlash is off). */
const linked = (href: string) => (href.startsWith('/') ? href.replace(/(.)\/+$/, '$1') : href);
const frequent = menu('footer');
const legal = menu('rechtliches');
const downloads = menu('downloads');

/** Spec section 9, phone filter: only plus and digits are kept, and a +49 prefix becomes 0. */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '').replace(/^\+49/, '0')}`;

interface SwiperState {
  activeIndex: number;
  running: boolean;
}

/** Scrolls to the footer, where the carousel is loaded on demand, and waits until Swiper runs. */
async function openCarousel(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const carousel = page.locator('[aria-roledescription="Karussell"]');
  await expect(carousel.locator('.swiper-initialized')).toBeVisible();
  return carousel;
}

function swiperState(carousel: Locator): Promise<SwiperState> {
  return carousel.locator('.swiper').evaluate((el) => {
    const swiper = (el as HTMLElement & { swiper: { activeIndex: number; autoplay: { running: boolean } } }).swiper;
    return { activeIndex: swiper.activeIndex, running: swiper.autoplay.running };
  });
}

test.describe('Fußbereich der Gemeinde', () => {
  test('zeigt Kontakte, soziale Netzwerke, Downloads, Häufig besucht, Rechtliches und das Copyright', async ({
    page,
  }) => {
    await page.goto('/de');
    const footer = page.getByRole('contentinfo');

    for (const kontakt of settings.kontakte) {
      await expect(footer.getByRole('heading', { name: kontakt.titel, exact: true })).toBeVisible();
      await expect(footer.locator('address', { hasText: kontakt.strasse })).toContainText(
        `${kontakt.plz} ${kontakt.ort}`,
      );
      await expect(footer.getByRole('link', { name: kontakt.telefon, exact: true })).toHaveAttribute(
        'href',
        telHref(kontakt.telefon),
      );
      await expect(footer.getByRole('link', { name: kontakt.email, exact: true })).toHaveAttribute(
        'href',
        `mailto:${kontakt.email}`,
      );
      for (const line of kontakt.oeffnungszeiten ?? [])
        await expect(footer.getByText(line, { exact: true })).toBeVisible();
      if (kontakt.href) {
        await expect(footer.getByRole('link', { name: `Alle Kontaktdaten – ${kontakt.titel}` })).toHaveAttribute(
          'href',
          linked(kontakt.href),
        );
      }
    }

    const social = settings.sozialeNetzwerke ?? [];
    expect(social.length).toBeGreaterThan(0);
    for (const entry of social) {
      const link = footer.getByRole('link', { name: entry.title });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', linked(entry.href));
    }

    expect(downloads.length).toBeGreaterThan(0);
    for (const item of downloads) {
      const link = footer.getByRole('link', { name: item.title });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', linked(item.href));
      await expect(link.locator('svg')).toBeAttached();
    }

    const frequentNav = footer.getByRole('navigation', { name: 'Häufig besucht' });
    await expect(frequentNav.getByRole('heading', { level: 2 })).toHaveText('Häufig besucht');
    expect(frequent.length).toBeGreaterThan(0);
    for (const item of frequent) {
      await expect(frequentNav.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
        'href',
        linked(item.href),
      );
    }

    const legalNav = footer.getByRole('navigation', { name: 'Rechtliches' });
    expect(legal.length).toBeGreaterThan(0);
    for (const item of legal) {
      await expect(legalNav.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
        'href',
        linked(item.href),
      );
    }

    await expect(footer.getByText(`© ${new Date().getFullYear()} ${settings.gemeinde}`, { exact: true })).toBeVisible();
  });

  test('zeigt jedes Partnerlogo im Karussell', async ({ page }) => {
    await page.goto('/de');
    const footer = page.getByRole('contentinfo');
    const carousel = await openCarousel(page);
    await expect(carousel.getByRole('heading', { name: 'Unsere Partner' })).toBeVisible();
    for (const partner of settings.partner) {
      const link = carousel.getByRole('link', { name: partner.name, exact: true });
      await expect(link).toHaveAttribute('href', linked(partner.href));
      await expect(link.getByRole('img', { name: partner.name, exact: true })).toHaveAttribute('src', partner.logo);
    }
    await expect(footer.locator('[aria-roledescription="Folie"]')).toHaveCount(settings.partner.length);
  });

  // Swiper is loaded on demand: the server sends the same links as a plain list (also without JavaScript).
  test('sendet die Partnerlogos ohne Karussell als Liste vom Server', async ({ request }) => {
    const html = await (await request.get('/de')).text();
    for (const partner of settings.partner) expect(html).toContain(`alt="${partner.name}"`);
    expect(html).not.toContain('swiper-initialized');
  });

  test('Karussell: Pause und Fortsetzen schalten das automatische Weiterblättern', async ({ page }) => {
    test.setTimeout(60_000);
    // The page's clock runs as usual until the test moves it on past the autoplay delay (below).
    await page.clock.install();
    await page.goto('/de');
    const carousel = await openCarousel(page);
    const pause = carousel.getByRole('button', { name: 'Karussell anhalten' });
    await expect(pause).toBeVisible();
    await expect(carousel).toHaveAttribute('data-autoplay', 'an');
    expect((await swiperState(carousel)).running).toBe(true);
    // Spec section 9: it moves on after 6000 ms by itself.
    await expect.poll(async () => (await swiperState(carousel)).activeIndex, { timeout: 9_000 }).not.toBe(0);

    await pause.click();
    const play = carousel.getByRole('button', { name: 'Karussell fortsetzen' });
    await expect(play).toBeVisible();
    await expect(carousel).toHaveAttribute('data-autoplay', 'aus');
    const stopped = await swiperState(carousel);
    expect(stopped.running).toBe(false);
    await page.clock.runFor(6_500);
    expect((await swiperState(carousel)).activeIndex).toBe(stopped.activeIndex);

    await play.click();
    await expect(carousel.getByRole('button', { name: 'Karussell anhalten' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-autoplay', 'an');
    expect((await swiperState(carousel)).running).toBe(true);
  });

  test('Karussell: mit der Tastatur anhalten und blättern', async ({ page }) => {
    await page.goto('/de');
    const carousel = await openCarousel(page);
    const pause = carousel.getByRole('button', { name: 'Karussell anhalten' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Karussell fortsetzen' })).toBeFocused();
    expect(await swiperState(carousel)).toEqual({ activeIndex: 0, running: false });

    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Vorheriges Partnerlogo' })).toBeFocused();
    await page.keyboard.press('Tab');
    const next = carousel.getByRole('button', { name: 'Nächstes Partnerlogo' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await swiperState(carousel)).activeIndex).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await swiperState(carousel)).activeIndex).toBe(2);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await swiperState(carousel)).activeIndex).toBe(1);

    // Tabbing into the logos brings the focused one into view.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('href', /.+/);
    await expect(focused).toBeInViewport({ ratio: 1 });
  });

  test('Karussell: kein automatisches Weiterblättern bei reduzierter Bewegung', async ({ page }) => {
    test.setTimeout(45_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/de');
    const carousel = await openCarousel(page);
    await expect(carousel.getByRole('button', { name: 'Karussell fortsetzen' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-autoplay', 'aus');
    await page.clock.runFor(6_500);
    expect(await swiperState(carousel)).toEqual({ activeIndex: 0, running: false });

    // The user may still start it.
    await carousel.getByRole('button', { name: 'Karussell fortsetzen' }).click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'an');
    expect((await swiperState(carousel)).running).toBe(true);
  });

  test('passt auf 375 px ohne waagrechtes Scrollen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/de');
    const footer = page.getByRole('contentinfo');
    await openCarousel(page);
    await expect(footer.getByRole('heading', { name: 'Häufig besucht' })).toBeVisible();
    for (const kontakt of settings.kontakte)
      await expect(footer.getByRole('link', { name: kontakt.email, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('hat keine axe-Verstöße', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/de');
    await openCarousel(page);
    await expectNoAxeViolations(page);
  });
});
