import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseSkippedParts, SKIPPABLE_PARTS} from '../../config/site';

test('SITE_SKIP selects parts by name, in any order and spacing', () => {
  assert.deepEqual([...parseSkippedParts(undefined)], []);
  assert.deepEqual([...parseSkippedParts('')], []);
  assert.deepEqual([...parseSkippedParts(' feeds , api ')].sort(), ['api', 'feeds']);
  assert.deepEqual([...SKIPPABLE_PARTS].sort(), ['api', 'feeds']);
});

test('SITE_SKIP refuses unknown names instead of silently building a partial site', () => {
  assert.throws(() => parseSkippedParts('apis'), /unknown part\(s\): apis\. Known: api, feeds/);
  assert.throws(() => parseSkippedParts('api,0'), /unknown part\(s\): 0/);
});
