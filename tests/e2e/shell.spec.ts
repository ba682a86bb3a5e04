import {test, expect, gotoAndWait} from './fixtures';
import type {APIRequestContext, Page} from '@playwright/test';

/** Entry pages of the site and the heading each opens with. */
const entryPages: Array<{path: string; title: RegExp}> = [
  {path: '', title: /RapidPipeline documentation/i},
  {path: 'docs/rapidpipeline-cloud-tutorials/introduction', title: /Web Platform tutorials/},
  {path: 'docs/3dProcessor-Tutorials/introduction', title: /3D Processor tutorials/},
  {path: 'docs/integrations/introduction', title: /Integration guides/},
  {path: 'docs/category/rapidpipeline-api', title: /REST API v2\.0/},
  {path: 'docs/category/rapidcompact-v1-api', title: /REST API v1\.0/},
  {path: '3d-processor-updates', title: /3D Processor updates/},
];

test.describe('entry pages', () => {
  for (const {path, title} of entryPages) {
    test(`/${path} shows its heading and the site name in the document title`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toHaveText(title);
      await expect(page).toHaveTitle(/\| RapidPipeline Documentation$|^RapidPipeline Documentation/);
    });
  }

  test('/docs leads to the cloud tutorials introduction', {tag: '@base'}, async ({page}) => {
    await page.goto('docs');
    await expect(page).toHaveURL(/\/docs\/rapidpipeline-cloud-tutorials\/introduction$/);
    await expect(page.locator('h1')).toHaveText(/Web Platform tutorials/);
  });
});

test.describe('not found, redirects and URL normalisation', () => {
  test.describe('unknown path', () => {
    test.use({allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/});
    test('an unknown path answers 404 with the not-found page', {tag: '@base'}, async ({page}) => {
      const response = await page.goto('docs/this-page-does-not-exist');
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(/Page Not Found/i);
    });
  });

  test('the legacy CLI commands guide redirects to the 3D Processor tutorials', {tag: '@base'}, async ({page}) => {
    await page.goto('docs/componentDocs/3dProcessorCLI/cli-commands-guide-v1');
    await expect(page).toHaveURL(/\/docs\/3dProcessor-Tutorials\/introduction$/);
    await expect(page.locator('h1')).toHaveText(/3D Processor tutorials/);
  });

  for (const suffix of ['.html', '/index.html']) {
    test(`a route ending in ${suffix} normalises to the route`, {tag: '@base'}, async ({page}) => {
      await page.goto(`docs/integrations/introduction${suffix}`);
      await expect(page.locator('h1')).toHaveText(/Integration guides/);
      // Client-side navigation from the normalised page keeps working.
      await page.getByRole('link', {name: 'Blender integration'}).first().click();
      await expect(page).toHaveURL(/\/docs\/integrations\/blender-integration$/);
    });
  }
});

