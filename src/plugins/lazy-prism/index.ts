/**
 * Keeps Prism (prism-react-renderer and the site's extra languages) out of the script every page loads. The
 * classic theme registers the extra languages from a client module, which puts Prism in main.js; in the browser
 * bundle that module is replaced by an empty one, and every import of prism-react-renderer gets ./prism.ts
 * instead, which registers the languages the first time any code block (the theme's or the API reference's)
 * loads Prism. The server bundle is unchanged, so the server still renders highlighted code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The classic theme's client module that registers `prism.additionalLanguages` at startup. */
export const themeLanguagesModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
export const prismRequest = /^prism-react-renderer$/;

const prismModule = path.join(__dirname, 'prism.ts');
const emptyModule = path.join(__dirname, 'no-startup-languages.ts');

type Resource = {request: string; context?: string};

/** Where a request goes in the browser bundle: undefined leaves it as it is. */
export function replacement({request, context}: Resource): string | undefined {
  if (themeLanguagesModule.test(request)) return emptyModule;
  // ./prism.ts itself imports the real library.
  if (prismRequest.test(request) && context !== __dirname) return prismModule;
  return undefined;
}

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replace = (resource: Resource) => {
        const target = replacement(resource);
        if (target) resource.request = target;
      };
      return {
        plugins: [
          new NormalModuleReplacementPlugin(themeLanguagesModule, replace),
          new NormalModuleReplacementPlugin(prismRequest, replace),
        ],
      };
    },
    // The theme's module must exist where the pattern looks for it, or Prism would silently stay in main.js.
    async loadContent() {
      const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
      const file = path.join(themeLib, 'prism-include-languages.js');
      if (!fs.existsSync(file)) console.warn(`[lazy-prism] ${file} is missing: Prism stays in every page's script.`);
    },
  };
}
