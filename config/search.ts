/**
 * Search settings. Algolia answers when ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY
 * and ALGOLIA_INDEX_NAME are set at build time; otherwise the embedded engine
 * (src/search/) answers in Algolia's own response shape.
 */
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';

const env = process.env;

export const algoliaCredentials = {
  appId: env.ALGOLIA_APP_ID?.trim() ?? '',
  apiKey: env.ALGOLIA_SEARCH_API_KEY?.trim() ?? '',
  indexName: env.ALGOLIA_INDEX_NAME?.trim() ?? '',
};

export const searchMode: 'algolia' | 'embedded' =
  algoliaCredentials.appId || algoliaCredentials.apiKey || algoliaCredentials.indexName ? 'algolia' : 'embedded';

export const algolia = {
  // In embedded mode these name the local index; no request leaves the site.
  appId: algoliaCredentials.appId || 'EMBEDDED',
  apiKey: algoliaCredentials.apiKey || 'embedded-search',
  indexName: algoliaCredentials.indexName || 'rapidpipeline-docs',
  contextualSearch: true,
  searchPagePath: 'search',
  externalUrlRegex: 'rapidpipeline\\.com/(?!docs)|rapidcompact\\.com',
  replaceSearchResultPathname: {from: '/docs/', to: '/docs/'},
  insights: false,
  placeholder: 'Search docs',
  translations: {button: {buttonText: 'Search', buttonAriaLabel: 'Search'}},
} satisfies AlgoliaThemeConfig['algolia'];
