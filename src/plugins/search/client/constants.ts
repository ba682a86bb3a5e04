/** Limits of the search modal from the spec, which DocSearch 4 does not expose as options. */

/** The modal's input takes at most this many characters (DocSearch 4 allows 512). */
export const MODAL_MAX_QUERY_LENGTH = 64;
/** Words per snippet: 10, or 5 on screens up to 768 px wide (DocSearch 4 uses 15 everywhere). */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_NARROW = 5;
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

/** The modal's `attributesToSnippet`: every heading level and the text, each cut to `words` words. */
export const snippetAttributes = (words: number): string[] => [
  ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}:${words}`),
  `content:${words}`,
];

/** Name of the local plugin, and so the key of its global data. */
export const SEARCH_PLUGIN_NAME = 'search-index';

/**
 * When the embedded search starts loading: at the reader's first sign of searching, or once the page is idle for
 * a reader who searched here lately (`intent`, the default, see returning.ts), or also once every page is idle for
 * every reader (`idle`: the first search finds the engine built, and every reader downloads the index and the
 * engine, about 220 KB gzip).
 */
export type SearchPreload = 'intent' | 'idle';

export interface SearchGlobalData {
  mode: 'algolia' | 'embedded';
  /** Index file relative to the base URL (`search/index-<build>.json`); null in Algolia mode. */
  indexPath: string | null;
  /** The DocSearch modal's stylesheet relative to the base URL, loaded when the modal first opens (both modes). */
  modalStylesheet: string;
  preload: SearchPreload;
}

/** Where "Believe this query should return results? Let us know." writes to (the product's support address). */
export const MISSING_RESULTS_EMAIL = 'info@dgg3d.com';

export function missingResultsUrl({query}: {query: string}): string {
  const subject = `Documentation search: no results for "${query}"`;
  const body = `I searched the documentation for "${query}" and expected to find: `;
  return `mailto:${MISSING_RESULTS_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
