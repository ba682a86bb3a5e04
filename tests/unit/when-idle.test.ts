import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  IDLE_TIMEOUT_MS,
  afterPageLoad,
  readerAwaits,
  whenIdle,
  whenPageIdle,
  type IdleScope,
} from '../../src/lib/when-idle';

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

/** A window whose load event, idle callbacks and timers run when the test says so. */
function fakeWindow({loaded, idleCallbacks = true}: {loaded: boolean; idleCallbacks?: boolean}) {
  const onLoad: (() => void)[] = [];
  const idle = new Map<number, {callback: () => void; timeout: number}>();
  const timers = new Map<number, {callback: () => void; delay: number}>();
  let handles = 0;
  const scope: IdleScope = {
    document: {readyState: loaded ? 'complete' : 'loading'},
    addEventListener: (_, listener) => onLoad.push(listener),
    removeEventListener: (_, listener) => onLoad.splice(onLoad.indexOf(listener) >>> 0, 1),
    ...(idleCallbacks
      ? {
          requestIdleCallback: (callback: () => void, {timeout}: {timeout: number}) => {
            idle.set(++handles, {callback, timeout});
            return handles;
          },
          cancelIdleCallback: (handle: number) => void idle.delete(handle),
        }
      : {}),
    setTimeout: (callback, delay) => {
      timers.set(++handles, {callback, delay});
      return handles;
    },
    clearTimeout: (handle) => void timers.delete(handle),
  };
  return {
    scope,
    idle,
    timers,
    load: () => {
      (scope.document as {readyState: string}).readyState = 'complete';
      for (const listener of onLoad.splice(0)) listener();
    },
    runAll: () => {
      for (const {callback} of [...idle.values(), ...timers.values()]) callback();
      idle.clear();
      timers.clear();
    },
  };
}

test('whenPageIdle waits for the load event, then for an idle moment (at most IDLE_TIMEOUT_MS)', () => {
  const page = fakeWindow({loaded: false});
  let started = 0;
  whenPageIdle(() => started++, {scope: page.scope});
  assert.equal(page.idle.size, 0, 'nothing is scheduled before the page has loaded');
  page.load();
  assert.deepEqual(
    [...page.idle.values()].map(({timeout}) => timeout),
    [IDLE_TIMEOUT_MS],
  );
  assert.equal(started, 0);
  page.runAll();
  assert.equal(started, 1);
});

test('whenPageIdle schedules at once on a page that has loaded, and after fallbackMs where there is no requestIdleCallback', () => {
  const loaded = fakeWindow({loaded: true});
  whenPageIdle(() => {}, {scope: loaded.scope});
  assert.equal(loaded.idle.size, 1);

  const safari = fakeWindow({loaded: true, idleCallbacks: false});
  let started = 0;
  whenPageIdle(() => started++, {scope: safari.scope, fallbackMs: 1000});
  assert.deepEqual(
    [...safari.timers.values()].map(({delay}) => delay),
    [1000],
  );
  safari.runAll();
  assert.equal(started, 1);
});

test('whenPageIdle can be cancelled before the load event and before the idle moment', () => {
  let started = 0;
  const loading = fakeWindow({loaded: false});
  whenPageIdle(() => started++, {scope: loading.scope})();
  loading.load();
  loading.runAll();

  const loaded = fakeWindow({loaded: true});
  whenPageIdle(() => started++, {scope: loaded.scope})();
  assert.equal(loaded.idle.size, 0, 'the idle callback is cancelled');
  loaded.runAll();
  assert.equal(started, 0);
});

test('afterPageLoad runs at once on a loaded page, else on the load event unless cancelled', () => {
  const loaded = fakeWindow({loaded: true});
  let runs = 0;
  afterPageLoad(() => runs++, loaded.scope);
  assert.equal(runs, 1);

  const loading = fakeWindow({loaded: false});
  afterPageLoad(() => runs++, loading.scope);
  afterPageLoad(() => runs++, loading.scope)();
  assert.equal(runs, 1);
  loading.load();
  assert.equal(runs, 2);
});

test('idle work waits while the reader waits for something, and runs once that has succeeded or failed', async () => {
  for (const outcome of ['succeeds', 'fails']) {
    const page = fakeWindow({loaded: true});
    let settle = () => {};
    readerAwaits(
      new Promise<void>(
        (resolve, reject) => (settle = outcome === 'succeeds' ? resolve : () => reject(new Error('x'))),
      ),
    );
    let runs = 0;
    whenIdle(() => runs++, {scope: page.scope});
    page.runAll();
    assert.equal(runs, 0, `held while the reader waits (${outcome})`);
    assert.equal(page.idle.size, 0);
    settle();
    await wait(0);
    assert.equal(page.idle.size, 1, 'then waits for an idle moment again');
    page.runAll();
    assert.equal(runs, 1);
  }
});

test('idle work cancelled while the reader waits never happens', async () => {
  const page = fakeWindow({loaded: true});
  let settle = () => {};
  readerAwaits(new Promise<void>((resolve) => (settle = resolve)));
  let runs = 0;
  const cancel = whenIdle(() => runs++, {scope: page.scope});
  page.runAll();
  cancel();
  settle();
  await wait(0);
  page.runAll();
  assert.equal(runs, 0);
  assert.equal(page.idle.size, 0);
});