test.describe('colour mode', () => {
  test('defaults to light, switches to dark and persists under "theme" across reload', async ({page}) => {
    await gotoAndWait(page, 'docs/integrations/introduction');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page
      .getByRole('button', {name: /dark mode|light mode|system mode|color mode/i})
      .first()
      .click();
    // The toggle cycles light -> dark (-> system): click until dark.
    for (let i = 0; i < 2 && (await html.getAttribute('data-theme')) !== 'dark'; i += 1) {
      await page
        .getByRole('button', {name: /dark mode|light mode|system mode|color mode/i})
        .first()
        .click();
    }
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.locator('[class*="announcementBar"]').first();

  test('dismissal persists across reloads', async ({page}) => {
    await gotoAndWait(page, '');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: /close/i}).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await expect(bar(page)).toBeHidden();
  });

  test('a new announcement id shows the bar again', async ({page}) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoAndWait(page, '');
    await expect(bar(page)).toBeVisible();
    const storedId = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'));
    expect(storedId).not.toBe('an-older-announcement');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});

test.describe('layout and navigation', () => {
  test('skip-to-content moves focus to the main content', async ({page}) => {
    await gotoAndWait(page, 'docs/integrations/introduction');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: /skip to main content/i});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(focusedInMain).toBe(true);
  });

  test('the mobile sidebar opens and closes at 375 px and resets on desktop width', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await gotoAndWait(page, 'docs/integrations/introduction');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/navbar-sidebar--show|/);
    // On a doc page the menu opens on the page's own sidebar, with a way back to the site's main menu.
    await expect(
      sidebar.locator('a[href$="/docs/integrations/introduction"][aria-current="page"]').first(),
    ).toBeVisible();
    await expect(sidebar.getByRole('button', {name: /back to main menu/i})).toBeVisible();
    await page.getByRole('button', {name: /close navigation bar/i}).click();
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await page.setViewportSize({width: 375, height: 800});
    await expect(sidebar).toBeHidden();
  });

  test('external links open in a new tab with noopener noreferrer', async ({page}) => {
    await gotoAndWait(page, '');
    const external = page.locator('a[href^="http"]:not([href*="127.0.0.1"])');
    const count = await external.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i += 1) {
      const link = external.nth(i);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
  });

  test('after navigation the view scrolls to the hash target', async ({page}) => {
    await gotoAndWait(page, 'docs/rapidpipeline-cloud-tutorials/introduction');
    await page.locator('article a[href*="/docs/integrations/introduction#choose-your-host"]').first().click();
    await expect(page).toHaveURL(/\/docs\/integrations\/introduction#choose-your-host$/);
    await expect(page.locator('#choose-your-host')).toBeInViewport();
    // Without a hash, navigation lands at the top of the page.
    await page.locator('article a[href$="/docs/integrations/blender-integration"]').first().click();
    await expect(page).toHaveURL(/blender-integration$/);
    // The new page renders, then the router scrolls to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the table of contents lists h2 and h3 only, and the title uses a vertical bar', async ({page}) => {
    await gotoAndWait(page, 'docs/rapidpipeline-cloud-tutorials/introduction');
    await expect(page).toHaveTitle(/ \| RapidPipeline Documentation$/);
    const tocLinks = page.locator('.table-of-contents a');
    expect(await tocLinks.count()).toBeGreaterThan(0);
  });

  test('a link prefetches its page when the browser is idle, not in the task that asked', async ({page}) => {
    await gotoAndWait(page, 'docs/rapidpipeline-cloud-tutorials/getting-started');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const prefetchLinks = () => page.evaluate(() => document.querySelectorAll('link[rel=prefetch]').length);
    // A release note the tutorial does not link to, so nothing has prefetched it yet.
    const {before, inSameTask} = await page.evaluate(() => {
      const count = () => document.querySelectorAll('link[rel=prefetch]').length;
      const before = count();
      window.docusaurus.prefetch('/3d-processor-updates/v7.4.2');
      return {before, inSameTask: count()};
    });
    expect(inSameTask).toBe(before);
    await expect.poll(prefetchLinks).toBeGreaterThan(before);
  });

  test(
    "a page renders its first frame before the site's script is added to it, then hydrates",
    {tag: '@base'},
    async ({page}) => {
      await page.addInitScript(() => {
        const w = window as unknown as {__firstFrame?: number; __mainAdded?: number};
        // Asked for before any of the page's own code: runs in the first frame the page renders, before its paint.
        requestAnimationFrame(() => (w.__firstFrame = performance.now()));
        new MutationObserver(() => {
          if (w.__mainAdded === undefined && document.querySelector('script[src*="/main."]'))
            w.__mainAdded = performance.now();
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto('docs/rapidpipeline-cloud-tutorials/getting-started');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const {firstFrame, mainAdded} = await page.evaluate(() => {
        const w = window as unknown as {__firstFrame?: number; __mainAdded?: number};
        return {firstFrame: w.__firstFrame, mainAdded: w.__mainAdded};
      });
      expect(firstFrame).toBeDefined();
      expect(mainAdded).toBeGreaterThan(firstFrame!);
      // The script still downloads from the start: the page preloads it.
      await expect(page.locator('link[rel=preload][as=script][href*="/main."]')).toHaveCount(1);
      // Docusaurus's base-URL check reads a script that has not run by DOMContentLoaded as a wrong base URL.
      await expect(page.getByText(/did not load properly/)).toHaveCount(0);
    },
  );

  test('the sidebar can be hidden and shown again', async ({page}) => {
    await gotoAndWait(page, 'docs/rapidpipeline-cloud-tutorials/introduction');
    await page.getByRole('button', {name: /collapse sidebar/i}).click();
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();
    await page.getByRole('button', {name: /expand sidebar/i}).click();
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  });
});

test.describe('page-specific stylesheets', () => {
  const stylesheets = (page: Page) =>
    page
      .locator('link[rel=stylesheet]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname.replace(/^.*\/assets\/css\//, '')),
      );
  const inlined = (page: Page) =>
    page
      .locator('style[data-href]')
      .evaluateAll((styles) =>
        styles.map((style) => style.getAttribute('data-href')!.replace(/^.*\/assets\/css\//, '')),
      );

  test('the landing page carries its own styles, a doc page does not, and client navigation loads them', async ({
    page,
  }) => {
    await gotoAndWait(page, 'docs/componentDocs/3dProcessor/format-support');
    const all = async () => [...(await stylesheets(page)), ...(await inlined(page))];
    expect((await all()).some((file) => file.startsWith('landing-styles.'))).toBe(false);
    await page.locator('a.navbar__brand').click();
    const hero = page.locator('[class*="hero_"]').first();
    await expect(hero).toBeVisible();
    // The hero's gradient comes from the landing stylesheet, fetched with the page's chunk.
    await expect.poll(() => hero.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/gradient/);
    expect((await stylesheets(page)).filter((file) => file.startsWith('landing-styles.'))).toHaveLength(1);

    // Loaded directly, the page holds the rules itself, and its chunk does not fetch the file again.
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/css/landing-styles.')) fetched.push(request.url());
    });
    await gotoAndWait(page, '');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect((await inlined(page)).filter((file) => file.startsWith('landing-styles.'))).toHaveLength(1);
    expect((await stylesheets(page)).filter((file) => file.startsWith('landing-styles.'))).toHaveLength(0);
    await expect.poll(() => hero.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/gradient/);
    expect(fetched).toEqual([]);
  });
});

test.describe('failures', () => {
  // These tests provoke errors on purpose; the browser reports them on the console.
  test.use({
    allowConsoleErrors:
      /Simulated render failure|ChunkLoadError|Loading chunk|Failed to load resource|net::ERR_FAILED|The above error occurred|React will try to recreate|preload/i,
  });

  test('a page chunk that fails to load shows the red error box, and Retry recovers', async ({page}) => {
    let failing = true;
    await page.route('**/assets/js/api-item.*.js', async (route) => {
      if (failing) await route.abort('failed');
      else await route.continue();
    });
    await gotoAndWait(page, 'docs/category/rapidpipeline-api');
    // Client-side navigation to an operation page: its reference chunk fails to arrive.
    await page.locator('article a[href*="/docs/api/rapidpipeline_v2/"]').first().click();
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/error|chunk|load/i);
    failing = false;
    await retry.click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('article h1, .theme-api-markdown h1').first()).toBeVisible();
  });

  test('a failed preload on navigation falls back to a full page load', async ({page}) => {
    await gotoAndWait(page, 'docs/rapidpipeline-cloud-tutorials/introduction');
    // Every route chunk fails until the browser loads a whole page again.
    let failing = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) failing = false;
    });
    await page.route('**/assets/js/*.js', async (route) => {
      if (failing) await route.abort('failed');
      else await route.continue();
    });
    const fullLoad = page.waitForEvent('load');
    await page.locator('article a[href$="/docs/3dProcessor-Tutorials/introduction"]').first().click();
    await fullLoad;
    await expect(page).toHaveURL(/\/docs\/3dProcessor-Tutorials\/introduction$/);
    await expect(page.locator('h1')).toHaveText(/3D Processor tutorials/);
  });

  test('a page that throws while rendering shows "This page crashed" and Try again recovers', async ({page}) => {
    await page.addInitScript(() => {
      // The landing page formats release dates when it renders in the browser (after client-side navigation; on
      // load it keeps the server's text): make that throw.
      const original = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!;
      (window as unknown as {crash: boolean}).crash = true;
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
        configurable: true,
        get(this: Intl.DateTimeFormat) {
          if ((window as unknown as {crash: boolean}).crash) throw new Error('Simulated render failure');
          return original.get!.call(this);
        },
      });
    });
    await gotoAndWait(page, 'docs/integrations/introduction');
    await page.locator('a.navbar__brand').click();
    await expect(page.getByText(/This page crashed/)).toBeVisible();
    await expect(page.getByText(/Simulated render failure/).first()).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as {crash: boolean}).crash = false;
    });
    await page.getByRole('button', {name: /Try again/}).click();
    await expect(page.getByRole('heading', {name: /Latest releases/})).toBeVisible();
  });
});

