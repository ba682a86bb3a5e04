/** The engine's build shortcuts give the index exactly what the plain steps would. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {cachedIndexTerm, indexTerm} from '../../src/plugins/search/client/engine';

const WORDS = ['Texture', 'texture', 'textureSize', 'the', 'The', 'maxTriangleCount', 'UV', 'glTF', 'x2', 'Überblick'];

describe('index terms kept for the build', () => {
  it('answers as indexTerm does, for every field, on first and later calls', () => {
    const cached = cachedIndexTerm();
    for (let round = 0; round < 2; round++)
      for (const field of ['t', 'h', 'c', 'z'])
        for (const word of WORDS) assert.deepEqual(cached(word, field), indexTerm(word, field), `${word} in ${field}`);
  });

  it('keeps stop words apart by field: indexed in titles, dropped elsewhere', () => {
    const cached = cachedIndexTerm();
    assert.equal(cached('the', 't'), 'the');
    assert.equal(cached('the', 'c'), null);
    assert.equal(cached('the', 't'), 'the');
  });
});
