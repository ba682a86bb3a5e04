/**
 * Search settings: one interface (the DocSearch modal and the /search page of
 * @docusaurus/theme-search-algolia), two backends.
 *
 * - Algolia mode: ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME
 *   are given at build time (or SEARCH_MODE=algolia); the modal talks to Algolia.
 *   Missing or empty values stop the build with the search client's own wording
 *   ('appId is missing', 'apiKey is missing'), unless SEARCH_FALLBACK=embedded,
 *   which builds the embedded search instead.
 * - Embedded mode (the default): the build writes an index of the site's pages
 *   (src/plugins/search) and the browser answers in Algolia's response
 *   shape. No request leaves the site.
 */
import type {PluginConfig, PluginModule} from '@docusaurus/types';
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import searchIndex, {type SearchIndexOptions} from '../src/plugins/search';
import type {SearchPreload} from '../src/plugins/search/client/constants';
import {recordOptions} from './search-records';

type Env = Record<string, string | undefined>;

export type SearchMode = 'algolia' | 'embedded';

export interface ResolvedSearch {
  mode: SearchMode;
  appId: string;
  apiKey: string;
  indexName: string;
  /** Why Algolia mode fell back to the embedded search, if it did. */
  fallbackReason?: string;
}

export class SearchConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchConfigError';
  }
}

/** Names the local index in embedded mode (the theme requires non-empty values); nothing is sent anywhere. */
export const EMBEDDED_CREDENTIALS = {
  appId: 'EMBEDDED',
  apiKey: 'embedded-search',
  indexName: 'rapidpipeline-docs',
} as const;

/** A variable that takes one of `allowed` (trimmed, any case), or undefined when unset or empty. */
function envChoice<T extends string>(env: Env, name: string, allowed: readonly T[]): T | undefined {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new SearchConfigError(
      `${name} must be ${allowed.map((choice) => `"${choice}"`).join(' or ')}, not "${env[name]}".`,
    );
  return value as T;
}

/**
 * Decides the search backend from the environment. Algolia mode is chosen when
 * any ALGOLIA_* variable is defined (even empty: an empty secret in CI is a
 * mistake to report, not a reason to switch backends silently).
 */
export function resolveSearch(env: Env): ResolvedSearch {
  const raw = {
    appId: env.ALGOLIA_APP_ID,
    apiKey: env.ALGOLIA_SEARCH_API_KEY,
    indexName: env.ALGOLIA_INDEX_NAME,
  };
  const requested = envChoice(env, 'SEARCH_MODE', ['algolia', 'embedded']);
  const anyAlgolia = Object.values(raw).some((value) => value !== undefined);
  const embedded: ResolvedSearch = {mode: 'embedded', ...EMBEDDED_CREDENTIALS};
  if (requested === 'embedded' || (!requested && !anyAlgolia)) return embedded;

  const appId = raw.appId?.trim() ?? '';
  const apiKey = raw.apiKey?.trim() ?? '';
  const indexName = raw.indexName?.trim() ?? '';
  const problems = [
    !appId && 'appId is missing (set ALGOLIA_APP_ID)',
    !apiKey && 'apiKey is missing (set ALGOLIA_SEARCH_API_KEY, the search-only key)',
    !indexName && 'indexName is missing (set ALGOLIA_INDEX_NAME)',
  ].filter((problem): problem is string => Boolean(problem));
  if (problems.length === 0) return {mode: 'algolia', appId, apiKey, indexName};

  const reason = `Algolia search is configured but ${problems.join('; ')}.`;
  if (env.SEARCH_FALLBACK?.trim().toLowerCase() === 'embedded') return {...embedded, fallbackReason: reason};
  throw new SearchConfigError(
    `[search] ${reason} Set all three variables, unset them all for the embedded search, or set SEARCH_FALLBACK=embedded to fall back to it.`,
  );
}

export const search = resolveSearch(process.env);
if (search.fallbackReason) {
  console.warn(`[search] ${search.fallbackReason} Falling back to the embedded search (SEARCH_FALLBACK=embedded).`);
}
export const searchMode: SearchMode = search.mode;

/** Result paths are rewritten through this rule (e.g. SEARCH_PATH_FROM=/old-docs/ SEARCH_PATH_TO=/docs/). */
const replaceSearchResultPathname = {
  from: process.env.SEARCH_PATH_FROM?.trim() || '/docs/',
  to: process.env.SEARCH_PATH_TO?.trim() || '/docs/',
};

export const algolia = {
  appId: search.appId,
  apiKey: search.apiKey,
  indexName: search.indexName,
  contextualSearch: true,
  searchPagePath: 'search',
  // The product website and the web app (not this site, docs.rapidpipeline.com) open as external pages.
  externalUrlRegex: '^https?://(?!docs\\.rapidpipeline\\.com)([\\w-]+\\.)*(rapidpipeline|rapidcompact)\\.com(/|$)',
  replaceSearchResultPathname,
  insights: false,
  placeholder: 'Search docs',
  // The spec's wording (DocSearch 4's own defaults differ, e.g. "No results found for").
  translations: {
    button: {buttonText: 'Search', buttonAriaLabel: 'Search'},
    modal: {
      startScreen: {
        recentSearchesTitle: 'Recent',
        noRecentSearchesText: 'No recent searches',
        saveRecentSearchButtonTitle: 'Save this search',
        removeRecentSearchButtonTitle: 'Remove this search from history',
        favoriteSearchesTitle: 'Favorite',
        removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
      },
      errorScreen: {titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.'},
      noResultsScreen: {
        noResultsText: 'No results for',
        suggestedQueryText: 'Try searching for',
        reportMissingResultsText: 'Believe this query should return results?',
        reportMissingResultsLinkText: 'Let us know.',
      },
    },
  },
} satisfies AlgoliaThemeConfig['algolia'];

/**
 * When the embedded search starts loading: SEARCH_PRELOAD=idle also starts it once every page is idle, so that
 * the first search finds the engine built, at the cost of the index download for every reader (see SearchPreload).
 */
export function resolvePreload(env: Env): SearchPreload {
  return envChoice<SearchPreload>(env, 'SEARCH_PRELOAD', ['intent', 'idle']) ?? 'intent';
}

export const searchIndexOptions: SearchIndexOptions = {
  mode: search.mode,
  preload: resolvePreload(process.env),
  ...recordOptions,
};

/** The local plugin that builds the embedded index (and serves it under `npm start`). */
const searchIndexModule: PluginModule = (context, options) => searchIndex(context, options as SearchIndexOptions);
export const searchIndexPlugin: PluginConfig = [searchIndexModule, searchIndexOptions];
