/**
 * The stand-ins of src/plugins/api-bundle-shims change nothing a reader sees: the OpenAPI theme's
 * Markdown component still imports what is swapped, and the specs' descriptions hold no raw HTML
 * that rehype-raw would have rendered.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {specDescriptions} from './lib/spec-descriptions';
import {apiTabsContext, serverRenderedContext, shims, themeContext} from '../../src/plugins/api-bundle-shims';

const root = path.join(__dirname, '..', '..');
const markdownComponent = path.join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js');

function rawHtmlIn(markdown: string): string[] {
  const found: string[] = [];
  const visit = (node: {type: string; value?: string; children?: unknown[]}) => {
    if (node.type === 'html') found.push(node.value ?? '');
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  const processor = unified().use(remarkParse).use(remarkGfm);
  visit(processor.runSync(processor.parse(markdown)));
  return found;
}

test('the theme Markdown component imports rehype-raw from a folder the shim applies to', () => {
  assert.ok(shims.some(({request}) => request.test('rehype-raw')));
  assert.match(path.dirname(markdownComponent), themeContext);
  assert.match(fs.readFileSync(markdownComponent, 'utf8'), /from "rehype-raw"/);
});

test('no description of either API spec holds raw HTML (rehype-raw is left out of the API pages)', () => {
  const problems = specDescriptions(root).flatMap(({where, text}) =>
    rawHtmlIn(text).map((html) => `${where}: ${html}`),
  );
  assert.deepEqual(problems, []);
});

test('the pako stand-in decompresses what pako compresses, and the theme uses pako for nothing else', async () => {
  const apiItemFolder = path.join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem');
  const apiItem = fs.readFileSync(path.join(apiItemFolder, 'index.js'), 'utf8');
  assert.match(apiItemFolder, themeContext);
  assert.match(apiItem, /require\("pako"\)/);
  assert.deepEqual(new Set([...apiItem.matchAll(/pako_1\.(\w+)/g)].map((match) => match[1])), new Set(['ungzip']));
  assert.ok(shims.some(({request, stub}) => request.test('pako') && stub === 'pako.js'));
  const {gzip} = (await import('pako')) as {gzip: (data: Uint8Array) => Uint8Array};
  const {ungzip} = (await import('../../src/plugins/api-bundle-shims/pako.js')) as {
    ungzip: (data: Uint8Array) => Uint8Array;
  };
  const operation = JSON.stringify({method: 'post', path: '/api/v2/rawmodel/optimize/{id}', note: 'ü'.repeat(500)});
  const packed = gzip(new TextEncoder().encode(operation));
  assert.equal(new TextDecoder().decode(ungzip(packed)), operation);
  // The page renders again when hydration ends: the same bytes in a new array give the same operation, and
  // other bytes give theirs.
  assert.equal(new TextDecoder().decode(ungzip(Uint8Array.from(packed))), operation);
  const other = JSON.stringify({method: 'get', path: '/api/v2/rapidmodel/{id}'});
  assert.equal(new TextDecoder().decode(ungzip(gzip(new TextEncoder().encode(other)))), other);
  assert.equal(new TextDecoder().decode(ungzip(packed)), operation);
});

test('BrowserOnly renders everywhere in the parameters and body schemas, and nowhere else in the theme', () => {
  const theme = path.join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme');
  const shim = shims.find(({request}) => request.test('@docusaurus/BrowserOnly'));
  assert.ok(shim);
  const importers = fs
    .readdirSync(theme, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .filter((file) => fs.readFileSync(path.join(theme, file), 'utf8').includes('require("@docusaurus/BrowserOnly")'))
    .map((file) => path.dirname(path.join(theme, file)));
  const swapped = importers.filter((folder) => shim.context.test(folder)).map((folder) => path.basename(folder));
  assert.deepEqual(swapped.sort(), ['ParamsDetails', 'RequestSchema', 'ResponseSchema']);
  // The explorer (ApiItem, MethodEndpoint) keeps the theme's BrowserOnly.
  assert.ok(importers.some((folder) => path.basename(folder) === 'ApiItem' && !serverRenderedContext.test(folder)));
});

test("ApiTabs uses useIsBrowser only as its tabs' key, and the tabs apply a stored choice in a layout effect", () => {
  const theme = path.join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme');
  const apiTabs = fs.readFileSync(path.join(theme, 'ApiTabs/index.js'), 'utf8');
  assert.match(path.join(theme, 'ApiTabs'), apiTabsContext);
  assert.ok(shims.some(({request, context}) => request.test('@docusaurus/useIsBrowser') && context === apiTabsContext));
  const uses = apiTabs
    .split('\n')
    .filter((line) => /\bisBrowser\b/.test(line))
    .map((line) => line.trim());
  assert.deepEqual(uses, ['const isBrowser = (0, useIsBrowser_1.default)();', 'key: String(isBrowser),']);
  const tabsUtils = fs.readFileSync(path.join(theme, 'utils/tabsUtils.js'), 'utf8');
  assert.match(
    tabsUtils,
    /useIsomorphicLayoutEffect_1\.default\)\(\(\) => \{\s*if \(valueToSync\) \{\s*setSelectedValue\(valueToSync\);/,
  );
});
