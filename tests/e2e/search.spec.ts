/**
 * The search modal and the /search page, on the production build, in the
 * default (embedded) mode: keyboard only and with the mouse, at desktop width
 * and at 375 px, the error screen (index request intercepted), hostile
 * queries, and blocked local storage.
 *
 * Queries use words the site's first pages already contain ("token",
 * "blender", "schema"); they keep working as more pages land.
 */
import type {Page, Request, Worker} from '@playwright/test';
import {normaliseBaseUrl} from '../../src/lib/base-url';
import {IDLE_TIMEOUT_MS} from '../../src/lib/when-idle';
import {LAST_SEARCH_KEY, RETURNING_SEARCHER_DAYS} from '../../src/plugins/search/client/returning';
import {test, expect, gotoAndWait, recordLayoutShifts} from './fixtures';

const START = 'docs/integrations/introduction';
const INDEX = /\/search\/index-[^/]+\.json$/;
const MODAL_LIMIT = 64;

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const searchButton = (page: Page) => page.locator('.DocSearch-Button');

/** The search bar wrapper marks the page once it is hydrated; keys pressed before that do nothing. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-search-backend]').waitFor({state: 'attached'});
}

/** Test-only form of a list of allowed console errors (a bare array would read as a fixture tuple). */
/** One pattern that matches any of the given ones (the fixture takes a single RegExp). */
function allow(...patterns: RegExp[]): RegExp {
  const flags = patterns.some((pattern) => pattern.flags.includes('i')) ? 'i' : '';
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'), flags);
}

