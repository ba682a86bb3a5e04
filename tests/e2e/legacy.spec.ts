import {test, expect, gotoAndWait} from './fixtures';
import {allRoutes, routesUnder} from './routes';
import {baseUrl} from './sitemap';

/**
 * The legacy RapidCompact reference pages: each shows the legacy banner whose link leads to a current page that exists.
 */
const legacyRoutes = routesUnder('/docs/componentDocs/legacy/');
const basePath = baseUrl();

/** Turns an href as rendered (with the base URL) back into a route of routes.txt. */
function toRoute(href: string, pageUrl: string): string {
  const {pathname} = new URL(href, pageUrl);
  return `/${pathname.slice(basePath.length)}`.replace(/\/$/, '');
}

test('the spec lists the six legacy pages', () => {
  expect(legacyRoutes).toHaveLength(6);
});

for (const route of legacyRoutes) {
  test(`legacy page ${route}`, {tag: '@base'}, async ({page}) => {
    await gotoAndWait(page, route);

    const h1 = page.locator('article h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).not.toBeEmpty();

    const banner = page.locator('[data-legacy-banner]');
    await expect(banner).toHaveCount(1);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Legacy');
    // The banner sits right below the title, before the page's own content.
    const bannerFollowsTitle = await page.evaluate(() => {
      const title = document.querySelector('article h1');
      const aside = document.querySelector('[data-legacy-banner]');
      return Boolean(title && aside && title.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(bannerFollowsTitle).toBe(true);

    const links = banner.locator('a[href]');
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
      const target = toRoute(href, page.url());
      expect(target.startsWith('/docs/componentDocs/legacy/'), `${href} points to a current page`).toBe(false);
      expect(allRoutes, `${href} is a route of the site`).toContain(target);
      const answer = await page.request.get(new URL(href, page.url()).toString());
      expect(answer.status(), `${href} answers`).toBe(200);
    }
  });
}

test('a legacy banner link opens the current page', async ({page}) => {
  await gotoAndWait(page, 'docs/componentDocs/legacy/naming-scripting-docs');
  await page.locator('[data-legacy-banner] a').first().click();
  await expect(page).not.toHaveURL(/\/legacy\//);
  await expect(page.locator('article h1')).toHaveCount(1);
});
