import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page} from '@playwright/test';
import {onePagePerKind, pageKind, sitemapPaths} from './sitemap';

/**
 * axe-core on the pages of the built sitemap, at desktop width, in light and
 * dark mode: no serious or critical violation.
 *
 * Which pages: A11Y_PAGES=all (default) checks every page in light mode and one
 * page of each kind in dark mode (dark mode changes colours only, and every page
 * of a kind shares its layout and components); A11Y_PAGES=full checks every page
 * in both modes. Each worker keeps one page per mode and reuses it.
 */
type Mode = 'light' | 'dark';
const BLOCKING = new Set(['serious', 'critical']);

const everyPage = sitemapPaths();
const samplePerKind = onePagePerKind().map((entry) => entry.path);
const selection: Record<Mode, string[]> = {
  light: everyPage,
  dark: process.env.A11Y_PAGES === 'full' ? everyPage : samplePerKind,
};

const test = base.extend<object, {modePages: Record<Mode, Page>}>({
  modePages: [
    async ({browser}, use) => {
      const pages = {} as Record<Mode, Page>;
      const contexts = [];
      for (const mode of ['light', 'dark'] as const) {
        const context = await browser.newContext({viewport: {width: 1280, height: 800}});
        // The theme reads the stored choice before the first paint, as for a returning reader.
        await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        pages[mode] = await context.newPage();
        contexts.push(context);
      }
      await use(pages);
      for (const context of contexts) await context.close();
    },
    {scope: 'worker'},
  ],
});

test.describe.configure({mode: 'parallel'});

for (const mode of ['light', 'dark'] as const) {
  for (const relPath of selection[mode]) {
    test(`axe ${mode} /${relPath} (${pageKind(relPath)})`, async ({modePages, baseURL}) => {
      const page = modePages[mode];
      const response = await page.goto(new URL(relPath, baseURL).href, {waitUntil: 'load'});
      expect(response?.status()).toBe(200);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Only violations are needed; serialising passes and incomplete results costs time on large pages.
      const results = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
      const blocking = results.violations
        .filter((violation) => BLOCKING.has(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes
            .slice(0, 5)
            .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
          count: violation.nodes.length,
        }));
      expect(blocking, `serious or critical axe violations on /${relPath} in ${mode} mode`).toEqual([]);
    });
  }
}
