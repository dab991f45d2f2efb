// A page has hydrated once the header has measured itself (an effect: renderer/layout/header/use-headroom.ts).
import type { Page } from '@playwright/test';

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--header-height') !== '');
}
