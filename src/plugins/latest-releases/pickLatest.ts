import type {BlogPost} from '@docusaurus/plugin-content-blog';

export interface FeedRef {
  id: string;
  route: string;
  title: string;
  product: string;
}

export interface LatestRelease {
  feedId: string;
  feedRoute: string;
  feedTitle: string;
  product: string;
  title: string;
  /** Full path including the base URL. */
  permalink: string;
  /** ISO date string. */
  date: string;
  description: string;
}

/**
 * The newest post of each feed, in the feeds' own order. A feed without
 * posts is left out rather than shown empty.
 */
export function pickLatest(
  feeds: readonly FeedRef[],
  postsOf: (feedId: string) => readonly BlogPost[],
): LatestRelease[] {
  const result: LatestRelease[] = [];
  for (const feed of feeds) {
    const posts = postsOf(feed.id).filter((post) => !post.metadata.unlisted);
    if (posts.length === 0) continue;
    const newest = posts.reduce((a, b) => (new Date(b.metadata.date) > new Date(a.metadata.date) ? b : a));
    result.push({
      feedId: feed.id,
      feedRoute: feed.route,
      feedTitle: feed.title,
      product: feed.product,
      title: newest.metadata.title,
      permalink: newest.metadata.permalink,
      date: new Date(newest.metadata.date).toISOString(),
      description: newest.metadata.description,
    });
  }
  return result;
}
