import {test, expect, forEachFew, servedHtml} from './fixtures';
import {sitemapPaths} from './sitemap';

/**
 * MDX that fails to compile as intended shows its syntax as prose: an admonition fence (`:::note`) or an import
 * line. Read from the served HTML of every page, outside code, block by block.
 */
const FENCE = /^:::|\s:::\w*/;
const IMPORT = /^import \w+ from /;

test('no page shows an admonition fence or an import line as text', async ({request}) => {
  const paths = sitemapPaths();
  const found: string[] = [];
  await forEachFew(paths, async (path) => {
    const {status, $} = await servedHtml(request, path);
    if (status !== 200) return; // the every-page gates report the status
    const article = $('article');
    article.find('pre, code').remove();
    article.find('p, li, td, th, h1, h2, h3, h4, h5, h6, summary, blockquote').each((_, block) => {
      const text = $(block).text().trim();
      if (FENCE.test(text) || IMPORT.test(text)) found.push(`/${path}: ${text.slice(0, 80)}`);
    });
  });
  expect(paths.length).toBeGreaterThan(0);
  expect(found).toEqual([]);
});
