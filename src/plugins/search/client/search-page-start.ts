/**
 * A client module (every page, a few lines): on the search page it asks for the lite client at once, as the
 * site's main script runs. The lite client starts the worker and the index when it loads (lite-client.ts); as
 * part of the page's own code it arrived about 300 ms later, after the route's chunks.
 */
import siteConfig from '@generated/docusaurus.config';

const searchPagePath = (siteConfig.themeConfig.algolia as {searchPagePath?: string | false} | undefined)
  ?.searchPagePath;

if (
  typeof window !== 'undefined' &&
  searchPagePath &&
  window.location.pathname.replace(/\/$/, '') === `${siteConfig.baseUrl}${searchPagePath}`.replace(/\/+/g, '/')
)
  void import('./lite-client');
