import {test} from 'node:test';
import assert from 'node:assert/strict';
import {idlePrefetching} from '../../src/clientModules/idlePrefetch';

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

test('prefetches wait for the page load, then run one by one in the order links asked', async () => {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  let start: (() => void) | undefined;
  const docusaurus = idlePrefetching(
    {
      prefetch: (path) => (prefetched.push(path), Promise.resolve([])),
      preload: (path) => (preloaded.push(path), Promise.resolve([])),
    },
    (begin) => (start = begin),
  );
  docusaurus.prefetch('/a');
  docusaurus.prefetch('/b');
  docusaurus.preload('/c');
  assert.deepEqual(preloaded, ['/c'], 'preloading is not deferred');
  await settle();
  assert.deepEqual(prefetched, [], 'nothing before the load');
  start!();
  docusaurus.prefetch('/d');
  await settle();
  assert.deepEqual(prefetched, ['/a', '/b', '/d']);
  assert.ok(Object.isFrozen(docusaurus));
});
