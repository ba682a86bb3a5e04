import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every e2e test fails on a console error or an uncaught page error, unless
 * the test provoked it on purpose and says so with `allowConsoleErrors`.
 */
export const test = base.extend<{allowConsoleErrors: RegExp; consoleGuard: void}>({
  // A pattern that matches nothing: by default every console error fails the test.
  allowConsoleErrors: [/(?!)/, {option: true}],
  consoleGuard: [
    async ({page, allowConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowConsoleErrors.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => {
        if (allowConsoleErrors.test(error.message)) return;
        errors.push(`pageerror: ${error.message}`);
      });
      await use();
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Routes of the spec, copied from the product owner's routes.txt. */
export async function gotoAndWait(page: Page, path: string): Promise<void> {
  await page.goto(path.replace(/^\//, ''));
  await page.waitForLoadState('load');
}
