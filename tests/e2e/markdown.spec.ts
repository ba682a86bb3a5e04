import type {APIResponse, Page, Route} from '@playwright/test';
import {test, expect, gotoAndWait} from './fixtures';
import {baseUrl, onePagePerKind, pageKind, sitemapPaths, type PageKind} from './sitemap';

/**
 * The reader conveniences: each page's Markdown twin (`<page>.md`), llms.txt, the Copy page button
 * and figures that enlarge.
 */
const TWIN_KINDS: readonly PageKind[] = ['tutorial', 'reference', 'doc', 'api-operation', 'api-page', 'release-post'];

const samples = onePagePerKind({
  tutorial: 'docs/rapidpipeline-cloud-tutorials/getting-started',
  'api-operation': 'docs/api/rapidpipeline_v2/optimize',
  'release-post': '3d-processor-updates/v7.4.2',
}).filter(({kind}) => ['tutorial', 'api-operation', 'release-post'].includes(kind));

const FIGURE_PAGE = 'docs/rapidpipeline-cloud-tutorials/getting-started';
const TABLE_PAGE = 'docs/componentDocs/3dProcessor/format-support';

test('each kind of page has a Markdown twin with its title and section headings', async ({page, request}) => {
  expect(samples.map(({kind}) => kind).sort()).toEqual(['api-operation', 'release-post', 'tutorial']);
  for (const {kind, path} of samples) {
    const response = await request.get(`${path}.md`);
    expect(response.status(), `${path}.md`).toBe(200);
    const markdown = await response.text();
    await gotoAndWait(page, path);
    const title = (await page.locator('article h1').first().innerText()).trim();
    expect(markdown, `${kind}: title`).toContain(`# ${title}`);
    if (kind === 'api-operation') {
      const endpoint = (await page.locator('.openapi__method-endpoint').first().innerText()).replace(/\s+/g, ' ');
      const [method] = endpoint.trim().split(' ');
      expect(markdown).toMatch(new RegExp(`\`${method.toUpperCase()} /api/`));
      for (const section of ['## Parameters', '## Request body', '## Responses', '```bash\ncurl -X ']) {
        expect(markdown, `${path}: ${section}`).toContain(section);
      }
    } else {
      const headings = await page.locator('article .markdown h2').allInnerTexts();
      expect(headings.length, `${path} has sections`).toBeGreaterThan(0);
      for (const heading of headings)
        expect(markdown, `${kind}: heading`).toContain(`## ${heading.replace(/\u200b/g, '').trim()}`);
    }
    expect(markdown, 'no front matter').not.toMatch(/^---\n/);
    expect(markdown, 'no MDX imports').not.toMatch(/^import .* from /m);
    expect(markdown, 'no site-relative links').not.toMatch(/\]\(\/(?!\/)/);
  }
});

test('llms.txt lists every doc, API and release page of the sitemap, linked to its Markdown', async ({request}) => {
  const response = await request.get('llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# .+\n\n> .+\n\n## /);
  const linked = new Set(
    [...text.matchAll(/^- \[.+?\]\((\S+?)\)(?:: .+)?$/gm)].map(([, url]) => decodeURI(new URL(url).pathname)),
  );
  // Category pages (docs/category/...) are generated link lists, not docs: they have no twin.
  const expected = sitemapPaths()
    .filter((path) => TWIN_KINDS.includes(pageKind(path)) && !path.startsWith('docs/category/'))
    .map((path) => `${baseUrl()}${path}.md`);
  expect(expected.length).toBeGreaterThan(100);
  expect(expected.filter((path) => !linked.has(path))).toEqual([]);

  const full = await request.get('llms-full.txt');
  expect(full.status()).toBe(200);
  expect(await full.text()).toContain('# Get started with the Web Platform');
});

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the Markdown twin to the clipboard and links to it', async ({page, request}) => {
    await gotoAndWait(page, FIGURE_PAGE);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', `${baseUrl()}${FIGURE_PAGE}.md`);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get(`${FIGURE_PAGE}.md`)).text());
  });

  test('says so when the browser offers no clipboard', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined}));
    await gotoAndWait(page, '3d-processor-updates/v7.4.2');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'does not allow copying'})).toBeVisible();
  });
});

