import {test, expect, gotoAndWait} from './fixtures';
import type {Page} from '@playwright/test';
import {onePagePerKind, sitemapPaths, baseUrl} from './sitemap';

/**
 * Browser storage that throws (blocked cookies, strict privacy modes): every
 * kind of page still renders and navigates; only preferences are lost, and the
 * failure is logged (src/clientModules/storageFallback.ts).
 *
 * One page of each kind from the sitemap (the kinds share their components;
 * storage is read by the shell, the docs, the API panel and the search modal).
 */
async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  });
}

/** The storage errors the page logs, and only those, are expected. */
const STORAGE_LOG = /\[storage\] (localStorage|sessionStorage) is not available/;

async function storageLogs(page: Page): Promise<string[]> {
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && STORAGE_LOG.test(message.text())) logs.push(message.text());
  });
  return logs;
}

test.describe('storage that throws', () => {
  test.use({allowConsoleErrors: STORAGE_LOG});
  const known = new Set(sitemapPaths());
  const base = baseUrl();

  for (const {kind, path} of onePagePerKind()) {
    test(`a ${kind} page (/${path}) renders and navigates`, async ({page}) => {
      await blockStorage(page);
      const logs = await storageLogs(page);
      await gotoAndWait(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByText(/This page crashed/)).toHaveCount(0);
      await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
      expect(logs.length, 'the storage failure is logged').toBeGreaterThan(0);

      // Client-side navigation to another page of the site, through a link of this page.
      const target = await page.evaluate(
        ({known, base, here}) => {
          const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href], nav a[href]'));
          for (const link of links) {
            const url = new URL(link.href);
            if (url.origin !== location.origin || url.hash || !url.pathname.startsWith(base)) continue;
            const rel = url.pathname.slice(base.length);
            if (rel !== here && known.includes(rel) && link.getClientRects().length > 0) return rel;
          }
          return null;
        },
        {known: [...known], base, here: path},
      );
      expect(target, 'a visible link to another page').not.toBeNull();
      const escaped = target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await page
        .locator(`main a[href$="/${target}"], nav a[href$="/${target}"]`)
        .filter({visible: true})
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${escaped}$`));
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByText(/This page crashed/)).toHaveCount(0);
    });
  }

  test('preferences work until reload, then are lost', async ({page}) => {
    await blockStorage(page);
    await gotoAndWait(page, '');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode|color mode/i}).first();
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) !== 'dark'; i += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    const bar = page.locator('[class*="announcementBar"]').first();
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: /close/i}).click();
    await expect(bar).toBeHidden();

    await page.reload();
    await expect(html).toHaveAttribute('data-has-hydrated', 'true');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(bar).toBeVisible();
  });
});
