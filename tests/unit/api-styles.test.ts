import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {importStylesheets, linkStylesheet, withoutGlobalStyles} from '../../src/plugins/api-styles';

test('the theme keeps everything but its global client modules, which are handed back', () => {
  const {theme, stylesheets} = withoutGlobalStyles({
    name: 'docusaurus-theme-openapi',
    getClientModules: () => ['/t/styles.scss'],
    getThemePath: () => '/t',
  });
  assert.equal(theme.getClientModules, undefined);
  assert.equal(theme.getThemePath?.(), '/t');
  assert.deepEqual(stylesheets, ['/t/styles.scss']);
});

test('only MDX files inside the API folders import the stylesheet', () => {
  const transform = importStylesheets({folders: ['/site/docs/api/v2'], stylesheets: ['/t/styles.scss']})();
  const run = (file: string) => {
    const tree = {type: 'root', children: []} as Root;
    transform(tree, {path: file} as VFile);
    return tree.children as unknown as Array<{type: string; value: string}>;
  };
  assert.deepEqual(
    run(path.join('/site/docs/api/v2', 'optimize.api.mdx')).map((node) => [node.type, node.value]),
    [['mdxjsEsm', 'import "/t/styles.scss";']],
  );
  assert.deepEqual(run('/site/docs/api/v2-other/page.mdx'), []);
  assert.deepEqual(run('/site/docs/intro.md'), []);
});

test('the stylesheet is linked right after the page stylesheet, once', () => {
  const html = '<head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/m.js></script></head>';
  const once = linkStylesheet(html, '/assets/css/api-styles.2.css');
  assert.equal(
    once,
    '<head><link rel=stylesheet href=/assets/css/styles.1.css /><link rel=stylesheet href=/assets/css/api-styles.2.css><script src=/m.js></script></head>',
  );
  assert.equal(linkStylesheet(once, '/assets/css/api-styles.2.css'), once);
  assert.equal(linkStylesheet('<head></head>', '/a.css'), '<head><link rel=stylesheet href=/a.css></head>');
});