test('a figure enlarges and closes by mouse and by keyboard', async ({page}) => {
  await gotoAndWait(page, FIGURE_PAGE);
  const figure = page.locator('article figure img').first();
  const dialog = page.locator('dialog[data-rmiz-modal][open]');
  const close = page.getByRole('button', {name: 'Close enlarged figure'});

  await figure.click();
  await expect(dialog).toBeVisible();
  await expect(close).toBeVisible();
  await close.click();
  await expect(dialog).toHaveCount(0);

  const enlarge = page.getByRole('button', {name: /^Enlarge figure/}).first();
  await enlarge.focus();
  await expect(enlarge).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a figure clicked before its zoom has mounted still enlarges', async ({page}) => {
  // The zoom mounts when the browser is idle: without idle time, only the click can mount it.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await gotoAndWait(page, FIGURE_PAGE);
  await expect(page.getByRole('button', {name: /^Enlarge figure/})).toHaveCount(0);
  await page.locator('article figure img').first().click();
  await expect(page.locator('dialog[data-rmiz-modal][open]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[data-rmiz-modal][open]')).toHaveCount(0);
});

/**
 * Hands the zoom's script (a script of its own, requested when the first zoom mounts) to `handle`; every other
 * script passes. The script is known by its content: its file name is a build's chunk id.
 */
async function onZoomScript(page: Page, handle: (route: Route, response: APIResponse) => Promise<void>) {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('data-rmiz-modal')) await handle(route, response);
    else await route.fulfill({response});
  });
}

// A handler still reading a late script (an idle prefetch) when the page closes would fail a passed test with
// "Response has been disposed": the routes go first, and what their handlers throw after that is dropped.
test.afterEach(async ({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test('a figure clicked while the zoom code is still on its way enlarges once the code arrives', async ({page}) => {
  // Hold the zoom's script back until the click.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await onZoomScript(page, async (route, response) => {
    held = true;
    await released;
    await route.fulfill({response});
  });
  await gotoAndWait(page, FIGURE_PAGE);
  await expect.poll(() => held, {message: 'the zoom requests its code once the page is idle'}).toBe(true);
  await page.locator('article figure img').first().click();
  await expect(page.locator('dialog[data-rmiz-modal][open]')).toHaveCount(0);
  release();
  await expect(page.locator('dialog[data-rmiz-modal][open]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[data-rmiz-modal][open]')).toHaveCount(0);
});

test.describe('when the zoom code cannot be loaded', () => {
  // The browser reports the blocked request on the console; nothing else may be reported.
  test.use({allowConsoleErrors: /Failed to load resource|net::ERR_FAILED/});

  test('the figure stays as it is and the page keeps working', async ({page}) => {
    let blocked = 0;
    await onZoomScript(page, async (route) => {
      blocked += 1;
      await route.abort('failed');
    });
    await gotoAndWait(page, FIGURE_PAGE);
    await expect.poll(() => blocked, {message: 'the zoom requests its code once the page is idle'}).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const figure = page.locator('article figure img:visible').first();
    await figure.click();
    await expect(page.locator('h1')).toHaveText(/^Get started/);
    await expect(figure).toBeVisible();
    await expect(page.locator('dialog[data-rmiz-modal][open]')).toHaveCount(0);
  });
});

test('a wide table takes a tab stop while it scrolls sideways, and gives it up once it fits', async ({page}) => {
  const tables = () =>
    page.locator('.markdown table').evaluateAll((all) =>
      all.map((table) => ({
        scrolls: table.scrollWidth > table.clientWidth + 1,
        tabStop: table.getAttribute('tabindex') === '0',
      })),
    );
  const mismatches = async () => (await tables()).filter((table) => table.scrolls !== table.tabStop).length;
  await page.setViewportSize({width: 375, height: 800});
  await gotoAndWait(page, TABLE_PAGE);
  await expect.poll(mismatches).toBe(0);
  const atPhone = (await tables()).filter((table) => table.tabStop).length;
  expect(atPhone, 'tables that scroll sideways on a phone').toBeGreaterThan(0);

  await page.setViewportSize({width: 1600, height: 1000});
  await expect.poll(mismatches).toBe(0);
  const atDesktop = (await tables()).filter((table) => table.tabStop).length;
  expect(atDesktop, 'fewer tab stops once the tables have room').toBeLessThan(atPhone);
});
