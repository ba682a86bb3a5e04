import assert from 'node:assert/strict';
import {test} from 'node:test';
import {loadOnce} from '../../src/lib/load-once';

test('loadOnce shares one load between callers', async () => {
  let calls = 0;
  const load = loadOnce(async () => ++calls);
  assert.deepEqual(await Promise.all([load(), load()]), [1, 1]);
  assert.equal(await load(), 1);
  assert.equal(calls, 1);
});

test('loadOnce keeps the loaded value for renders that must not wait, and nothing before it arrives', async () => {
  const load = loadOnce(async () => 'module');
  assert.equal(load.loaded, undefined);
  const pending = load();
  assert.equal(load.loaded, undefined);
  await pending;
  assert.equal(load.loaded, 'module');
});

test('loadOnce forgets a failed load, so the next call tries again', async () => {
  let calls = 0;
  const load = loadOnce(async () => {
    calls += 1;
    if (calls === 1) throw new Error('chunk failed');
    return 'loaded';
  });
  await assert.rejects(load(), /chunk failed/);
  assert.equal(load.loaded, undefined);
  assert.equal(await load(), 'loaded');
  assert.equal(await load(), 'loaded');
  assert.equal(calls, 2);
});
