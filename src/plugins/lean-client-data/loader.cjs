// @ts-check
/**
 * Rspack loader for two files Docusaurus generates into every page's main.js (client build only).
 * Each transform leaves its input unchanged when it does not recognise the file's shape.
 */

/** Site-config keys that only the Node side reads: plugin, preset and theme options. */
const serverOnlyConfigKeys = ['plugins', 'presets', 'themes'];

/**
 * `@generated/registry`: each entry is `[() => import(/* webpackChunkName: "name" *\/ "module path"),
 * "module path", require.resolveWeak(...)]`.
 * - The second path only names the module for server rendering (react-loadable's Capture); the
 *   browser never reads it, and 560 of them are a quarter of the route data.
 * - A chunk name puts the chunk in a name-to-file map in the runtime chunk; unnamed, the file is
 *   found from its numeric id alone.
 * @param {string} source
 */
function leanRegistry(source) {
  return source
    .replace(/\),\s*"(?:[^"\\]|\\.)*",(\s*require\.resolveWeak\()/g, '), ""' + ',$1')
    .replace(/import\(\/\* webpackChunkName: "[^"]*" \*\/ /g, 'import(');
}

/**
 * `@generated/docusaurus.config`: `export default {JSON};`. Plugin options are inlined into it
 * (ten release feeds, the OpenAPI plugin, ...), yet no browser code reads them.
 * @param {string} source
 */
function pruneSiteConfig(source) {
  const match = /export default (\{[\s\S]*\});?\s*$/.exec(source);
  if (!match) return source;
  let config;
  try {
    config = JSON.parse(match[1]);
  } catch {
    return source;
  }
  for (const key of serverOnlyConfigKeys) delete config[key];
  return `${source.slice(0, match.index)}export default ${JSON.stringify(config)};\n`;
}

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 */
function leanClientDataLoader(source) {
  if (/[\\/]registry\.js$/.test(this.resourcePath)) return leanRegistry(source);
  if (/[\\/]docusaurus\.config\.mjs$/.test(this.resourcePath)) return pruneSiteConfig(source);
  return source;
}

module.exports = leanClientDataLoader;
module.exports.leanRegistry = leanRegistry;
module.exports.pruneSiteConfig = pruneSiteConfig;
module.exports.serverOnlyConfigKeys = serverOnlyConfigKeys;
