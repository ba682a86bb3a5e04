/**
 * The light renderer of the API reference's descriptions (src/theme/Markdown/light.ts) gives the same
 * HTML as the theme's react-markdown pipeline for every description it takes, and leaves admonitions
 * and code blocks, which the theme renders as its own components, to the theme.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import {toHtml} from 'hast-util-to-html';
import {fromHtml} from 'hast-util-from-html';
import {lightHtml} from '../../src/theme/Markdown/light';
import {specDescriptions} from './lib/spec-descriptions';

const root = path.join(__dirname, '..', '..');

/** The markup a browser builds from `html`, serialised one way: the two renderers escape characters differently. */
const normalise = (html: string) =>
  toHtml(fromHtml(html, {fragment: true}))
    .replace(/>\s+</g, '><')
    .trim();

/**
 * The theme's pipeline (react-markdown runs remark-parse, remark-gfm and remark-rehype) without its components
 * (admonitions, code blocks), which the light renderer never takes.
 */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
const themeHtml = (markdown: string) => toHtml(processor.runSync(processor.parse(markdown)));

test('every spec description the light renderer takes renders as the theme renders it', () => {
  const taken = specDescriptions(root).filter(({text}) => lightHtml(text) !== null);
  assert.ok(taken.length > 400, `only ${taken.length} descriptions taken`);
  const different = taken.filter(({text}) => normalise(lightHtml(text)!) !== normalise(themeHtml(text)));
  assert.deepEqual(
    different.map(({where}) => where),
    [],
  );
});

test('admonitions and code blocks are left to the theme', () => {
  assert.equal(lightHtml(':::warning[Legacy API]\n\nUse v2.\n\n:::'), null);
  assert.equal(lightHtml('Run:\n\n```bash\ncurl -s x\n```'), null);
  assert.equal(lightHtml('Indented:\n\n    code'), null);
});

test('qualifiers and inline Markdown render, raw HTML and unsafe links do not', () => {
  assert.equal(
    lightHtml('**Possible values:** [`queued`, `done`]'),
    '<p><strong>Possible values:</strong> [<code>queued</code>, <code>done</code>]</p>',
  );
  assert.equal(lightHtml('a <b>bold</b> word'), '<p>a &lt;b&gt;bold&lt;/b&gt; word</p>');
  assert.doesNotMatch(lightHtml('[x](javascript:alert(1))')!, /javascript:/);
});
