import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isApiDoc} from '../../src/components/DocItemOrApiItem/isApiDoc';

test('only docs generated from the OpenAPI specs use the API item component', () => {
  assert.equal(isApiDoc('api/rapidpipeline_v2/get-token'), true);
  assert.equal(isApiDoc('rapidpipeline-cloud-tutorials/api-token-setup'), false);
  assert.equal(isApiDoc('componentDocs/api-notes'), false);
});
