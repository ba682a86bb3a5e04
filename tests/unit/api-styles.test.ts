import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {
  importStylesheets,
  linkStylesheet,
  splitThemeStylesheet,
  withoutGlobalStyles,
} from '../../src/plugins/api-styles';

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

test("the theme's stylesheet splits into the explorer's parts and the rest, every part kept once and found", () => {
  const from = require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss');
  const dir = path.join(os.tmpdir(), 'api-styles-split');
  const source = fs.readFileSync(from, 'utf8');
  const {page, explorer} = splitThemeStylesheet(source, from, dir);
  const uses = (text: string) => [...text.matchAll(/^@use "([^"]+)";$/gm)].map((match) => match[1]!);
  const target = (url: string) => path.basename(url);
  assert.deepEqual(
    [...uses(page), ...uses(explorer)].map(target).sort(),
    [...source.matchAll(/^@use "([^"]+)";$/gm)].map((match) => target(match[1]!)).sort(),
  );
  assert.ok(uses(explorer).map(target).includes('CodeTabs'));
  assert.ok(uses(explorer).every((url) => url.includes('/ApiExplorer/')));
  // The method and path head every operation page; the schemas and tabs render without the explorer.
  for (const part of ['MethodEndpoint', 'SchemaItem', 'ParamsItem', 'ApiTabs', 'CodeSamples'])
    assert.ok(uses(page).map(target).includes(part), part);
  // Every rewritten URL points from `dir` at the theme's partial (Sass finds `_<name>.scss` or `<name>.scss`).
  for (const url of [...uses(page), ...uses(explorer)]) {
    const file = path.resolve(dir, url);
    const candidates = [`${file}.scss`, path.join(path.dirname(file), `_${path.basename(file)}.scss`)];
    assert.ok(
      candidates.some((candidate) => fs.existsSync(candidate)),
      url,
    );
  }
  assert.match(page, /--openapi-required/);
  assert.doesNotMatch(explorer, /--openapi-required/);
});

test('a theme stylesheet without explorer parts stops the build with a message', () => {
  assert.throws(
    () => splitThemeStylesheet('@use "./SchemaItem/SchemaItem";\n', '/x/styles.scss', '/y'),
    /API explorer/,
  );
});
