/**
 * buildMiniSearch builds exactly the index MiniSearch's addAll builds: same
 * serialization (terms, postings, counts, field lengths, ids) and same results.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import MiniSearch, {type Options} from 'minisearch';
import {buildMiniSearch} from '../../src/search/bulk-index';

interface Doc {
  id: string;
  title: string;
  text: string | null;
}

const DOCS: Doc[] = [
  {
    id: 'a',
    title: 'Optimise a Base Asset',
    text: 'Choose a preset; the preset decides the textureSize and the preset name.',
  },
  {id: 'b', title: 'Webhooks', text: null},
  {id: 'c', title: 'Preset preset PRESET', text: 'glTF glTF-Binary USDZ usdz textureSize maxTextureSize'},
  {id: 'd', title: '', text: 'Ünïcode wörds, 3D, v1.4, 4096 × 4096 and emoji 🚀 stay words.'},
  {id: 'e', title: 'Base Asset', text: 'A base asset is the model you upload; the base of every Rapid Model.'},
  // Values met before (read once by buildMiniSearch), in another field too.
  {id: 'f', title: 'Base Asset', text: 'Choose a preset; the preset decides the textureSize and the preset name.'},
  {id: 'g', title: 'Webhooks', text: 'Base Asset'},
];

/** Options like the engine's: a processTerm that returns several terms, one that drops words, a field left empty. */
const OPTIONS: Options<Doc> = {
  fields: ['title', 'text'],
  tokenize: (text) => text.match(/[\p{L}\p{N}]+/gu) ?? [],
  processTerm: (term, field) => {
    const lower = term.toLowerCase();
    if (field === 'text' && (lower === 'the' || lower === 'a')) return null;
    const parts = term.split(/(?<=[a-z])(?=[A-Z])/);
    return parts.length > 1 ? [lower, ...parts.map((part) => part.toLowerCase())] : lower;
  },
};

function sortedJson(index: MiniSearch<Doc>): unknown {
  const json = index.toJSON();
  return {...json, index: [...json.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))};
}

describe('buildMiniSearch', () => {
  const plain = new MiniSearch<Doc>(OPTIONS);
  plain.addAll(DOCS);
  const bulk = buildMiniSearch(DOCS, OPTIONS);

  it('serializes exactly like addAll, including the order in which words were first seen', () => {
    assert.deepEqual(bulk.toJSON(), plain.toJSON());
    assert.deepEqual(sortedJson(bulk), sortedJson(plain));
  });

  it('answers every kind of query the same way', () => {
    for (const [query, options] of [
      ['preset', {}],
      ['pre', {prefix: true}],
      ['prest', {fuzzy: 1}],
      ['texture size', {combineWith: 'AND'}],
      ['base asset upload', {boost: {title: 3}}],
      ['wörds 4096', {}],
    ] as const) {
      assert.deepEqual(bulk.search(query, options), plain.search(query, options), query);
    }
  });

  it("stays a normal index: documents can be added, removed and found afterwards, as in addAll's", () => {
    const change = (index: MiniSearch<Doc>) => {
      index.add({id: 'z', title: 'Preset library', text: 'Factory presets.'});
      index.discard('a');
      index.remove(DOCS[1]!);
      return index;
    };
    const changed = change(buildMiniSearch(DOCS, OPTIONS));
    const reference = new MiniSearch<Doc>(OPTIONS);
    reference.addAll(DOCS);
    change(reference);
    for (const query of ['preset', 'webhooks', 'base', 'textureSize'])
      assert.deepEqual(changed.search(query, {prefix: true}), reference.search(query, {prefix: true}), query);
    assert.ok(changed.search('preset').some((result) => result.id === 'z'));
    assert.ok(!changed.search('preset').some((result) => result.id === 'a'));
  });

  it('rejects duplicate ids as addAll does', () => {
    assert.throws(() => buildMiniSearch([DOCS[0]!, DOCS[0]!], OPTIONS), /duplicate ID a/);
  });
});
