/**
 * Stands in for `algoliasearch/lite` in embedded mode (a bundler alias set by
 * src/plugins/search-index). The theme's /search page calls
 * `liteClient(appId, apiKey)` and drives the result with algoliasearch-helper;
 * this client answers from the site's own index in Algolia's response shape.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {createEmbeddedClient, loadIndex, siteUrlFor, type LiteClientLike} from './client';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from './constants';

export function liteClient(appId: string, apiKey: string): LiteClientLike {
  // The same checks (and words) as Algolia's client.
  if (!appId || typeof appId !== 'string') throw new Error('`appId` is missing.');
  if (!apiKey || typeof apiKey !== 'string') throw new Error('`apiKey` is missing.');
  const data = globalData[SEARCH_PLUGIN_NAME]?.default as SearchGlobalData | undefined;
  const baseUrl = siteConfig.baseUrl;
  const origin = typeof window === 'undefined' ? siteConfig.url : window.location.origin;
  return createEmbeddedClient({
    appId,
    apiKey,
    loadEngine: () =>
      data?.indexPath
        ? loadIndex(`${baseUrl}${data.indexPath}`)
        : Promise.reject(new Error('The embedded search index is not configured.')),
    urlFor: siteUrlFor(origin, baseUrl),
  });
}

export default liteClient;
