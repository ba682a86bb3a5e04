/**
 * The search vocabulary points at words the site really uses: an entry whose docs' word appears on
 * no page widens nothing but the reader's query, and one whose forms never both occur is not a
 * glossary entry at all. Sources are read, not the built index, so this runs before the build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {queryTerms} from '../../src/plugins/search/client/engine';
import {optionalWords, otherReaderForms, readerWords, searchGlossary} from '../../src/plugins/search/client/vocabulary';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = [
  'docs',
  'api-specs',
  // The settings-schema reference pages are generated from these.
  'schemas',
  ...fs
    .readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('blog-'))
    .map((entry) => entry.name),
];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.(mdx?|ya?ml)$/.test(entry.name) ? [file] : [];
  });
}

/** The site's sources as words, as the engine splits and lower-cases them, one space apart. */
const siteText = ` ${SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(root, dir)))
  .map((file) =>
    fs
      .readFileSync(file, 'utf8')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .join(' '),
  )
  .join(' ')} `;
const siteWords = new Set(siteText.split(' '));
const occurs = (form: string) => queryTerms(form).every((word) => siteWords.has(word));

describe('search vocabulary', () => {
  it("finds every docs' word of a reader word on the site", () => {
    for (const [reader, site] of readerWords)
      for (const form of site) assert.ok(occurs(form), `"${reader}" → "${form}": "${form}" is on no page`);
  });

  it('lists in the glossary only forms the site itself uses, at least two per entry', () => {
    for (const entry of searchGlossary)
      assert.ok(entry.filter(occurs).length >= 2, `${entry.join(' / ')}: fewer than two forms occur on the site`);
  });

  it("lists as a reader word's other form only one no page uses, of a reader word listed once", () => {
    for (const [form, entry] of otherReaderForms) {
      assert.ok(!siteText.includes(` ${form} `), `"${form}" (a form of "${entry}") is on a page`);
      assert.deepEqual(
        readerWords.find(([reader]) => reader === form)?.[1],
        readerWords.find(([reader]) => reader === entry)?.[1],
        form,
      );
    }
  });

  it('holds each reader word once', () => {
    const seen = readerWords.map(([reader]) => reader);
    assert.deepEqual(seen, [...new Set(seen)]);
  });

  it('lists as optional only single words the engine searches as typed', () => {
    // A stop word is never searched, and a glossary or reader word is searched with its other forms: either
    // would make the entry a dead letter.
    const expanded = new Set([...searchGlossary.flat(), ...readerWords.map(([reader]) => reader)]);
    for (const word of optionalWords) {
      assert.deepEqual(queryTerms(`${word} mesh`), [word, 'mesh'], `"${word}" is not one word kept in a query`);
      assert.ok(!expanded.has(word), `"${word}" is also in the glossary or a reader word`);
    }
  });
});
