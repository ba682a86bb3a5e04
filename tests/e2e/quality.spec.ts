import fs from 'node:fs';
import type axe from 'axe-core';
import {test as base, expect, type Page, type Request} from '@playwright/test';
import {guardPage, type PageGuard} from './fixtures';
import {onePagePerKind, pageKind, sitemapPaths} from './sitemap';

/**
 * The every-page gates, one visit per page of the built sitemap: at 375 px status 200, no console error, CSP
 * violation or failed request, nothing wider than the screen, one h1; then axe at desktop width in light mode and,
 * after the colour-mode toggle, axe's colour rules in dark mode. QUALITY_PAGES=kinds checks one page per kind.
 */
const PHONE = {width: 375, height: 812};
const DESKTOP = {width: 1280, height: 800};
const BLOCKING = new Set(['serious', 'critical']);
const TOGGLE = 'button[aria-label^="Switch between dark and light mode"]';

type Phase = 'at 375 px' | 'at desktop width' | 'in dark mode';

interface Visit {
  url: string;
  phase: Phase;
  failedRequests: string[];
}

interface Visitor {
  page: Page;
  guard: PageGuard;
  /** The visit in progress; requests and responses are booked to it. */
  current?: Visit;
}

const test = base.extend<object, {visitor: Visitor}>({
  visitor: [
    async ({browser}, use) => {
      const context = await browser.newContext({viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1});
      // Every visit starts in light mode, whatever the previous visit switched to.
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await context.addInitScript(loadAxeOnRequest);
      const page = await context.newPage();
      const guard = await guardPage(page, () => /(?!)/);
      const visitor: Visitor = {page, guard};
      // A request belongs to the visit during which it started. Requests of an earlier
      // visit that the next navigation cancels (link prefetches) are not failures.
      const visitOf = new WeakMap<Request, Visit>();
      page.on('request', (request) => {
        if (visitor.current) visitOf.set(request, visitor.current);
      });
      page.on('requestfailed', (request) => {
        const visit = visitOf.get(request);
        if (!visit || visit !== visitor.current) return;
        const error = request.failure()?.errorText ?? 'failed';
        // Chromium cancels a link prefetch ('other') it no longer needs, e.g. of a chunk the page has just loaded.
        if (error === 'net::ERR_ABORTED' && request.resourceType() === 'other') return;
        visit.failedRequests.push(`${error} ${request.resourceType()} ${request.url()} (${visit.phase})`);
      });
      page.on('response', (response) => {
        const visit = visitOf.get(response.request());
        if (!visit || visit !== visitor.current || response.status() < 400) return;
        visit.failedRequests.push(
          `${response.status()} ${response.request().method()} ${response.url()} (${visit.phase})`,
        );
      });
      await use(visitor);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

/** What sticks out of the screen, and the h1 elements. */
async function measureLayout(page: Page) {
  return page.evaluate(() => {
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
}

/** Waits until the page has rendered and its CSS transitions (colour changes) have finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/** Rules whose result depends on the page's colours: all that can change between light and dark mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The site's frame: the same markup and styles on every page of a kind. axe checks it on one page of each kind
 * (onePagePerKind) and the content of every page.
 */
const FRAME = [
  '.theme-layout-navbar',
  '.theme-layout-footer',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  'nav[aria-label="Blog recent posts navigation"]',
];

/**
 * Highlighted code: each token's colour comes from the code theme alone, and tests/unit/prism-theme.test.ts checks
 * every colour of both themes against their backgrounds. On a page the tokens only add thousands of repeat checks.
 */
const CODE_TOKENS = '.token-line';

/** The window property through which a document loads axe-core (see loadAxeOnRequest). */
const LOAD_AXE = '__qualityGateLoadAxe';

/**
 * axe-core's minified build crosses the protocol once per worker, as an init script. Sent to each page, the 1.5 MB
 * of `axe.source` took about 0.3 s (the 650 KB minified build 0.2 s); evaluated in the page from the init script,
 * it takes 0.07 s, and the script adds about 0.05 s to each load. It only defines a function, so each page runs
 * as a reader's would until the gate calls it (injectAxe).
 */
const loadAxeOnRequest = `Object.defineProperty(window, ${JSON.stringify(LOAD_AXE)}, {value: function () {\n${fs.readFileSync(
  require.resolve('axe-core/axe.min.js'),
  'utf8',
)}\n}});`;

/**
 * Loads axe-core in every frame of the page (axe.run asks the frames' copies for their results), once per
 * document: the dark-mode run reuses the light run's copy.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames())
    await frame.evaluate((load) => {
      if (!('axe' in window)) (window as unknown as Record<string, () => void>)[load]!();
    }, LOAD_AXE);
}

/** The serious and critical axe violations, each with its first nodes. */
async function axeViolations(page: Page, mode: 'light' | 'dark', withFrame: boolean): Promise<string[]> {
  // One selector per array: in a longer array, axe reads the selectors before the last as frames to go through.
  const exclude = [CODE_TOKENS, ...(withFrame ? [] : FRAME)].map((selector) => [selector]);
  const options: axe.RunOptions = {
    // Only violations are needed; serialising passes and incomplete results costs time on large pages.
    resultTypes: ['violations'],
    // `region` (every element outside a landmark) has moderate impact, below the gate, and visits every element.
    // Dark mode changes colours only: the structural rules have already run in light mode.
    ...(mode === 'light' ? {rules: {region: {enabled: false}}} : {runOnly: {type: 'rule', values: COLOUR_RULES}}),
  };
  await injectAxe(page);
  const violations = await page
    .evaluate(([context, runOptions]) => (window as unknown as {axe: typeof axe}).axe.run(context, runOptions), [
      {exclude},
      options,
    ] as const)
    .then((results) => results.violations);
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim()}`,
        );
      const more = violation.nodes.length > 3 ? [`    ... ${violation.nodes.length - 3} more`] : [];
      return [`${violation.id} (${violation.impact}): ${violation.help}`, ...nodes, ...more].join('\n');
    });
}

test.describe.configure({mode: 'parallel'});
// One browser context serves every visit of a worker (hundreds of pages): a trace of it would grow for the whole
// run. A failing gate names the page and what failed, which is what a trace would show.
test.use({trace: 'off'});

/** Reference pages that list every setting of a schema (thousands of rows) take axe minutes, not seconds. */
const LONG_PAGE = /schema-settings-v|\/actions\//;

const representatives = new Set(onePagePerKind().map((entry) => entry.path));
// The long pages first: last in the queue, the two workers waited on them for minutes at the end of the run.
const pages = (process.env.QUALITY_PAGES === 'kinds' ? [...representatives] : [...sitemapPaths()]).sort(
  (a, b) => Number(LONG_PAGE.test(b)) - Number(LONG_PAGE.test(a)),
);

for (const relPath of pages) {
  test(`/${relPath} (${pageKind(relPath)})`, async ({visitor, baseURL}) => {
    if (LONG_PAGE.test(relPath)) test.setTimeout(300_000);
    const {page, guard} = visitor;
    const leftover = guard.take();
    const previous = visitor.current?.url;
    const visit: Visit = {url: new URL(relPath, baseURL).href, phase: 'at 375 px', failedRequests: []};
    visitor.current = visit;
    const logged = () => {
      const {errors, cspViolations} = guard.take();
      return [
        ...visit.failedRequests.splice(0).map((request) => `failed request: ${request}`),
        ...errors.map((error) => `console error (${visit.phase}): ${error}`),
        ...cspViolations.map((violation) => `CSP violation (${visit.phase}): ${violation}`),
      ];
    };

    // 1. The crawl, at phone width.
    await page.setViewportSize(PHONE);
    const response = await page.goto(visit.url, {waitUntil: 'load'});
    expect(response?.status(), `HTTP status of /${relPath}`).toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});
    const layout = await measureLayout(page);
    const crawlProblems = [
      ...(layout.scrollWidth > layout.width
        ? [
            `page is ${layout.scrollWidth} px wide at ${layout.width} px: ${layout.wide.join(', ') || 'no single element found'}`,
          ]
        : []),
      ...(layout.h1.length !== 1
        ? [`${layout.h1.length} h1 elements${layout.h1.length ? `: ${JSON.stringify(layout.h1)}` : ''}`]
        : []),
      ...logged(),
      ...[...leftover.errors, ...leftover.cspViolations].map(
        (error) => `logged after the checks of ${previous ?? 'the previous page'}: ${error}`,
      ),
    ];
    expect.soft(crawlProblems, `crawl of /${relPath} at 375 px`).toEqual([]);

    // 2. axe at desktop width, light mode.
    visit.phase = 'at desktop width';
    await page.setViewportSize(DESKTOP);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // API operations: the explorer loads once it is near the screen, which at desktop width it is; axe checks it too.
    // (Webhook events have an explorer without a Send button: wait for the placeholder to go, not for the button.)
    await expect(page.locator('.openapi-right-panel__container .openapi-skeleton')).toHaveCount(0, {timeout: 30_000});
    await settle(page);
    expect
      .soft(
        await axeViolations(page, 'light', representatives.has(relPath)),
        `serious or critical axe violations on /${relPath} in light mode`,
      )
      .toEqual([]);

    // 3. The colour-mode toggle, then axe in dark mode.
    visit.phase = 'in dark mode';
    const toggle = page.locator(`.navbar ${TOGGLE}`).first();
    // Dark mode is checked in its final colours: without transitions, no element is caught half-way between
    // the light and the dark colour (the API explorer's tabs fade theirs over 300 ms, after a re-render that
    // can start later than settle() looks).
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    // A click event straight on the button: after a page that overflowed at 375 px, the phone emulation
    // keeps a zoom that can leave the navbar's end outside the visual viewport, and a pointer click would
    // then wait for the whole test timeout instead of reporting the axe results.
    await toggle.dispatchEvent('click');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The label is rendered from React state: once it reads dark, the page has re-rendered in dark colours.
    await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);
    await settle(page);
    expect
      .soft(
        await axeViolations(page, 'dark', representatives.has(relPath)),
        `serious or critical axe violations on /${relPath} in dark mode`,
      )
      .toEqual([]);

    visitor.current = undefined;
    expect.soft(logged(), `problems on /${relPath} after the crawl`).toEqual([]);
  });
}
