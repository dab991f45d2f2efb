import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where the browser tests keep screenshots for a person to look at (`SHOTS_DIR=…`); without it they take none. */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/**
 * Full-page screenshots at 375 and 1280 px into SHOTS_DIR as `<name>-<width>.png`. Either way the page ends at
 * 1280 × 900, so a test goes on the same with and without screenshots.
 */
export async function shootAtWidths(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
