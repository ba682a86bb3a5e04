import {test, expect, forEachFew} from './fixtures';
import {allRoutes} from './routes';

/**
 * Every route of the product owner's routes.txt is served (here, once, over HTTP; the every-page gates load each
 * page of the sitemap in Chromium).
 */
test('every route of routes.txt answers 200', {tag: '@base'}, async ({request}) => {
  expect(allRoutes.length).toBeGreaterThan(0);
  const failures: string[] = [];
  await forEachFew(allRoutes, async (route) => {
    const response = await request.get(route.replace(/^\//, ''), {maxRedirects: 0});
    if (response.status() !== 200) failures.push(`${route} → ${response.status()}`);
  });
  expect(failures).toEqual([]);
});
