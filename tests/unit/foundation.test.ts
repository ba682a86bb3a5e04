import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {feeds, selectFeeds, blogOptions} from '../../config/feeds';
import {pickLatest} from '../../src/plugins/latest-releases/pickLatest';
import {isApiDoc} from '../../src/components/DocItemOrApiItem/isApiDoc';
import {checkSpecText} from '../../scripts/lib/check-spec';

function post(title: string, date: string, extra: Partial<BlogPost['metadata']> = {}): BlogPost {
  return {
    id: title,
    content: '',
    metadata: {
      title,
      date: new Date(date),
      permalink: `/feed/${title}`,
      description: `${title} summary`,
      ...extra,
    } as BlogPost['metadata'],
  };
}

test('the ten feeds have unique ids, routes and blog-<name> folders', () => {
  assert.equal(feeds.length, 10);
  assert.equal(new Set(feeds.map((f) => f.id)).size, 10);
  assert.equal(new Set(feeds.map((f) => f.route)).size, 10);
  for (const feed of feeds) assert.match(feed.folder, /^blog-[a-z0-9-]+$/);
});

test('every feed lists 10 posts per page, all posts in the sidebar, no reading time, RSS and Atom', () => {
  for (const feed of feeds) {
    const options = blogOptions(feed);
    assert.equal(options.postsPerPage, 10);
    assert.equal(options.blogSidebarCount, 'ALL');
    assert.equal(options.showReadingTime, false);
    assert.deepEqual(options.feedOptions?.type, ['rss', 'atom']);
    assert.equal(options.routeBasePath, feed.route);
  }
});

test('SITE_FEEDS selects feeds by name and refuses unknown names', () => {
  assert.equal(selectFeeds(undefined).length, 10);
  assert.equal(selectFeeds('').length, 10);
  assert.deepEqual(
    selectFeeds('qc-tools-updates, 3d-processor-updates').map((f) => f.route),
    ['3d-processor-updates', 'qc-tools-updates'],
  );
  assert.throws(() => selectFeeds('no-such-feed'), /unknown feed\(s\): no-such-feed/);
});

test('pickLatest returns the newest listed post of each feed and skips empty feeds', () => {
  const refs = feeds.slice(0, 3).map(({id, route, title, product}) => ({id, route, title, product}));
  const posts: Record<string, BlogPost[]> = {
    [refs[0]!.id]: [
      post('old', '2024-01-01'),
      post('new', '2025-02-01'),
      post('hidden', '2026-01-01', {unlisted: true}),
    ],
    [refs[1]!.id]: [],
    [refs[2]!.id]: [post('only', '2023-05-05')],
  };
  const latest = pickLatest(refs, (id) => posts[id] ?? []);
  assert.deepEqual(
    latest.map((r) => [r.feedId, r.title]),
    [
      [refs[0]!.id, 'new'],
      [refs[2]!.id, 'only'],
    ],
  );
  assert.equal(latest[0]!.date, '2025-02-01T00:00:00.000Z');
});

test('only docs generated from the OpenAPI specs use the API item component', () => {
  assert.equal(isApiDoc('api/rapidpipeline_v2/get-token'), true);
  assert.equal(isApiDoc('rapidpipeline-cloud-tutorials/api-token-setup'), false);
  assert.equal(isApiDoc('componentDocs/api-notes'), false);
});

test('a malformed spec is reported with its file name and the problem', () => {
  assert.match(
    checkSpecText('openapi: 3.0.3\ninfo: [unclosed', 'api-specs/broken.yaml')[0]!,
    /^api-specs\/broken\.yaml: not valid YAML/,
  );
  const missing = checkSpecText('openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\n', 'x.yaml');
  assert.deepEqual(missing, ['x.yaml: "paths" is missing or empty']);
  const noSummary = checkSpecText(
    'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    get:\n      operationId: a\n      responses: {}\n',
    'y.yaml',
  );
  assert.deepEqual(noSummary, ['y.yaml: GET /a has no "summary" (it names the page)']);
});
