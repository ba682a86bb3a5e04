import {test} from 'node:test';
import assert from 'node:assert/strict';
import {feeds, selectFeeds} from '../../config/feeds';

/** The feed list of config/feeds.ts: one folder and route per feed, and SITE_FEEDS picks from it by name. */
test('feeds have unique ids, routes and blog-<name> folders', () => {
  for (const key of ['id', 'route', 'folder'] as const) {
    assert.equal(new Set(feeds.map((feed) => feed[key])).size, feeds.length, key);
  }
  for (const feed of feeds) assert.match(feed.folder, /^blog-[a-z0-9-]+$/);
});

test('SITE_FEEDS selects feeds by name and refuses unknown names', () => {
  assert.equal(selectFeeds(undefined).length, feeds.length);
  assert.equal(selectFeeds('').length, feeds.length);
  assert.deepEqual(
    selectFeeds('qc-tools-updates, 3d-processor-updates').map((f) => f.route),
    ['3d-processor-updates', 'qc-tools-updates'],
  );
  assert.throws(() => selectFeeds('no-such-feed'), /unknown feed\(s\): no-such-feed/);
});
