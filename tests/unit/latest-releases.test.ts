import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {feeds} from '../../config/feeds';
import {pickLatest} from '../../src/plugins/latest-releases/pickLatest';

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
