/**
 * The stand-ins of src/plugins/api-bundle-shims change nothing a reader sees: the OpenAPI theme's
 * Markdown component still imports what is swapped, and the specs' descriptions hold no raw HTML
 * that rehype-raw would have rendered.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {apiSpecs} from '../../config/openapi';
import {shims, themeContext} from '../../src/plugins/api-bundle-shims';

const root = path.join(__dirname, '..', '..');
const markdownComponent = path.join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js');

/** Every `description` string in a parsed spec, with where it is. */
function descriptions(value: unknown, where = ''): {where: string; text: string}[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => descriptions(item, `${where}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'description' && typeof child === 'string'
      ? [{where: `${where}.${key}`, text: child}]
      : descriptions(child, `${where}.${key}`),
  );
}

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
  const problems = apiSpecs.flatMap(({specFile}) =>
    descriptions(yaml.load(fs.readFileSync(path.join(root, specFile), 'utf8'))).flatMap(({where, text}) =>
      rawHtmlIn(text).map((html) => `${specFile} ${where}: ${html}`),
    ),
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
});
