// The page's layout shift, summed as Lighthouse's CLS counts it (shifts right after an input left out).
import type { Page } from '@playwright/test';

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type ShiftProbe = { __layoutShift: number; __shiftObserver: PerformanceObserver };

/** Starts summing the layout shift from the page's first frame; call before `page.goto`. */
export async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = window as unknown as ShiftProbe;
    probe.__layoutShift = 0;
    probe.__shiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) probe.__layoutShift += entry.value;
    });
    probe.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, once the last change has been laid out (two frames) and its shifts reported. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const probe = window as unknown as ShiftProbe;
    // Shifts the observer has seen but not yet handed over count too.
    for (const entry of probe.__shiftObserver.takeRecords() as Shift[])
      if (!entry.hadRecentInput) probe.__layoutShift += entry.value;
    return probe.__layoutShift;
  });
}