test.describe('page metadata', () => {
  test(
    'a doc page carries lang, canonical, hreflang, social card and DocSearch tags',
    {tag: '@base'},
    async ({page}) => {
      await gotoAndWait(page, 'docs/rapidpipeline-cloud-tutorials/introduction');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('meta[name="viewport"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/docs\/rapidpipeline-cloud-tutorials\/introduction$/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Web Platform tutorials/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /social-card\.png$/);
      await expect(page.locator('meta[name="docsearch:language"]')).toHaveAttribute('content', 'en');
      await expect(page.locator('meta[name="docsearch:version"]')).toHaveAttribute('content', 'current');
      await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute(
        'content',
        /docs-default-current/,
      );
    },
  );
});

test.describe('code blocks', () => {
  const CODE_PAGE = 'docs/componentDocs/3dProcessor/04cliDocumentation/cli-setup-guide';
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  /** Paths of the scripts the page has loaded that hold Prism (its grammars include Objective-C). */
  async function prismScripts(page: Page, request: APIRequestContext): Promise<string[]> {
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('.js')),
    );
    const found: string[] = [];
    for (const url of scripts) if ((await (await request.get(url)).text()).includes('objectivec')) found.push(url);
    return found;
  }

  /** The first code block of a language that is not in a hidden tab. */
  const codeBlock = (page: Page, language: string) =>
    page
      .locator('.theme-code-block:visible')
      .filter({has: page.locator(`pre.language-${language}`)})
      .first();

  const colourMode = async (page: Page, mode: 'light' | 'dark') => {
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode|color mode/i}).first();
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) !== mode; i += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', mode);
  };

  test('keep the server highlighting on load without loading Prism, and copy their code', async ({page, request}) => {
    await gotoAndWait(page, CODE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const block = codeBlock(page, 'json');
    expect(await block.locator('pre span.token').count()).toBeGreaterThan(1);
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    // The theme says "Copied" for one second only, which a busy machine can miss between two
    // polls; the button's own record of its labels cannot be missed.
    await button.evaluate((element) => {
      const labels: string[] = [];
      element.setAttribute('data-labels', '');
      new MutationObserver(() => {
        labels.push(element.getAttribute('aria-label') ?? '');
        element.setAttribute('data-labels', labels.join('|'));
      }).observe(element, {attributes: true, attributeFilter: ['aria-label']});
    });
    await button.click();
    const shown = await block.locator('pre code').evaluate((code) => code.textContent ?? '');
    expect(shown.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).replace(/\n/g, ''))
      .toBe(shown);
    await expect(block.locator('button[data-labels]')).toHaveAttribute('data-labels', /(^|\|)Copied(\||$)/);
    expect(await prismScripts(page, request)).toEqual([]);
  });

  test('recolour in dark mode, and load dark on a reload in dark mode', async ({page}) => {
    await gotoAndWait(page, CODE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const background = () =>
      codeBlock(page, 'json')
        .locator('pre')
        .evaluate((pre) => getComputedStyle(pre).backgroundColor);
    const light = await background();
    await colourMode(page, 'dark');
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    expect(await codeBlock(page, 'json').locator('pre span.token').count()).toBeGreaterThan(1);
    await page.reload();
    await expect.poll(background).toBe(dark);
    await colourMode(page, 'light');
    await expect.poll(background).toBe(light);
    expect(await codeBlock(page, 'json').locator('pre span.token').count()).toBeGreaterThan(1);
  });

  test('highlight the code of a page reached by client-side navigation, with its title', async ({page, request}) => {
    await gotoAndWait(page, CODE_PAGE);
    await page.locator('a.menu__link[href$="/tutorial-cli-naming-scripting"]').first().click();
    await expect(page).toHaveURL(/tutorial-cli-naming-scripting$/);
    const titled = page
      .locator('.theme-code-block')
      .filter({has: page.locator('[class*="codeBlockTitle"]', {hasText: 'named.json'})});
    await expect(titled).toBeVisible();
    await expect(titled.locator('pre span.token').first()).toBeVisible();
    // Options are tokens of the bash grammar, which Prism has only once the site's extra languages are registered.
    await expect(codeBlock(page, 'bash').locator('pre span.token.parameter').first()).toBeVisible();
    expect((await prismScripts(page, request)).length).toBeGreaterThan(0);
  });
});

test.describe('dates', () => {
  const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

  test('the last-updated date and the latest releases read the same after hydration and after navigation', async ({
    page,
  }) => {
    await gotoAndWait(page, '');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const releaseDates = page.locator('section[aria-labelledby="latest-releases"] time');
    expect(await releaseDates.count()).toBeGreaterThan(1);
    for (const text of await releaseDates.allTextContents()) expect(text).toMatch(DATE);
    const served = await releaseDates.allTextContents();
    await page
      .getByRole('link', {name: /tutorials/i})
      .first()
      .click();
    await expect(page.locator('.theme-last-updated time')).toHaveText(DATE);
    await page.locator('a.navbar__brand').click();
    await expect(releaseDates.first()).toBeVisible();
    expect(await releaseDates.allTextContents()).toEqual(served);
  });
});
