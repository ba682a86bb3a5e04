/**
 * The Web Platform ("cloud") tutorials: figures that actually load (in light and dark mode), and its
 * tabs switch their panels.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoAndWait} from './fixtures';
import {routesUnder} from './routes';

const routes = routesUnder('/docs/rapidpipeline-cloud-tutorials/');

/** Pages that offer alternatives in tabs (browser vs API, OS, language). */
const pagesWithTabs = new Set([
  '/docs/rapidpipeline-cloud-tutorials/processing-your-models',
  '/docs/rapidpipeline-cloud-tutorials/convert-3d-models',
  '/docs/rapidpipeline-cloud-tutorials/import-a-preset',
  '/docs/rapidpipeline-cloud-tutorials/creating-an-embed',
  '/docs/rapidpipeline-cloud-tutorials/qc-on-optimization',
  '/docs/rapidpipeline-cloud-tutorials/api-token-setup',
  '/docs/rapidpipeline-cloud-tutorials/api-sample-implementation',
]);

/** Pages that show the API flow in curl, Python and JavaScript. */
const apiPages = [
  '/docs/rapidpipeline-cloud-tutorials/api-token-setup',
  '/docs/rapidpipeline-cloud-tutorials/api-sample-implementation',
];

/**
 * Opens a page and waits until React has hydrated it: Docusaurus remounts tabs
 * and drops the inactive ThemedImage variant at that moment.
 */
async function open(page: Page, route: string): Promise<void> {
  await gotoAndWait(page, route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** The figures of the article that are displayed (ThemedImage renders only the active colour mode's variant). */
async function visibleFigures(page: Page): Promise<Locator[]> {
  const images = page.locator('article img');
  const visible: Locator[] = [];
  for (let i = 0; i < (await images.count()); i++) {
    if (await images.nth(i).isVisible()) visible.push(images.nth(i));
  }
  return visible;
}

async function expectLoaded(image: Locator): Promise<void> {
  // A figure near the screen mounts its zoom, which renders its image anew: scroll and read again if it was replaced.
  await expect(async () => {
    await image.scrollIntoViewIfNeeded();
    const width = await image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));
    expect(width, `image ${await image.getAttribute('src')} should load`).toBeGreaterThan(0);
  }).toPass();
  expect((await image.getAttribute('alt'))?.trim(), 'every figure has alt text').toBeTruthy();
}

test('the cloud tutorial folder has its twelve routes', () => {
  expect(routes).toHaveLength(12);
});

for (const route of routes) {
  test.describe(route, () => {
    test('its figures load in light and dark mode', async ({page}) => {
      await open(page, route);
      const light = await visibleFigures(page);
      expect(light.length, 'at least one figure').toBeGreaterThan(0);
      for (const image of light) await expectLoaded(image);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page
        .getByRole('button', {name: /dark mode|light mode|system mode/i})
        .first()
        .click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const dark = await visibleFigures(page);
      expect(dark.length).toBe(light.length);
      for (const image of dark) {
        await expectLoaded(image);
        const src = (await image.getAttribute('src')) ?? '';
        if (src.endsWith('.svg')) expect(src, 'dark mode shows the dark variant').toMatch(/-dark\.svg$/);
      }
    });

    if (pagesWithTabs.has(route)) {
      test('its tabs switch the panel', async ({page}) => {
        await open(page, route);
        const tabGroups = page.locator('article .tabs-container');
        const groups = await tabGroups.count();
        expect(groups, 'the page has tabs').toBeGreaterThan(0);
        for (let g = 0; g < groups; g++) {
          const group = tabGroups.nth(g);
          await group.scrollIntoViewIfNeeded();
          const tabs = group.getByRole('tab');
          expect(await tabs.count()).toBeGreaterThan(1);
          const visiblePanel = group.locator('[role="tabpanel"]:not([hidden])');
          const before = await visiblePanel.innerText();
          const target = group.locator('[role="tab"][aria-selected="false"]').first();
          const label = await target.innerText();
          await target.click();
          await expect(group.getByRole('tab', {name: label, exact: true})).toHaveAttribute('aria-selected', 'true');
          await expect(visiblePanel).toHaveCount(1);
          expect(await visiblePanel.innerText(), `panel of "${label}" differs`).not.toBe(before);
        }
      });
    }
  });
}

for (const route of apiPages) {
  test(`${route} shows the flow in curl, Python and JavaScript, switched together`, async ({page}) => {
    await open(page, route);
    const languageTabs = page.getByRole('tab', {name: 'Python', exact: true});
    const groups = await languageTabs.count();
    expect(groups, 'several language tab groups').toBeGreaterThan(1);
    for (const label of ['curl', 'Python', 'JavaScript']) {
      await expect(page.getByRole('tab', {name: label, exact: true})).toHaveCount(groups);
    }
    // groupId="language": choosing Python once selects it in every group of the page.
    await languageTabs.first().click();
    for (let i = 0; i < groups; i++) await expect(languageTabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article [role="tabpanel"]:not([hidden]) .language-python').first()).toBeVisible();
  });
}

test('an enlarged figure shows the variant of the colour mode: light, stored dark, and after a switch', async ({
  page,
}) => {
  const enlargedSource = async () => {
    await page.locator('article figure img:visible').first().click();
    const image = page.locator('dialog[data-rmiz-modal][open] img');
    await expect(image).toBeVisible();
    const source = await image.getAttribute('src');
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[data-rmiz-modal][open]')).toHaveCount(0);
    return source;
  };
  const tutorial = 'docs/rapidpipeline-cloud-tutorials/getting-started';
  await gotoAndWait(page, tutorial);
  expect(await enlargedSource()).toMatch(/-light\.svg$/);

  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  // Loaded again and hydrated: the colour mode is set before the page's script runs, and a click before then does
  // nothing.
  await gotoAndWait(page, tutorial);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await enlargedSource()).toMatch(/-dark\.svg$/);

  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await enlargedSource()).toMatch(/-light\.svg$/);
});
