/**
 * Swaps two libraries of the OpenAPI theme's API explorer for smaller,
 * CSP-compatible stand-ins, in the client and the server bundle alike (so the
 * server-rendered HTML and hydration agree):
 *
 * - `react-live` (request-body editor): its LiveProvider evaluates the editor's
 *   text with `new Function`, which the site's Content-Security-Policy forbids,
 *   and bundles the sucrase compiler; ./react-live.tsx edits and highlights only.
 * - `crypto-js` (imported whole for one SHA1 call): ./crypto-js.js exposes SHA1.
 * - `rehype-raw` (raw HTML in descriptions, with the parse5 HTML parser): the specs
 *   have none, so ./rehype-raw.js leaves the Markdown tree as it is.
 * - `pako` (imported whole for one `ungzip` call): ./pako.js is its inflate-only build.
 * - `@docusaurus/BrowserOnly`, in the parameters and body schemas only: ./browser-only.tsx renders them on the
 *   server as well, so the page's HTML holds them (src/components/DocItemOrApiItem/ServerRenderedPart.tsx).
 * - `@docusaurus/useIsBrowser`, in ApiTabs only: ./tabs-key.ts keeps its tabs' key, so they are not mounted again
 *   after hydration.
 *
 * Only requests from inside docusaurus-theme-openapi-docs (or the named folders of it) are swapped.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The importer's folder must be inside the OpenAPI theme. */
export const themeContext = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme/;

/** The theme's components whose BrowserOnly is swapped: the operation's parameters and body schemas. */
export const serverRenderedContext =
  /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema)$/;

/** ApiTabs, whose only use of useIsBrowser is its tabs' key. */
export const apiTabsContext = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiTabs$/;

export const shims: readonly {request: RegExp; stub: string; context: RegExp}[] = [
  {request: /^react-live$/, stub: 'react-live.tsx', context: themeContext},
  {request: /^crypto-js$/, stub: 'crypto-js.js', context: themeContext},
  {request: /^rehype-raw$/, stub: 'rehype-raw.js', context: themeContext},
  {request: /^pako$/, stub: 'pako.js', context: themeContext},
  {request: /^@docusaurus\/BrowserOnly$/, stub: 'browser-only.tsx', context: serverRenderedContext},
  {request: /^@docusaurus\/useIsBrowser$/, stub: 'tabs-key.ts', context: apiTabsContext},
];

export default function apiBundleShimsPlugin(): Plugin {
  return {
    name: 'api-bundle-shims',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: shims.map(
          ({request, stub, context}) =>
            new NormalModuleReplacementPlugin(request, (resource: {request: string; context?: string}) => {
              if (resource.context && context.test(resource.context)) resource.request = path.join(__dirname, stub);
            }),
        ),
      };
    },
  };
}
