// The lint rule that keeps fixed sleeps out of the browser tests (scripts/eslint-rules/no-fixed-sleep.mjs).
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noFixedSleep } from '../../../../scripts/eslint-rules/no-fixed-sleep.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('no-fixed-sleep', noFixedSleep, {
  valid: [
    'await page.waitForFunction(() => document.readyState === "complete");',
    `async function f(page) {
      // Kein Ereignis: a session ends when its lifetime has passed on the server's clock.
      await page.waitForTimeout(3000);
    }`,
    `// Kein Ereignis: nothing announces that the bar did not come.
    page.waitForTimeout(500);`,
    'await page.waitForTimeout(3000); // Kein Ereignis: the session must expire',
  ],
  invalid: [
    {
      code: `await page.waitForTimeout(300);
      // Kein Ereignis: a reason on the next line belongs to what comes next.
      await page.goto('/de');`,
      errors: [{ messageId: 'sleep' }],
    },
    { code: 'async function f(page) { await page.waitForTimeout(300); }', errors: [{ messageId: 'sleep' }] },
    {
      code: `async function f(page) {
        // wait a little
        await page.waitForTimeout(300);
      }`,
      errors: [{ messageId: 'sleep' }],
    },
    {
      code: `async function f(page) {
        // Kein Ereignis: a reason far above does not count.
        await page.goto('/de');
        await page.waitForTimeout(300);
      }`,
      errors: [{ messageId: 'sleep' }],
    },
  ],
});
