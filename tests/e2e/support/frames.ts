// Waiting for the browser's rendering steps instead of a length of time. What a scroll, a wheel, a focus change or an
// intersection causes is delivered within the next frames (scroll handlers, IntersectionObserver callbacks and
// animation frames all run in the rendering step): after them, an absence is an absence, on a fast or a loaded
// machine alike.
import type { Page } from '@playwright/test';

/** Resolves after `count` frames have been rendered (two by default: the one in progress and a whole one). */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

/**
 * Resolves once a page timer of `delayMs`, set now, has run: by then every timer the page set earlier with the same or
 * a shorter delay has run too (timers run in the order they fall due). For an absence that such a timer would have
 * caused: the anchor scroll's focus, the progress bar.
 */
export async function afterPageTimer(page: Page, delayMs: number): Promise<void> {
  await page.evaluate((delay) => new Promise<void>((resolve) => setTimeout(resolve, delay)), delayMs);
}
