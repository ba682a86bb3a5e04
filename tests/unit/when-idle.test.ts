import {test} from 'node:test';
import assert from 'node:assert/strict';
import {whenIdle} from '../../src/lib/when-idle';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('runs once the browser is idle, or after a short delay without requestIdleCallback', async () => {
  let runs = 0;
  whenIdle(() => (runs += 1));
  assert.equal(runs, 0, 'never in the same task');
  await wait(200);
  assert.equal(runs, 1);
});

test('a cancelled run never happens', async () => {
  let runs = 0;
  const cancel = whenIdle(() => (runs += 1));
  cancel();
  await wait(200);
  assert.equal(runs, 0);
});

test('uses requestIdleCallback where the browser has it, and cancels through it', () => {
  const scheduled = new Map<number, () => void>();
  const idle = globalThis as unknown as {
    requestIdleCallback?: (run: () => void, options: {timeout: number}) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  idle.requestIdleCallback = (run, options) => {
    assert.equal(options.timeout, 2000);
    scheduled.set(scheduled.size + 1, run);
    return scheduled.size;
  };
  idle.cancelIdleCallback = (id) => scheduled.delete(id);
  try {
    let runs = 0;
    const cancel = whenIdle(() => (runs += 1));
    assert.equal(scheduled.size, 1);
    cancel();
    assert.equal(scheduled.size, 0);
    whenIdle(() => (runs += 1));
    for (const run of scheduled.values()) run();
    assert.equal(runs, 1);
  } finally {
    delete idle.requestIdleCallback;
    delete idle.cancelIdleCallback;
  }
});
