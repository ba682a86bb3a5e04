import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {replacement} from '../../src/plugins/lazy-prism';

const pluginDir = path.resolve(__dirname, '../../src/plugins/lazy-prism');
const themeModule = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');

test("the theme's startup registration of Prism languages exists where the plugin looks for it", () => {
  assert.ok(fs.existsSync(`${themeModule}.js`));
  assert.equal(replacement({request: themeModule}), path.join(pluginDir, 'no-startup-languages.ts'));
  assert.equal(replacement({request: `${themeModule}.js`}), path.join(pluginDir, 'no-startup-languages.ts'));
});

test('every import of prism-react-renderer gets the one that registers the languages, except its own', () => {
  const themeContent = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme/CodeBlock/Content');
  assert.equal(replacement({request: 'prism-react-renderer', context: themeContent}), path.join(pluginDir, 'prism.ts'));
  assert.equal(replacement({request: 'prism-react-renderer', context: pluginDir}), undefined);
  assert.equal(replacement({request: 'prism-react-renderer/dist/index', context: themeContent}), undefined);
  assert.equal(replacement({request: 'react', context: themeContent}), undefined);
});
