import {test, expect} from './fixtures';
import {allRoutes} from './routes';

/**
 * Every route of the product owner's routes.txt is served (here, once, over HTTP; the every-page gates load each
 * page of the sitemap in Chromium).
 */
test('every route of routes.txt answers 200', {tag: '@base'}, async ({request}) => {
  expect(allRoutes.length).toBeGreaterThan(0);
  const failures: string[] = [];
  // A few requests at a time: the server is the same one the other workers use.
  const queue = [...allRoutes];
  const next = async (): Promise<void> => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const response = await request.get(route.replace(/^\//, ''), {maxRedirects: 0});
      if (response.status() !== 200) failures.push(`${route} → ${response.status()}`);
    }
  };
  await Promise.all([next(), next(), next(), next()]);
  expect(failures).toEqual([]);
});
