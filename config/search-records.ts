/**
 * How pages become search records, shared by the build (src/plugins/search-index),
 * the Algolia push (scripts/search-push.ts) and the benchmark. No environment here:
 * importing it never needs search credentials.
 */
import type {PageRank} from '../src/plugins/search/build/build-index';
import {feeds} from './feeds';

export const recordOptions: {blogTitles: Record<string, string>; pageRanks: PageRank[]; versionedPages: string} = {
  // Release notes are grouped under their feed's title in the results.
  blogTitles: Object.fromEntries(feeds.map((feed) => [feed.id, feed.title])),
  // Among equal matches, the legacy RapidCompact pages come after the current ones.
  pageRanks: [
    {path: '^docs/api/rapidcompact_v1/', rank: -1},
    {path: '^docs/category/rapidcompact-v1-api', rank: -1},
    {path: '^docs/componentDocs/legacy/', rank: -1},
    {path: '^rapidcompact-cli-updates/', rank: -2},
    // Release notes answer "what changed"; among equal matches the guide comes first.
    ...feeds.map((feed) => ({path: `^${feed.route}/`, rank: -1})),
  ],
  // Schema reference versions: a section is indexed once, on the newest version that has it unchanged.
  versionedPages: '^(docs/componentDocs/\\w+/\\w+-schema-settings)-v(\\d+(?:\\.\\d+)*)$',
};
