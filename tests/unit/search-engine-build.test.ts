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

describe('the parts of a camelCase word', () => {
  it('indexes the parts of three letters or more, leaving out shorter ones rather than the split', () => {
    assert.deepEqual(indexTerm('textureSize', 'c'), ['texturesize', 'texture', 'size']);
    assert.deepEqual(indexTerm('VRayDisplacementMod', 'c'), ['vraydisplacementmod', 'ray', 'displacement', 'mod']);
    assert.deepEqual(indexTerm('generateUVs', 'c'), ['generateuvs', 'generate']);
    assert.deepEqual(indexTerm('maxMegabytesOnDisk', 'c'), ['maxmegabytesondisk', 'max', 'megabytes', 'disk']);
  });

  it('keeps whole a word with a number or no part of three letters', () => {
    assert.equal(indexTerm('3dModelOptimizationMethod', 'c'), '3dmodeloptimizationmethod');
    assert.equal(indexTerm('atlasGenerator2ndUV', 'c'), 'atlasgenerator2nduv');
    assert.equal(indexTerm('glTF', 'c'), 'gltf');
  });
});
