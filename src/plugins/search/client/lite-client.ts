/**
 * Stands in for `algoliasearch/lite` in embedded mode (a bundler alias set by
 * the search plugin). The theme's /search page calls
 * `liteClient(appId, apiKey)` and drives the result with algoliasearch-helper;
 * this client answers from the site's own index in Algolia's response shape.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {createEmbeddedClient, loadIndex, siteUrlFor, type LiteClientLike} from './client';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from './constants';

const data = globalData[SEARCH_PLUGIN_NAME]?.default as SearchGlobalData | undefined;

function loadEngine() {
  return data?.indexPath
    ? loadIndex(`${siteConfig.baseUrl}${data.indexPath}`)
    : Promise.reject(new Error('The embedded search index is not configured.'));
}

// Only the search page imports this module, and the browser runs it with the page's code, before React hydrates
// the page and the page sends its first query: the worker, the index and the engine get ready meanwhile. A load
// that fails here is forgotten (loadIndex) and the page's first query tries again, showing the error if it fails.
if (typeof window !== 'undefined' && data?.indexPath) loadEngine().catch(() => {});

export function liteClient(appId: string, apiKey: string): LiteClientLike {
  // The same checks (and words) as Algolia's client.
  if (!appId || typeof appId !== 'string') throw new Error('`appId` is missing.');
  if (!apiKey || typeof apiKey !== 'string') throw new Error('`apiKey` is missing.');
  const origin = typeof window === 'undefined' ? siteConfig.url : window.location.origin;
  return createEmbeddedClient({appId, apiKey, loadEngine, urlFor: siteUrlFor(origin, siteConfig.baseUrl)});
}

export default liteClient;
