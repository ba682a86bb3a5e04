import {test as base, expect, type Page, type Request} from '@playwright/test';
import {guardPage, type PageGuard} from './fixtures';
import {sitemapPaths} from './sitemap';

/**
 * Every page of the built sitemap, at phone width (375 px): answers 200, no
 * console error, no CSP violation, no failed request, nothing wider than the
 * screen, exactly one h1.
 *
 * For speed each worker keeps one page and visits its share of the URLs with
 * it (one test per URL, run in parallel over the workers). Each visit waits for
 * `load` and for React to finish hydrating (Docusaurus marks <html
 * data-has-hydrated>), which is when hydration errors would have been logged.
 */
const PHONE = {width: 375, height: 812};

interface Visit {
  url: string;
  failedRequests: string[];
}

interface Crawler {
  page: Page;
  guard: PageGuard;
  /** The visit in progress; requests and responses are booked to it. */
  current?: Visit;
}

const test = base.extend<object, {crawler: Crawler}>({
  crawler: [
    async ({browser}, use) => {
      const context = await browser.newContext({viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1});
      const page = await context.newPage();
      const guard = await guardPage(page, () => /(?!)/);
      const crawler: Crawler = {page, guard};
      // A request belongs to the visit during which it started. Requests of an earlier
      // visit that the next navigation cancels (link prefetches) are not failures.
      const visitOf = new WeakMap<Request, Visit>();
      page.on('request', (request) => {
        if (crawler.current) visitOf.set(request, crawler.current);
      });
      page.on('requestfailed', (request) => {
        const visit = visitOf.get(request);
        if (!visit || visit !== crawler.current) return;
        const error = request.failure()?.errorText ?? 'failed';
        // Chromium cancels a link prefetch ('other') it no longer needs, e.g. of a chunk the page has just loaded.
        if (error === 'net::ERR_ABORTED' && request.resourceType() === 'other') return;
        visit.failedRequests.push(`${error} ${request.resourceType()} ${request.url()}`);
      });
      page.on('response', (response) => {
        const visit = visitOf.get(response.request());
        if (!visit || visit !== crawler.current || response.status() < 400) return;
        visit.failedRequests.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      await use(crawler);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

test.describe.configure({mode: 'parallel'});

for (const relPath of sitemapPaths()) {
  test(`crawl /${relPath}`, async ({crawler, baseURL}) => {
    const {page, guard} = crawler;
    const leftover = guard.take();
    const previous = crawler.current?.url;
    const visit: Visit = {url: new URL(relPath, baseURL).href, failedRequests: []};
    crawler.current = visit;

    const response = await page.goto(visit.url, {waitUntil: 'load'});
    expect(response?.status(), 'HTTP status').toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});

    const layout = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide: string[] = [];
      if (document.documentElement.scrollWidth > width) {
        // Name the outermost elements that stick out (not those inside a scrolling box).
        const scrolls = (element: Element) => /(auto|scroll|hidden|clip)/.test(getComputedStyle(element).overflowX);
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.right <= width + 1) continue;
          let ancestor = element.parentElement;
          let clipped = false;
          while (ancestor && ancestor !== document.body) {
            if (scrolls(ancestor) || ancestor.getBoundingClientRect().right > width + 1) {
              clipped = true;
              break;
            }
            ancestor = ancestor.parentElement;
          }
          if (clipped) continue;
          const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
            typeof element.className === 'string' && element.className
              ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
              : ''
          }`;
          wide.push(`${name} (right edge ${Math.round(rect.right)} px)`);
          if (wide.length >= 5) break;
        }
      }
      return {
        scrollWidth: document.documentElement.scrollWidth,
        width,
        wide,
        h1: Array.from(document.querySelectorAll('h1')).map((h1) => h1.textContent?.trim() ?? ''),
      };
    });

    crawler.current = undefined;
    const {errors, cspViolations} = guard.take();
    const problems = [
      ...(layout.scrollWidth > layout.width
        ? [
            `page is ${layout.scrollWidth} px wide at ${layout.width} px: ${layout.wide.join(', ') || 'no single element found'}`,
          ]
        : []),
      ...(layout.h1.length !== 1
        ? [`${layout.h1.length} h1 elements${layout.h1.length ? `: ${JSON.stringify(layout.h1)}` : ''}`]
        : []),
      ...visit.failedRequests.map((request) => `failed request: ${request}`),
      ...errors.map((error) => `console error: ${error}`),
      ...cspViolations.map((violation) => `CSP violation: ${violation}`),
      ...[...leftover.errors, ...leftover.cspViolations].map(
        (error) => `logged after the checks of ${previous ?? 'the previous page'}: ${error}`,
      ),
    ];
    expect(problems, `problems on /${relPath}`).toEqual([]);
  });
}
