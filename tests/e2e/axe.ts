import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The accessibility bar of the whole site: WCAG 2.2 AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * `include`: a CSS selector to check only that part of the page (default: the whole page); `exclude`: a part left out
 * (an editor's preview frame: the site's page, checked on its own, whose `main` would count as the editor's second).
 * `lastStep`: the check ends the test and the page has no frames (checked), so axe runs once in it (AxeBuilder's
 * legacy mode) instead of frame by frame with a blank page opened to join the frames' results: the same rules and
 * nodes (compared on five pages), 280 ms less. Only as a test's last step: once, on a fresh clone, a click on the
 * e-bike page after a one-pass check waited two minutes for its button to hold still; the cause is not found.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include, exclude, lastStep = false }: { include?: string; exclude?: string; lastStep?: boolean } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (exclude) builder.exclude(exclude);
  if (lastStep) {
    expect(page.frames(), 'a page checked in one pass has no frames').toHaveLength(1);
    builder.setLegacyMode(true);
  }
  const result = await (include ? builder.include(include) : builder).analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}
