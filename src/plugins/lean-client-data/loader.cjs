// @ts-check
/**
 * Rspack loader for three files Docusaurus generates into every page's main.js (client build only).
 * Each transform leaves its input unchanged when it does not recognise the file's shape.
 */
/** Site-config keys that only the Node side reads: plugin, preset and theme options. */
const serverOnlyConfigKeys = ['plugins', 'presets', 'themes'];

const registryEntry = /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ /gm;

/**
 * Short chunk names for the registry's 8-hex-digit ones: `r` and the entry's index in base 36. The
 * names are registry keys, values of routesChunkNames and (for prefetching) webpack chunk names, so
 * both files and the runtime's name maps carry them; the letter keeps them apart from numeric chunk ids.
 * @param {string} registrySource
 */
function shortChunkNames(registrySource) {
  const names = [...registrySource.matchAll(registryEntry)].map((match) => match[2]);
  return new Map(names.map((name, index) => [name, `r${index.toString(36)}`]));
}

/**
 * `@generated/registry`: each entry is `"name": [() => import(/* webpackChunkName: "name" *\/ "module
 * path"), "module path", require.resolveWeak(...)]`. The second path only names the module for server
 * rendering (react-loadable's Capture): the browser never reads it. Names become short ones.
 * @param {string} source
 */
function leanRegistry(source) {
  const names = shortChunkNames(source);
  return source
    .replace(/\),\s*"(?:[^"\\]|\\.)*",(\s*require\.resolveWeak\()/g, '), ""' + ',$1')
    .replace(registryEntry, (entry, indent, name) => {
      const short = names.get(name);
      return `${indent}"${short}": [() => import(/* webpackChunkName: "${short}" */ `;
    });
}

/**
 * `@generated/routesChunkNames`: route key to the registry names of its modules, nested.
 * @param {string} source
 * @param {string} registrySource
 */
function shortenRouteChunkNames(source, registrySource) {
  const names = shortChunkNames(registrySource);
  if (names.size === 0) return source;
  /** @param {unknown} value @returns {unknown} */
  const rename = (value) => {
    if (typeof value === 'string') return names.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, rename(child)]));
    return value;
  };
  try {
    return JSON.stringify(rename(JSON.parse(source)));
  } catch {
    return source;
  }
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
 * @typedef {(error: Error | null, content?: string) => void} Callback
 * @this {{resourcePath: string, addDependency(file: string): void, async(): Callback, emitWarning(error: Error): void,
 *   fs: {readFile(file: string, done: (error: Error | null, content?: Buffer) => void): void}}}
 * @param {string} source
 */
function leanClientDataLoader(source) {
  const file = this.resourcePath.replace(/^.*[\\/]/, '');
  // A Docusaurus upgrade may change these files' shape: say so rather than lose the saving silently.
  const checked = (/** @type {string} */ lean) => {
    if (lean === source)
      this.emitWarning(new Error(`lean-client-data: ${file} has a shape this loader does not know; it is left whole.`));
    return lean;
  };
  if (file === 'registry.js') return checked(leanRegistry(source));
  if (file === 'docusaurus.config.mjs') return checked(pruneSiteConfig(source));
  if (file !== 'routesChunkNames.json') return source;
  // The short names come from the registry, generated next to this file.
  const registry = `${this.resourcePath.slice(0, -file.length)}registry.js`;
  this.addDependency(registry);
  const done = this.async();
  this.fs.readFile(registry, (error, content) =>
    error ? done(error) : done(null, checked(shortenRouteChunkNames(source, String(content)))),
  );
  return undefined;
}

module.exports = leanClientDataLoader;
module.exports.leanRegistry = leanRegistry;
module.exports.shortenRouteChunkNames = shortenRouteChunkNames;
module.exports.pruneSiteConfig = pruneSiteConfig;
module.exports.serverOnlyConfigKeys = serverOnlyConfigKeys;
