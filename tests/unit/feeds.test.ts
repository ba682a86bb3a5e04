import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {feeds, keepGroupingTags, selectFeeds} from '../../config/feeds';

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

function post(id: string, tags: string[]): BlogPost {
  return {
    id,
    metadata: {tags: tags.map((label) => ({label, permalink: `/feed/tags/${label}`, description: undefined}))},
  } as unknown as BlogPost;
}

test('a feed keeps the tags that group some of its posts, not the ones on every post or on one', () => {
  const kept = keepGroupingTags([
    post('a', ['product', 'uv', 'cad']),
    post('b', ['product', 'uv']),
    post('c', ['product', 'remeshing']),
  ]);
  assert.deepEqual(
    kept.map((p) => [p.id, p.metadata.tags.map((tag) => tag.label)]),
    [
      ['a', ['uv']],
      ['b', ['uv']],
      ['c', []],
    ],
  );
});
