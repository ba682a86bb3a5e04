/**
 * Exposes the newest post of every release feed as global data, so the
 * landing page and product overview docs can show "latest release" without
 * importing the blog plugins' (large) content.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {pickLatest, type FeedRef, type LatestRelease} from './pickLatest';

export interface Options {
  feeds: FeedRef[];
}

export type {LatestRelease};

function assertOptions(raw: unknown): asserts raw is Options {
  const feeds = (raw as Partial<Options> | undefined)?.feeds;
  if (!Array.isArray(feeds)) throw new Error('latest-releases: options.feeds must be an array of feeds');
}

export default function latestReleasesPlugin(_context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  return {
    name: 'latest-releases',
    async allContentLoaded({allContent, actions}) {
      const blogInstances = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<
        string,
        BlogContent | undefined
      >;
      const latest: LatestRelease[] = pickLatest(options.feeds, (feedId) => blogInstances[feedId]?.blogPosts ?? []);
      actions.setGlobalData({latest});
    },
  };
}
