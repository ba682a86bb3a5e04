/**
 * A client module (every page, a few lines): on the search page it starts the search worker and hands it the
 * index the page's HTML preloads, as the site's main script runs, before React renders the page and its code
 * asks for results (lite-client.ts then takes the worker over).
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from './constants';
import {startSearchEarly} from './worker-start';

const searchPagePath = (siteConfig.themeConfig.algolia as {searchPagePath?: string | false} | undefined)
  ?.searchPagePath;
const data = globalData[SEARCH_PLUGIN_NAME]?.default as SearchGlobalData | undefined;

if (
  typeof window !== 'undefined' &&
  searchPagePath &&
  data?.indexPath &&
  window.location.pathname.replace(/\/$/, '') === `${siteConfig.baseUrl}${searchPagePath}`.replace(/\/+/g, '/')
)
  // The page's HTML preloads the index (preloadIndex in ../index.ts): the page's request takes that download over.
  // The worker searches the page's query once it is ready, so the page's own search of it finds the engine warm.
  startSearchEarly(`${siteConfig.baseUrl}${data.indexPath}`, {
    onPage: true,
    warm: new URLSearchParams(window.location.search).get('q') ?? undefined,
  });