async function openWithSlash(page: Page): Promise<void> {
  await hydrated(page);
  // DocSearch ignores "/" while a button has focus (after the modal closes, the search button has it).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/**
 * Searches for the whole query at once and waits for its results. Typed key by key, the results of a shorter
 * prefix can be on screen first (the engine answers every keystroke), and the first hit would still change.
 * An empty query shows only the Recent and Favorite sections, so the first other section is this query's.
 */
async function search(page: Page, query: string): Promise<void> {
  await input(page).fill('');
  await input(page).fill(query);
  await expect(
    page
      .locator('.DocSearch-Hit-source')
      .filter({hasNotText: /^(Recent|Favorite)$/})
      .first(),
  ).toBeVisible();
  await expect(hits(page).first()).toBeVisible();
}

/** The links of the hits the modal shows for a query, in order. */
async function shownHits(page: Page, query: string): Promise<(string | null)[]> {
  await search(page, query);
  return page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** The page (the link without its anchor) of the first hit the modal shows for a query. */
async function firstShownPage(page: Page, query: string): Promise<string | undefined> {
  return (await shownHits(page, query))[0]?.split('#')[0];
}

/**
 * After a hit is opened: the URL is the hit's, and the page has settled. The theme moves focus after a
 * navigation; a "/" pressed before that opens the modal, and the focus move then takes the input's focus away.
 */
async function arrivedAt(page: Page, pathAndHash: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(pathAndHash);
  // The URL changes before the new page renders; without a hash, the theme moves focus once it has rendered it.
  if (!pathAndHash.includes('#'))
    await page.waitForFunction(
      (pathname) => (window as unknown as FocusResets).__focusResetOn === pathname,
      pathAndHash,
    );
  await page.waitForLoadState('networkidle');
}

type FocusResets = {__focusResetOn?: string};

/**
 * Init script: notes the path on which the theme last moved focus to the top of the page (useSkipToContent, after
 * a navigation without a hash). The element gives the focus up at once, so `document.activeElement` cannot show it.
 */
function noteFocusResets(): void {
  document.addEventListener(
    'focusin',
    (event) => {
      const skipRegion = '[role="region"]:has(> a[href="#__docusaurus_skipToContent_fallback"])';
      if (event.target instanceof Element && event.target.matches(skipRegion))
        (window as unknown as FocusResets).__focusResetOn = location.pathname;
    },
    true,
  );
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** DocSearch 4 leaves the panel empty without recent searches; the site's stylesheet writes the message there. */
async function expectNoRecentSearches(page: Page): Promise<void> {
  await expect(page.locator('.DocSearch-Hit-source')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const footer = document.querySelector('.DocSearch-SearchBar + .DocSearch-Footer');
        return footer ? getComputedStyle(footer, '::before').content : null;
      }),
    )
    .toBe('"No recent searches"');
}

/** Words of a snippet as the reader sees them: ellipses and lone punctuation (`·`, `→`) are not words. */
function words(text: string): number {
  return text
    .replace(/…/g, ' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Fails the test if anything on the page opens a dialog (alert, confirm, prompt). */
function forbidDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '.*+?^${}()|[]\\ (a+)+$',
  '🚀🔥 token',
  'مرحبا بالعالم',
  '%00%27 OR 1=1 --',
];

test.describe('search modal (desktop)', () => {
  test.beforeEach(({page}) => page.addInitScript(noteFocusResets));

  test('the first page load fetches neither the modal code, the search engine nor the index; hovering the button loads them, once', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await gotoAndWait(page, START);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((request) => INDEX.test(request.url()))).toEqual([]);
    const scriptsAtLoad = requests.filter((request) => request.resourceType() === 'script').length;
    await expect(modal(page)).toHaveCount(0);

    await hydrated(page);
    await searchButton(page).hover();
    await expect
      .poll(() => requests.filter((request) => request.resourceType() === 'script').length)
      .toBeGreaterThan(scriptsAtLoad);
    // The pointer over the button is the reader reaching for search: the index starts loading then.
    await expect.poll(() => requests.filter((request) => INDEX.test(request.url())).length).toBe(1);
    await expect(modal(page)).toHaveCount(0);

    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.type('blender');
    await expect(hits(page).first()).toBeVisible();
    expect(requests.filter((request) => INDEX.test(request.url()))).toHaveLength(1);
  });

  test(
    'with preload: idle, the index loads once the page is idle, from under the base URL, and the first search uses it',
    {tag: '@base'},
    async ({page}) => {
      // npm run test:e2e:base builds with SEARCH_PRELOAD=idle; the default build starts the search on intent.
      test.skip(process.env.SEARCH_PRELOAD !== 'idle', 'this build starts the search when the reader reaches for it');
      const requests = recordRequests(page);
      await gotoAndWait(page, START);
      const indexPaths = () =>
        requests.filter((request) => INDEX.test(request.url())).map((request) => new URL(request.url()).pathname);
      await expect.poll(indexPaths).toHaveLength(1);
      expect(indexPaths()[0]).toMatch(
        new RegExp(`^${normaliseBaseUrl(process.env.BASE_URL)}search/index-[^/]+\\.json$`),
      );
      await expect(modal(page)).toHaveCount(0);

      await openWithSlash(page);
      await page.keyboard.type('blender');
      await expect(hits(page).first()).toBeVisible();
      expect(indexPaths()).toHaveLength(1);
    },
  );

  test(`after a search, the next page load starts the search once idle and the first search uses it; a search noted over ${RETURNING_SEARCHER_DAYS} days ago does not`, async ({
    page,
  }) => {
    let requests = recordRequests(page);
    const indexRequests = () => requests.filter((request) => INDEX.test(request.url()));
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await search(page, 'blender');
    expect(indexRequests()).toHaveLength(1);

    requests = recordRequests(page);
    await gotoAndWait(page, 'docs/rapidpipeline-cloud-tutorials/getting-started');
    await expect.poll(() => indexRequests().length).toBe(1);
    await expect(modal(page)).toHaveCount(0);
    await openWithSlash(page);
    await search(page, 'token');
    expect(indexRequests()).toHaveLength(1);

    await page.evaluate(([key, days]) => localStorage.setItem(key, String(Date.now() - days * 24 * 60 * 60 * 1000)), [
      LAST_SEARCH_KEY,
      RETURNING_SEARCHER_DAYS + 1,
    ] as const);
    requests = recordRequests(page);
    await gotoAndWait(page, START);
    await page.waitForLoadState('networkidle');
    // An idle start would have run by now: it waits at most IDLE_TIMEOUT_MS after the load event.
    await page.waitForTimeout(IDLE_TIMEOUT_MS + 500);
    expect(indexRequests()).toEqual([]);
  });

  test('focusing the search button loads the modal code', async ({page}) => {
    const requests = recordRequests(page);
    await gotoAndWait(page, START);
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    const scriptsAtLoad = requests.filter((request) => request.resourceType() === 'script').length;
    await searchButton(page).focus();
    await expect
      .poll(() => requests.filter((request) => request.resourceType() === 'script').length)
      .toBeGreaterThan(scriptsAtLoad);
  });

  test("the modal's stylesheet loads when the modal first opens, and the modal is styled from its first frame", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await gotoAndWait(page, START);
    await hydrated(page);
    const modalSheet = /\/search\/modal-[^/]+\.css$/;
    expect(requests.filter((request) => modalSheet.test(request.url()))).toEqual([]);
    // The page's own stylesheets style the button, not the modal.
    const pageHasModalRules = await page.evaluate(() =>
      Array.from(document.styleSheets).some((sheet) =>
        Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.DocSearch-Modal {')),
      ),
    );
    expect(pageHasModalRules).toBe(false);
    expect(await searchButton(page).evaluate((button) => getComputedStyle(button).display)).toBe('flex');
    // Notes the modal's layout the moment it enters the page, before any later frame could restyle it.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const shown = document.querySelector('.DocSearch-Modal');
        if (!shown) return;
        (window as unknown as {firstModalStyle?: string}).firstModalStyle = getComputedStyle(shown).flexDirection;
        observer.disconnect();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    expect(requests.filter((request) => modalSheet.test(request.url()))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as {firstModalStyle?: string}).firstModalStyle)).toBe('column');
    // The site's rules come after DocSearch's: its full-page backdrop blur, which costs a core without a GPU, is off.
    expect(
      await page.locator('.DocSearch-Container').evaluate((container) => getComputedStyle(container).backdropFilter),
    ).toBe('none');
  });

  test('the button reads "Search" and the modal opens with "/", Ctrl+K and Cmd+K, with the "Search docs" placeholder', async ({
    page,
  }) => {
    await gotoAndWait(page, START);
    await hydrated(page);
    await expect(searchButton(page)).toContainText('Search');
    await expect(searchButton(page)).toHaveAttribute('aria-label', /Search/);
    for (const shortcut of ['/', 'Control+k', 'Meta+k']) {
      await page.locator('body').press(shortcut);
      await expect(modal(page), shortcut).toBeVisible();
      await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    }
  });

  test('keyboard only: type, move with the arrow keys, Enter opens the hit', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await search(page, 'get tokens');
    const options = page.locator('.DocSearch-Hit[aria-selected]');
    await expect(hits(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    expect(await hits(page).count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(hits(page).nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(hits(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const target = await hits(page).nth(1).locator('a').getAttribute('href');
    expect(target).toBeTruthy();
    expect(await options.count()).toBeGreaterThan(1);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  });

  test('with the mouse: click the button, type, click a hit', async ({page}) => {
    await gotoAndWait(page, START);
    await hydrated(page);
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await search(page, 'blender');
    const first = hits(page).first().locator('a');
    const target = await first.getAttribute('href');
    await first.click();
    await expect(modal(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  });

  test('Escape closes the modal and gives focus back to the button; the clear button clears the query', async ({
    page,
  }) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await search(page, 'token');
    await page.locator('.DocSearch-Clear').click();
    await expect(input(page)).toHaveValue('');
    await expect(hits(page)).toHaveCount(0);
    await page.keyboard.type('tok');
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    // Keyboard only: Enter on the focused button opens it again, with the query cleared.
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });

  test('the input takes at most 64 characters, typed or pasted', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await expect(input(page)).toHaveAttribute('maxlength', String(MODAL_LIMIT));
    await page.keyboard.type('a'.repeat(80));
    await expect(input(page)).toHaveValue('a'.repeat(MODAL_LIMIT));
    await input(page).fill('');
    await page.keyboard.insertText(`token ${'b'.repeat(200)}`);
    expect((await input(page).inputValue()).length).toBe(MODAL_LIMIT);
  });

  test('hits are grouped by section with 10-word snippets, and link inside the site under its base URL', async ({
    page,
  }) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await search(page, 'integration token');
    await expect(page.locator('.DocSearch-Hit-source').first()).not.toBeEmpty();
    const snippets = await page
      .locator('.DocSearch-Hit--Child .DocSearch-Hit-title, .DocSearch-Hit-content-wrapper mark')
      .evaluateAll(() =>
        Array.from(document.querySelectorAll('.DocSearch-Hit-title')).map((element) => element.textContent ?? ''),
      );
    const counts = snippets.map(words);
    expect(Math.max(...counts)).toBe(10);
    const base = new URL(page.url()).pathname.replace(START, '');
    for (const href of await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href.startsWith(base), href).toBe(true);
    }
  });

  test("a hit's whole text is shown: a settings key's path keeps its last part", async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await search(page, 'decimator target faces percentage');
    const key = page.locator('.DocSearch-Hit-title', {hasText: /decimator\.target\.faces\.percentage/}).first();
    await expect(key).toBeVisible();
    // Cut on one line, the text overflows its box (DocSearch's ellipsis); wrapped, every line fits.
    const cut = await hits(page)
      .locator('.DocSearch-Hit-content-wrapper')
      .evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).length);
    expect(cut).toBe(0);
  });

  test('a mistyped word finds what the word finds, and the word is highlighted', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    const typedWell = await shownHits(page, 'uploaded models');
    // Two letters swapped: two edits apart, one typo.
    const mistyped = await shownHits(page, 'uplaoded models');
    expect(mistyped.slice(0, 5)).toEqual(typedWell.slice(0, 5));
    const marked = await page.locator('.DocSearch-Hit mark').allInnerTexts();
    expect(marked.map((word) => word.toLowerCase())).toEqual(
      expect.arrayContaining([expect.stringMatching(/^upload/)]),
    );
  });

  test("a question's opening changes nothing: the hits are those of its topic", async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    const topic = await shownHits(page, 'bake a normal map');
    expect(topic.length).toBeGreaterThan(0);
    expect(await shownHits(page, 'i need to bake a normal map')).toEqual(topic);
    expect(await shownHits(page, "what's the best way to bake a normal map")).toEqual(topic);
  });

  test('a task question finds the guide that explains the task before the legacy key tables', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    // The issue's own example: the legacy CLI configuration has a "Baking" table of keys, the current
    // optimize settings guide explains baking under a heading of its own.
    expect(await firstShownPage(page, 'how do I bake normal maps')).toMatch(
      /\/docs\/componentDocs\/3dProcessor\/03settingsGuide\/3d-processor-optimize-settings$/,
    );
  });

  test("a number in the question is not a tutorial's step number", async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    // Every tutorial has a "Step 3" heading; the file-size limit is explained in the modifier settings.
    expect(await firstShownPage(page, 'stay under 3 MB')).toMatch(
      /\/docs\/componentDocs\/3dProcessor\/03settingsGuide\/3d-processor-modifier-settings$/,
    );
  });

  test('"how many" asks for a number, not for the operations on multiple objects', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    // Readers' "many" finds the docs' "multiple" (Delete Multiple Base Assets), but not after "how" or "too".
    for (const query of ['how many requests per minute', 'too many requests'])
      expect(await firstShownPage(page, query), query).toMatch(
        /\/docs\/api\/rapidpipeline_v2\/rapidpipeline-api-v-2-documentation$/,
      );
  });

  test('a month and its year find the release note of that month, shown with its date', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    expect(await firstShownPage(page, 'web platform updates june 2023')).toMatch(
      /\/rapidpipeline-platform-updates\/2023-06-20$/,
    );
    await expect(hits(page).first()).toContainText('June 20, 2023');
  });

  test("naming the site or a kind of page keeps the question's page first", async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    const first = await firstShownPage(page, 'update a preset');
    expect(first).toBeTruthy();
    for (const query of ['update a preset in RapidPipeline', 'update a preset example'])
      expect(await firstShownPage(page, query), query).toBe(first);
  });

  test('"See all {count} results" counts the hits of the query shown and opens the search page with it', async ({
    page,
  }) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await page.keyboard.type('token', {delay: 60});
    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    await page.waitForTimeout(300);
    const count = Number((await footer.textContent())!.match(/\d+/)![0]);
    await footer.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/search\?q=token$/);
    await expect(page.getByText(new RegExp(`^${count} documents found$`))).toBeVisible();
  });

  test('finds docs and release notes of this language and docs version (contextual search)', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await search(page, 'schema');
    // The hits of a shorter prefix ("sch") can be on screen first: wait for those of the whole word.
    const kinds = () =>
      page
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
        .then((hrefs) => ({
          docs: hrefs.some((href) => href.includes('/docs/')),
          releaseNotes: hrefs.some((href) => href.includes('-updates/')),
        }));
    await expect.poll(kinds).toEqual({docs: true, releaseNotes: true});
  });

  test('recent searches and favourites are saved in local storage and can be removed', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await expectNoRecentSearches(page);
    await search(page, 'blender');
    const href = await hits(page).first().locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    const opened = new URL(href!, page.url());
    await arrivedAt(page, opened.pathname + opened.hash);

    const stored = (prefix: string) =>
      page.evaluate((key) => {
        const name = Object.keys(localStorage).find((candidate) => candidate.startsWith(key));
        return name ? (JSON.parse(localStorage.getItem(name) ?? '[]') as unknown[]).length : 0;
      }, prefix);
    expect(await stored('__DOCSEARCH_RECENT_SEARCHES__')).toBe(1);

    await openWithSlash(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', href!);
    await page.getByTitle('Save this search').first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    expect(await stored('__DOCSEARCH_FAVORITE_SEARCHES__')).toBe(1);
    expect(await stored('__DOCSEARCH_RECENT_SEARCHES__')).toBe(0);

    await page.getByTitle('Remove this search from favorites').first().click();
    await expectNoRecentSearches(page);
    expect(await stored('__DOCSEARCH_FAVORITE_SEARCHES__')).toBe(0);

    await search(page, 'token');
    const tokenHref = await hits(page).first().locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    // The next "/" comes once the page has arrived (pressed mid-navigation, the arriving page can take the focus).
    const tokenPage = new URL(tokenHref!, page.url());
    await arrivedAt(page, tokenPage.pathname + tokenPage.hash);
    await openWithSlash(page);
    await page.getByTitle('Remove this search from history').first().click();
    await expectNoRecentSearches(page);
    expect(await stored('__DOCSEARCH_RECENT_SEARCHES__')).toBe(0);
  });

  test('a query without hits shows the no-results screen with the spec wording', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await page.keyboard.type('qqqzzzxxv');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "qqqzzzxxv"');
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const link = page.getByRole('link', {name: 'Let us know.'});
    await expect(link).toHaveAttribute('href', /^mailto:.*qqqzzzxxv/);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test.describe('when the index cannot be loaded', () => {
    // DocSearch rethrows the client's error after handling it (uncaught in the page), as it does with Algolia.
    test.use({allowConsoleErrors: allow(/Failed to load resource/, /Unreachable hosts/, /RetryError/, /search index/)});

    for (const failure of ['HTTP 500', 'network error'] as const) {
      test(`${failure}: the error screen shows, and the next query retries`, async ({page}) => {
        let blocked = true;
        let failedLoads = 0;
        await page.route(INDEX, (route) => {
          if (!blocked) return route.continue();
          failedLoads++;
          return failure === 'HTTP 500' ? route.fulfill({status: 500, body: 'Server error'}) : route.abort('failed');
        });
        // Each load runs in a worker of its own, closed once its load has failed.
        const loading = new Set<Worker>();
        page.on('worker', (worker) => {
          loading.add(worker);
          worker.on('close', () => loading.delete(worker));
        });
        await gotoAndWait(page, START);
        await openWithSlash(page);
        await page.keyboard.type('token');
        await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
        await expect(page.getByText('Unable to fetch results')).toBeVisible();
        await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
        await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
        // The keystrokes after the first failure retry the load (a query joins a load in flight): the outage ends
        // only once those retries have failed too, or the next keystroke would join a load made during the outage.
        // A refused request is not yet a failed load: on a busy machine its worker can take longer than the wait
        // below to report it, so the outage also lasts until every worker has closed.
        await expect
          .poll(async () => {
            const before = failedLoads;
            await page.waitForTimeout(300);
            return failedLoads === before && loading.size === 0;
          })
          .toBe(true);

        blocked = false;
        await page.keyboard.type('s');
        await expect(hits(page).first()).toBeVisible();
        await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
      });
    }
  });

  test('the engine runs in a web worker, and the page answers when the worker cannot load', async ({page}) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await page.keyboard.type('blender');
    await expect(hits(page).first()).toBeVisible();
    expect(workers).toEqual([expect.stringMatching(/\/assets\/js\/search-worker\.[^/]+\.js$/)]);
  });

  test.describe('when the search worker is blocked', () => {
    /** Loads the start page, searches from the modal and reads where its hits lead. */
    async function modalResultLinks(page: Page, query: string): Promise<(string | null)[]> {
      await gotoAndWait(page, START);
      await openWithSlash(page);
      await page.keyboard.type(query);
      await expect(hits(page).first()).toBeVisible();
      return hits(page)
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    }

    test.use({allowConsoleErrors: allow(/Failed to load resource/)});

    test('the results are the same as with the worker', async ({page}) => {
      const withWorker = await modalResultLinks(page, 'blender setup');

      const blocked: string[] = [];
      await page.route(/\/search-worker\.[^/]+\.js$/, (route) => {
        blocked.push(route.request().url());
        return route.abort('failed');
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const onPage = await modalResultLinks(page, 'blender setup');
      expect(blocked).toHaveLength(1);
      expect(warnings.join('\n')).toMatch(/Search runs on the page/);
      expect(onPage).toEqual(withWorker);
      await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    });
  });

  test('hostile queries are answered as text, without errors or injected markup', async ({page}) => {
    const dialogs = forbidDialogs(page);
    await gotoAndWait(page, START);
    await openWithSlash(page);
    for (const query of [...HOSTILE, 'x'.repeat(10_000)]) {
      await input(page).fill('');
      await page.keyboard.insertText(query);
      const shown = query.slice(0, MODAL_LIMIT);
      await expect(input(page)).toHaveValue(shown);
      // The screen answers this query: its hits, or "No results for" this very text (the previous query's
      // screen can still be up for a moment).
      const noResults = page.locator('.DocSearch-NoResults .DocSearch-Title strong');
      await expect(async () => {
        if (await noResults.count()) await expect(noResults).toHaveText(shown, {timeout: 500});
        else await expect(hits(page).first()).toBeVisible({timeout: 500});
      }).toPass();
    }
    expect(
      await page
        .locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script, .DocSearch-Modal svg[onload]')
        .count(),
    ).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test.describe('when local storage throws', () => {
    test.use({allowConsoleErrors: allow(/storage/i, /localStorage/i, /SecurityError/)});

    test('reading it: search still works, recent searches last only until a reload', async ({page}) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      await gotoAndWait(page, START);
      await openWithSlash(page);
      await search(page, 'blender');
      const target = await hits(page).first().locator('a').getAttribute('href');
      await page.keyboard.press('Enter');
      await arrivedAt(page, target!);
      // Kept in memory for this visit (src/clientModules/storageFallback.ts), gone with a reload.
      await openWithSlash(page);
      await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
      await page.keyboard.press('Escape');
      await page.reload();
      await hydrated(page);
      await openWithSlash(page);
      await expectNoRecentSearches(page);
    });

    test('writing it: search still works, recent searches are not kept', async ({page}) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        };
      });
      await gotoAndWait(page, START);
      await openWithSlash(page);
      await search(page, 'blender');
      const target = await hits(page).first().locator('a').getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(modal(page)).toHaveCount(0);
      await arrivedAt(page, target!);
      await openWithSlash(page);
      await expectNoRecentSearches(page);
      await search(page, 'token');
    });
  });
});

