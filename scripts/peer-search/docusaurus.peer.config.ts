/**
 * The same site with @easyops-cn/docusaurus-search-local instead of this
 * site's search, for the side-by-side benchmark (scripts/bench-search.ts).
 *
 * Used ONLY in a scratch copy of the site where that plugin was installed
 * with `npm install --no-save` (see scripts/peer-search/README.md); it is
 * never a dependency of this repository. The bench builds the scratch copy
 * with `docusaurus build --config scripts/peer-search/docusaurus.peer.config.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import siteConfig from '../../docusaurus.config';
import {feeds} from '../../config/feeds';
import {searchIndexPlugin} from '../../config/search';

/** Feeds that have posts (the plugin warns about empty folders). */
const blogFeeds = feeds.filter((feed) => fs.existsSync(path.join(__dirname, '..', '..', feed.folder)));

const themeConfig = {...(siteConfig.themeConfig as Record<string, unknown>)};
delete themeConfig.algolia;

const config: Config = {
  ...siteConfig,
  plugins: (siteConfig.plugins ?? []).filter((plugin) => (plugin as PluginConfig) !== searchIndexPlugin),
  themes: [
    ...(siteConfig.themes ?? []),
    [
      // Its index generation is timed from its own debug log (DEBUG=search-local:info).
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexDocs: true,
        docsRouteBasePath: 'docs',
        indexBlog: true,
        blogRouteBasePath: blogFeeds.map((feed) => feed.route),
        blogDir: blogFeeds.map((feed) => feed.folder),
        indexPages: false,
        language: ['en'],
        explicitSearchResultPath: true,
      },
    ],
  ],
  themeConfig,
};

export default config;
