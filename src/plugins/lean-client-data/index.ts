/**
 * Keeps the route and config data every page loads in main.js small: no module paths in the route
 * registry, short chunk names, no plugin options in the site config (see ./loader.cjs).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const loader = path.join(__dirname, 'loader.cjs');

export default function leanClientDataPlugin(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  return {
    name: 'lean-client-data',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        // Rspack's persistent cache must notice a change to the loader, as it does to the config.
        experiments: {cache: {type: 'persistent', buildDependencies: [loader]}},
        module: {
          rules: [
            {
              test: ['registry.js', 'routesChunkNames.json', 'docusaurus.config.mjs'].map(generated),
              enforce: 'pre',
              use: [{loader}],
            },
          ],
        },
      };
    },
  };
}
