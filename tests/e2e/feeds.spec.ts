import path from 'node:path';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {test, expect, gotoAndWait} from './fixtures';
import {allRoutes} from './routes';
import {feeds} from '../../config/feeds';
import {loadFeed, newestEntries} from '../../scripts/lib/release-notes';

/**
 * The ten release-note feeds: routes.txt names each, the
 * listings paginate by 10 (counts come from the post files, not from here),
 * the page after the last one is the not-found page, and RSS and Atom parse
 * and carry the newest entry.
 */
const root = path.join(__dirname, '..', '..');
const PER_PAGE = 10;

/** Relative URL (no leading slash) so the suite runs under any base URL. */
const rel = (route: string) => route.replace(/^\//, '');
const pageRoute = (feedRoute: string, page: number) => (page === 1 ? feedRoute : `${feedRoute}/page/${page}`);

const feedRoutes = allRoutes.filter((route) =>
  feeds.some((feed) => route === `/${feed.route}` || route.startsWith(`/${feed.route}/`)),
);

test('routes.txt names feed routes for every feed', () => {
  for (const feed of feeds) expect(feedRoutes, feed.route).toContain(`/${feed.route}`);
});

for (const feed of feeds) {
  const posts = loadFeed(root, feed);
  const lastPage = Math.max(1, Math.ceil(posts.length / PER_PAGE));

  test.describe(`/${feed.route}`, () => {
    test(`lists ${posts.length} entries, ${PER_PAGE} per page, on ${lastPage} page(s)`, async ({page}) => {
      expect(posts.length).toBeGreaterThan(0);
      for (let number = 1; number <= lastPage; number += 1) {
        await gotoAndWait(page, pageRoute(feed.route, number));
        const expected = Math.min(PER_PAGE, posts.length - (number - 1) * PER_PAGE);
        await expect(page.locator('main article'), `page ${number}`).toHaveCount(expected);
        const older = page.getByRole('link', {name: /Older entries/i});
        const newer = page.getByRole('link', {name: /Newer entries/i});
        await expect(older).toHaveCount(number < lastPage ? 1 : 0);
        await expect(newer).toHaveCount(number > 1 ? 1 : 0);
      }
    });

    test.describe('beyond the last page', () => {
      // The browser logs the 404 of the document itself; that one is expected here.
      test.use({allowConsoleErrors: /status of 404/});
      test('the page after the last one is the not-found page', async ({page, request}) => {
        const last = await request.get(rel(pageRoute(feed.route, lastPage)));
        expect(last.status()).toBe(200);
        const beyond = `${feed.route}/page/${lastPage + 1}`;
        const response = await request.get(beyond);
        expect(response.status()).toBe(404);
        await gotoAndWait(page, beyond);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(/Page Not Found/i);
      });
    });

    test(
      'the listing has a visible RSS and Atom link, no reading time, and a sidebar with every entry',
      {tag: '@base'},
      async ({page, request}) => {
        await gotoAndWait(page, feed.route);
        const subscribe = page.getByTestId('feed-subscribe');
        await expect(subscribe).toBeVisible();
        await expect(subscribe).toContainText('Subscribe');
        for (const [name, type] of [
          ['RSS', 'rss'],
          ['Atom', 'atom'],
        ] as const) {
          const link = subscribe.getByRole('link', {name, exact: true});
          await expect(link).toBeVisible();
          const href = await link.getAttribute('href');
          expect(href).toMatch(new RegExp(`/${feed.route}/${type}\\.xml$`));
          // The absolute URL: its path already carries the base URL.
          const response = await request.get(new URL(href!, page.url()).href);
          expect(response.status(), href!).toBe(200);
        }
        await expect(
          page.locator(`head link[rel="alternate"][type="application/rss+xml"][href$="/${feed.route}/rss.xml"]`),
        ).toHaveCount(1);
        await expect(
          page.locator(`head link[rel="alternate"][type="application/atom+xml"][href$="/${feed.route}/atom.xml"]`),
        ).toHaveCount(1);
        await expect(page.locator('main')).not.toContainText(/min read/i);
        const sidebarLinks = page.locator('aside nav a[href]');
        await expect(sidebarLinks).toHaveCount(posts.length);
      },
    );

    test('the archive lists every entry', async ({page}) => {
      await gotoAndWait(page, `${feed.route}/archive`);
      const links = page.locator(`main a[href*="/${feed.route}/"]`);
      await expect(links).toHaveCount(posts.length);
    });

    test('RSS and Atom are valid XML and carry the newest entry', {tag: '@base'}, async ({request}) => {
      const newest = newestEntries(posts);
      expect(newest.length).toBeGreaterThan(0);
      const parser = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@_'});
      const asArray = <T>(value: T | T[] | undefined): T[] =>
        value === undefined ? [] : Array.isArray(value) ? value : [value];
      const pathOf = (url: string) => new URL(url).pathname.replace(/\/$/, '');

      const rss = await request.get(rel(`${feed.route}/rss.xml`));
      expect(rss.status()).toBe(200);
      const rssText = await rss.text();
      expect(XMLValidator.validate(rssText)).toBe(true);
      const rssItems = asArray<{title: string; link: string}>(parser.parse(rssText).rss?.channel?.item);
      expect(rssItems.length).toBeGreaterThan(0);

      const atom = await request.get(rel(`${feed.route}/atom.xml`));
      expect(atom.status()).toBe(200);
      const atomText = await atom.text();
      expect(XMLValidator.validate(atomText)).toBe(true);
      const atomEntries = asArray<{title: string | {'#text': string}; link: {'@_href': string} | {'@_href': string}[]}>(
        parser.parse(atomText).feed?.entry,
      );
      expect(atomEntries.length).toBeGreaterThan(0);

      for (const post of newest) {
        const permalinkEnd = `/${feed.route}/${post.slug}`;
        const rssItem = rssItems.find((item) => pathOf(item.link).endsWith(permalinkEnd));
        expect(rssItem, `RSS item for ${permalinkEnd}`).toBeTruthy();
        expect(String(rssItem!.title)).toBe(post.title);
        const atomEntry = atomEntries.find((entry) =>
          asArray(entry.link).some((link) => pathOf(link['@_href']).endsWith(permalinkEnd)),
        );
        expect(atomEntry, `Atom entry for ${permalinkEnd}`).toBeTruthy();
        const atomTitle = typeof atomEntry!.title === 'string' ? atomEntry!.title : atomEntry!.title['#text'];
        expect(atomTitle).toBe(post.title);
      }
      // The newest entry comes first in both feeds.
      expect(pathOf(rssItems[0].link).endsWith(`/${feed.route}/${newest[0].slug}`) || newest.length > 1).toBe(true);
    });
  });
}
