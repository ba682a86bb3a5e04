/**
 * Relevance as a reader sees it: each engine's own search box in Chromium, the query typed in, and the
 * first three distinct pages of the hits read from the screen in their on-screen order (hash stripped).
 * Used by scripts/bench-search.ts for this site and Pagefind (the local-search plugin's dropdown items are
 * not links: its order is read from its own search code, run in Node, see scripts/lib/peer-engine.ts).
 */
import type {Page} from '@playwright/test';

export interface ModalTarget {
  name: string;
  /** Page the reader starts from (relative to the site's root URL). */
  startPath: string;
  /** Opens the search box, once per page load. */
  open: (page: Page) => Promise<void>;
  /** Replaces the query in the open search box. */
  type: (page: Page, query: string) => Promise<void>;
  /** Result links in screen order, or null while the box shows neither results nor a no-results message. */
  read: (page: Page) => Promise<string[] | null>;
}

/** How long the hits must stay unchanged to count as the answer (Pagefind's UI waits 300 ms before searching). */
const SETTLED_MS = 450;
const POLL_MS = 75;
const QUERY_TIMEOUT_MS = 15_000;

const readLinks = (page: Page, selector: string, emptySelector: string) =>
  page.evaluate(
    ({selector, emptySelector}) => {
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>(selector)).map((link) => link.href);
      if (links.length) return links;
      return document.querySelector(emptySelector) ? [] : null;
    },
    {selector, emptySelector},
  );

export const ourModal: ModalTarget = {
  name: 'this site',
  startPath: 'docs/integrations/introduction',
  open: async (page) => {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
  },
  type: async (page, query) => {
    await page.locator('.DocSearch-Input').fill(query);
  },
  read: (page) => readLinks(page, '.DocSearch-Hits .DocSearch-Hit a[href]', '.DocSearch-NoResults'),
};

export const pagefindUi: ModalTarget = {
  name: 'Pagefind (default UI)',
  startPath: 'pagefind-bench.html',
  open: async (page) => {
    await page.locator('.pagefind-ui__search-input').waitFor();
  },
  type: async (page, query) => {
    await page.locator('.pagefind-ui__search-input').fill(query);
  },
  read: (page) =>
    page.evaluate(() => {
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.pagefind-ui__result-link')).map(
        (link) => link.href,
      );
      if (links.length) return links;
      const message = document.querySelector('.pagefind-ui__message')?.textContent ?? '';
      return /no results/i.test(message) ? [] : null;
    }),
};

/** A result URL → the route it shows (no origin, hash, `.html` or trailing slash). */
export function routeOf(url: string): string {
  const pathname = new URL(url, 'http://x').pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  return pathname || '/';
}

/** The first `count` distinct pages of a list of result URLs. */
export function firstPages(urls: string[], count = 3): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const route = routeOf(url);
    if (!pages.includes(route)) pages.push(route);
    if (pages.length === count) break;
  }
  return pages;
}

/** Types the query and waits until the hits on screen stop changing. */
export async function askModal(page: Page, target: ModalTarget, query: string): Promise<string[]> {
  await target.type(page, query);
  const deadline = Date.now() + QUERY_TIMEOUT_MS;
  let last = '';
  let since = Date.now();
  for (;;) {
    await page.waitForTimeout(POLL_MS);
    const links = await target.read(page);
    const key = links === null ? '\0loading' : links.join('\n');
    if (key !== last) {
      last = key;
      since = Date.now();
    } else if (links !== null && Date.now() - since >= SETTLED_MS) {
      return links;
    }
    if (Date.now() > deadline) throw new Error(`${target.name}: no settled results for "${query}"`);
  }
}
