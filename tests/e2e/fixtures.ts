import {test as base, expect, type APIRequestContext, type Page} from '@playwright/test';
import * as cheerio from 'cheerio';

/**
 * Every e2e test fails on a console error, an uncaught page error or a
 * Content-Security-Policy violation. A test that provokes console errors on
 * purpose says so with `allowConsoleErrors`; CSP violations are never allowed.
 *
 * The server (scripts/serve.ts) applies the build's `_headers`, so pages run
 * under the production CSP. Violations are caught twice: the browser's own
 * console message ("Refused to ... Content Security Policy") and the page's
 * `securitypolicyviolation` event, which an init script reports.
 */
const CSP_MARKER = '[csp-violation]';
const BLOCKED_EVAL = /script-src blocked eval at |evaluate a string as JavaScript because 'unsafe-eval'/;
const CSP_CONSOLE = /Content Security Policy|Content-Security-Policy/i;

/**
 * One pattern, or several. (Playwright reads `[a, b]` in test.use as a fixture
 * tuple [value, options]: write several patterns as one alternation, `/a|b/`.)
 */
export type AllowedErrors = RegExp | RegExp[];

const allows = (allowed: AllowedErrors, text: string) =>
  (Array.isArray(allowed) ? allowed : [allowed]).some((pattern) => pattern.test(text));

export interface PageGuard {
  /** Console errors, page errors and CSP violations since the last call; clears the list. */
  take(): {errors: string[]; cspViolations: string[]};
}

/** Attaches the console and CSP listeners to a page (before its first navigation). */
export async function guardPage(page: Page, allowConsoleErrors: () => AllowedErrors): Promise<PageGuard> {
  let errors: string[] = [];
  let cspViolations: string[] = [];
  await page.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${marker} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || document.location.href}:${event.lineNumber}`,
      );
    });
  }, CSP_MARKER);
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (text.startsWith(CSP_MARKER) || (CSP_CONSOLE.test(text) && /refused|violat/i.test(text))) {
      // A blocked eval is the policy working: the API reference's bundled libraries probe
      // `Function("return this")` and fall back when it is refused. Every other violation fails.
      if (BLOCKED_EVAL.test(text)) return;
      cspViolations.push(text);
      return;
    }
    if (message.type() !== 'error') return;
    if (allows(allowConsoleErrors(), text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => {
    if (allows(allowConsoleErrors(), error.message)) return;
    errors.push(`pageerror: ${error.message}`);
  });
  return {
    take() {
      const taken = {errors, cspViolations};
      errors = [];
      cspViolations = [];
      return taken;
    },
  };
}

export const test = base.extend<{allowConsoleErrors: AllowedErrors}>({
  // A pattern that matches nothing: by default every console error fails the test.
  allowConsoleErrors: [/(?!)/, {option: true}],
  page: async ({page, allowConsoleErrors}, use) => {
    const guard = await guardPage(page, () => allowConsoleErrors);
    await use(page);
    const {errors, cspViolations} = guard.take();
    expect(cspViolations, 'Content-Security-Policy violations on the page').toEqual([]);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export {expect};

/** Goes to a path relative to the base URL (a leading slash is dropped) and waits for `load` and hydration. */
export async function gotoAndWait(page: Page, path: string): Promise<void> {
  await page.goto(path.replace(/^\//, ''));
  await page.waitForLoadState('load');
  // The site's script runs after the first paint (src/plugins/paint-first), which can come after the load event:
  // a reader's click takes effect once the page has hydrated, and so does a test's.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Starts noting, from the page's first paint, the layout shifts the reader did not cause (what Cumulative Layout
 * Shift adds up), or only those that moved something inside `within`. Call before the page loads; the returned
 * function gives each shift as "<value> at <time> ms", once the frames drawn so far have been reported.
 */
export async function recordLayoutShifts(page: Page, within?: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((within) => {
    const shifts: string[] = [];
    (window as unknown as {layoutShifts: string[]}).layoutShifts = shifts;
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources?: {node?: Node | null}[]};
    const moves = (shift: Shift) =>
      !within ||
      (shift.sources ?? []).some((source) =>
        (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest(within),
      );
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as Shift[])
        if (!shift.hadRecentInput && moves(shift))
          shifts.push(`${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms`);
    }).observe({type: 'layout-shift', buffered: true});
  }, within);
  return async () => {
    // A shift is reported after the frame that made it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    return page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts);
  };
}

/** The HTML the server sends for a path relative to the base URL, parsed: what a reader gets before any script runs. */
export async function servedHtml(
  request: APIRequestContext,
  path: string,
): Promise<{status: number; $: cheerio.CheerioAPI}> {
  const response = await request.get(path.replace(/^\//, ''));
  return {status: response.status(), $: cheerio.load(await response.text())};
}

/** Runs `visit` on every item, a few at a time: the server under test is the one the other workers use too. */
export async function forEachFew<T>(items: readonly T[], visit: (item: T) => Promise<void>, atOnce = 4): Promise<void> {
  const queue = [...items];
  const next = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(item);
  };
  await Promise.all(Array.from({length: atOnce}, next));
}
