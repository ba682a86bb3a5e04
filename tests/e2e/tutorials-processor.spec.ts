import type {Page} from '@playwright/test';
import {test, expect, gotoAndWait} from './fixtures';
import {routesUnder} from './routes';

/**
 * 3D Processor tutorials, integration guides and plugin setup reference pages:
 * each page's title and figures (loaded, in both colour modes);
 * the OS and install tabs switch and stay in sync.
 */
const tutorialRoutes = routesUnder('/docs/3dProcessor-Tutorials/');
const guideRoutes = routesUnder('/docs/integrations/');
const referenceRoutes = routesUnder('/docs/componentDocs/integrations/');
/** Tutorials and guides each carry at least one figure made for the site. */
const illustratedRoutes = new Set([...tutorialRoutes, ...guideRoutes]);
const allRoutes = [...tutorialRoutes, ...guideRoutes, ...referenceRoutes];

/**
 * The article's images once the page has hydrated. Before hydration the server markup holds both
 * variants of every themed figure; afterwards only the variant of the current colour mode remains.
 */
async function articleImages(page: Page, mode: 'light' | 'dark' = 'light') {
  const other = mode === 'light' ? 'dark' : 'light';
  await expect.poll(() => page.locator(`article img[src$="-${other}.svg"]`).count()).toBe(0);
  const images = page.locator('article img');
  const count = await images.count();
  const result: {src: string; alt: string; naturalWidth: number}[] = [];
  for (let i = 0; i < count; i += 1) {
    const image = images.nth(i);
    // A figure near the screen mounts its zoom, which renders its image anew: read it again if it was replaced.
    await expect(async () => {
      await image.scrollIntoViewIfNeeded();
      const read = await image.evaluate((el: HTMLImageElement) =>
        el.complete
          ? {src: el.currentSrc || el.src, alt: el.getAttribute('alt') ?? '', naturalWidth: el.naturalWidth}
          : null,
      );
      expect(read, 'the image has loaded').not.toBeNull();
      result.push(read!);
    }).toPass();
  }
  return result;
}

test('the three folders are in the route list', () => {
  expect(tutorialRoutes.length).toBeGreaterThan(0);
  expect(guideRoutes.length).toBeGreaterThan(0);
  expect(referenceRoutes.length).toBeGreaterThan(0);
});

for (const route of allRoutes) {
  // One page of the loop also runs under the base URL: its images must load from below it.
  const tag = route === tutorialRoutes[0] ? ['@base'] : [];
  test(`${route}: the title opens the document title, and its images load`, {tag}, async ({page}) => {
    await gotoAndWait(page, route);
    const heading = (await page.locator('article h1').innerText()).trim();
    expect(heading.length).toBeGreaterThan(0);
    // The h1 is the page's front-matter title, which also opens the document title.
    // (toHaveTitle retries: the head is updated right after hydration.)
    await expect(page).toHaveTitle(new RegExp(heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    const images = await articleImages(page);
    if (illustratedRoutes.has(route)) expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.naturalWidth, `${image.src} did not load`).toBeGreaterThan(0);
      expect(image.alt.trim().length, `${image.src} has no alt text`).toBeGreaterThan(10);
    }
  });
}

for (const route of illustratedRoutes) {
  test(`${route}: figures switch to their dark variant`, async ({page}) => {
    await gotoAndWait(page, route);
    const light = await articleImages(page, 'light');
    const themedLight = light.filter((image) => /-light\.svg$/.test(image.src));
    expect(themedLight.length).toBeGreaterThan(0);

    // The site stores the colour mode under the key `theme`.
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await page.reload();
    await page.waitForLoadState('load');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await articleImages(page, 'dark');
    const themedDark = dark.filter((image) => /-dark\.svg$/.test(image.src));
    expect(themedDark.length).toBe(themedLight.length);
    expect(dark.some((image) => /-light\.svg$/.test(image.src))).toBe(false);
    for (const image of themedDark) expect(image.naturalWidth, `${image.src} did not load`).toBeGreaterThan(0);
  });
}

test('OS tabs switch together and the choice persists', async ({page}) => {
  await gotoAndWait(page, 'docs/3dProcessor-Tutorials/tutorial-cli-decimation');
  const windowsTabs = page.getByRole('tab', {name: 'Windows', exact: true});
  const unixTabs = page.getByRole('tab', {name: 'macOS / Linux', exact: true});
  const groups = await windowsTabs.count();
  expect(groups).toBeGreaterThan(1);
  await expect(unixTabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role="tabpanel"]:visible code').filter({hasText: 'New-Item'})).toHaveCount(0);

  await windowsTabs.first().click();
  // groupId="os" keeps every OS tab group on the page in step.
  for (let i = 0; i < groups; i += 1) {
    await expect(windowsTabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect(unixTabs.nth(i)).toHaveAttribute('aria-selected', 'false');
  }
  await expect(page.locator('[role="tabpanel"]:visible code').filter({hasText: 'New-Item'})).toHaveCount(1);
  await expect(page.locator('[role="tabpanel"]:visible code').filter({hasText: 'mkdir -p'})).toHaveCount(0);

  // The choice is remembered on the next page that uses the same group.
  await gotoAndWait(page, 'docs/3dProcessor-Tutorials/tutorial-cli-preserve-uv');
  await expect(page.getByRole('tab', {name: 'Windows', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role="tabpanel"]:visible code').filter({hasText: 'Set-Location'}).first()).toBeVisible();
});

test('install-scope tabs switch the install folder in the Maya guide', async ({page}) => {
  await gotoAndWait(page, 'docs/integrations/maya-integration');
  const visibleCode = page.locator('[role="tabpanel"]:visible code');
  await expect(visibleCode.filter({hasText: '$env:ProgramData'})).toHaveCount(1);
  await page.getByRole('tab', {name: 'Current user', exact: true}).click();
  await expect(visibleCode.filter({hasText: '$env:APPDATA'})).toHaveCount(1);
  await expect(visibleCode.filter({hasText: '$env:ProgramData'})).toHaveCount(0);
});
