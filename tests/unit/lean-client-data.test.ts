/**
 * The client-only loader of src/plugins/lean-client-data drops what the browser never reads from the
 * route registry and the site config, gives registry and routes the same short chunk names, and
 * leaves a file of any other shape untouched.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import loader from '../../src/plugins/lean-client-data/loader.cjs';

const {leanRegistry, pruneSiteConfig, serverOnlyConfigKeys, shortenRouteChunkNames} = loader;

const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/a \\"quoted\\".md"), "@site/docs/a \\"quoted\\".md", require.resolveWeak("@site/docs/a \\"quoted\\".md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};
`;

test('registry entries keep their loader and webpack id, with a short chunk name and no module name', () => {
  const lean = leanRegistry(registry);
  assert.equal(
    lean.split('\n')[2],
    '  "r1": [() => import(/* webpackChunkName: "r1" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
  );
  assert.match(
    lean,
    /"r0": \[\(\) => import\(\/\* webpackChunkName: "r0" \*\/ "@site\/docs\/a \\"quoted\\"\.md"\), "", require\.resolveWeak\(/,
  );
});

test('routes name the same short chunk names as the registry, nested values included', () => {
  const routes = JSON.stringify({
    '/docs/a-123': {__comp: '17896441', content: '0058b4c6', items: [{content: '0058b4c6'}], other: 'unknown'},
  });
  assert.deepEqual(JSON.parse(shortenRouteChunkNames(routes, registry)), {
    '/docs/a-123': {__comp: 'r1', content: 'r0', items: [{content: 'r0'}], other: 'unknown'},
  });
});

test('the site config loses plugin, preset and theme options and keeps what the theme reads', () => {
  const config = {
    title: 'T',
    baseUrl: '/',
    plugins: [['@docusaurus/plugin-content-blog', {id: 'feed'}]],
    presets: [['classic', {}]],
    themes: ['x'],
    themeConfig: {navbar: {title: 'T'}},
  };
  const source = `/* generated */\nexport default ${JSON.stringify(config, null, 2)};\n`;
  const pruned = pruneSiteConfig(source);
  const value = JSON.parse(/export default (.*);/.exec(pruned)![1]!) as Record<string, unknown>;
  for (const key of serverOnlyConfigKeys) assert.equal(key in value, false, key);
  assert.deepEqual(value, {title: 'T', baseUrl: '/', themeConfig: {navbar: {title: 'T'}}});
  assert.ok(pruned.startsWith('/* generated */\n'));
});

test('a file of another shape passes unchanged', () => {
  const other = 'export default function config() { return {plugins: []}; }\n';
  assert.equal(pruneSiteConfig(other), other);
  assert.equal(leanRegistry(other), other);
  assert.equal(shortenRouteChunkNames(other, other), other);
});
