/** src/theme/ApiExplorer/stringifyParams.ts: pre-filled explorer values the theme would drop. */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {paramsToStringify} from '../../src/theme/ApiExplorer/stringifyParams';

describe('paramsToStringify', () => {
  it('returns numbers and booleans as strings, from every parameter group', () => {
    const result = paramsToStringify({
      path: [{name: 'id', in: 'path', value: 281, required: true}],
      query: [
        {name: 'page', in: 'query', value: 2},
        {name: 'q', in: 'query', value: 'chair'},
        {name: 'is_zip', in: 'query', value: false},
      ],
      header: [{name: 'signature', in: 'header'}],
    });
    assert.deepEqual(result, [
      {name: 'id', in: 'path', value: '281', required: true},
      {name: 'page', in: 'query', value: '2'},
      {name: 'is_zip', in: 'query', value: 'false'},
    ]);
  });

  it('leaves strings, empty values and missing groups alone', () => {
    assert.deepEqual(
      paramsToStringify({path: [{name: 'id', in: 'path', value: '7'}], query: [{name: 'q', in: 'query'}]}),
      [],
    );
    assert.deepEqual(paramsToStringify(undefined), []);
  });
});