test.describe('search modal (375 px)', () => {
  test.use({viewport: {width: 375, height: 740}, hasTouch: true});

  test('tap the button, type, 5-word snippets, tap a hit', async ({page}) => {
    await gotoAndWait(page, START);
    await hydrated(page);
    await searchButton(page).tap();
    await expect(modal(page)).toBeVisible();
    await search(page, 'integration token');
    const counts = (await page.locator('.DocSearch-Hit-title').allTextContents()).map(words);
    expect(Math.max(...counts)).toBe(5);
    const first = hits(page).first().locator('a');
    const target = await first.getAttribute('href');
    await first.tap();
    await expect(modal(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  });

  test('keyboard: "/" opens, arrows and Enter navigate, Escape closes', async ({page}) => {
    await gotoAndWait(page, START);
    await openWithSlash(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await openWithSlash(page);
    await search(page, 'get tokens');
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    const target = await hits(page).nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  });

  test('the close control closes the modal', async ({page}) => {
    await gotoAndWait(page, START);
    await hydrated(page);
    await searchButton(page).tap();
    await expect(modal(page)).toBeVisible();
    await page.locator('.DocSearch-Close, .DocSearch-Cancel').first().tap();
    await expect(modal(page)).toHaveCount(0);
  });
});

test.describe('search page', () => {
  test('answers ?q= with all results, titles linking to the pages', async ({page}) => {
    await gotoAndWait(page, 'search?q=token');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "token"');
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
    const results = page.locator('main article h2 a');
    await expect(results.first()).toBeVisible();
    const target = await results.first().getAttribute('href');
    await results.first().click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  });

  for (const viewport of [
    {width: 1280, height: 800},
    {width: 412, height: 915},
  ])
    test(`nothing on screen moves as the results arrive (${viewport.width} px)`, async ({page}) => {
      await page.setViewportSize(viewport);
      const layoutShifts = await recordLayoutShifts(page);
      await gotoAndWait(page, 'search?q=install');
      await expect(page.locator('main article h2 a').first()).toBeVisible();
      expect(await layoutShifts()).toEqual([]);
    });

  test("the page's link prefetches wait until its query is answered, and then run", async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {__answered?: number; __firstPrefetch?: number};
      const NativeWorker = window.Worker;
      window.Worker = class extends NativeWorker {
        constructor(...args: ConstructorParameters<typeof Worker>) {
          super(...args);
          this.addEventListener('message', ({data}: MessageEvent<{type: string}>) => {
            if (data.type === 'results') w.__answered ??= performance.now();
          });
        }
      };
      new MutationObserver(() => {
        if (document.querySelector('link[rel=prefetch]')) w.__firstPrefetch ??= performance.now();
      }).observe(document, {childList: true, subtree: true});
    });
    await gotoAndWait(page, 'search?q=install');
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    const times = () =>
      page.evaluate(() => {
        const w = window as unknown as {__answered?: number; __firstPrefetch?: number};
        return {answered: w.__answered ?? null, prefetch: w.__firstPrefetch ?? null};
      });
    await expect.poll(async () => (await times()).prefetch, 'the navbar links are prefetched').not.toBeNull();
    const {answered, prefetch} = await times();
    expect(answered).not.toBeNull();
    expect(prefetch!).toBeGreaterThanOrEqual(answered!);
  });

  test('pages through long result lists as the reader scrolls', async ({page}) => {
    await gotoAndWait(page, 'search?q=preset');
    const found = page.getByText(/^\d+ documents found$/);
    await expect(found).toBeVisible();
    const total = Number((await found.textContent())!.match(/\d+/)![0]);
    expect(total, 'this query needs several pages of results').toBeGreaterThan(45);
    const results = page.locator('main article');
    await expect(results).toHaveCount(15);
    for (let round = 0; round < 30 && (await results.count()) < total; round++) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(400);
    }
    await expect(results).toHaveCount(total);
  });

  test('typing on the page searches with the same backend', async ({page}) => {
    await gotoAndWait(page, 'search');
    await page.getByRole('searchbox', {name: 'Search'}).fill('blender');
    await expect(page).toHaveURL(/\?q=blender$/);
    await expect(page.locator('main article h2 a').first()).toBeVisible();
  });

  test('hostile queries are shown as text and answered without errors', async ({page}) => {
    const dialogs = forbidDialogs(page);
    for (const query of [...HOSTILE, 'y'.repeat(10_000)]) {
      await gotoAndWait(page, `search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
      await expect(page.locator('main article h2 a').first().or(page.getByText('No results were found'))).toBeVisible();
      expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
  });
});

test.describe('no outside host without Algolia', () => {
  const PAGE_KINDS: [string, string][] = [
    ['landing', ''],
    ['tutorial', 'docs/rapidpipeline-cloud-tutorials/getting-started'],
    ['reference', 'docs/componentDocs/3dProcessor/03settingsGuide/3d-processor-optimize-settings'],
    ['release post', '3d-processor-updates/v7.4.2'],
    ['API operation', 'docs/api/rapidpipeline_v2/optimize'],
    ['schema page', 'docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.4'],
    ['search page', 'search?q=token'],
  ];
  for (const [kind, path] of PAGE_KINDS) {
    test(`${kind}: no request, preconnect or DNS prefetch to another host`, async ({page, baseURL}) => {
      const origin = new URL(baseURL!).origin;
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== origin) outside.push(request.url());
      });
      await gotoAndWait(page, path);
      await hydrated(page);
      // The search box is where a reader's pointer goes first; the modal's code loads then.
      await searchButton(page).hover();
      await page.waitForLoadState('networkidle');
      const hints = await page
        .locator('link[rel~="preconnect"], link[rel~="dns-prefetch"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(hints.filter((href) => new URL(href).origin !== origin)).toEqual([]);
      expect(outside).toEqual([]);
    });
  }
});
