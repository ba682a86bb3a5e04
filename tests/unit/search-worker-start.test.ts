/**
 * Starting the search worker ahead of the client: the worker is sent the index URL at once, what it says
 * before the client listens is kept for the client, and the client takes over that worker instead of
 * starting a second download. A start the reader did not ask for (see when-idle.test.ts for its timing) is
 * not made on connections where the reader saves data.
 */
import assert from 'node:assert/strict';
import {afterEach, beforeEach, describe, it, mock} from 'node:test';
import {
  FIRST_ANSWER_WAIT_MS,
  preloadAllowed,
  startSearchEarly,
  startSearchWorker,
  takeSearchWorker,
} from '../../src/plugins/search/client/worker-start';
import {whenIdle} from '../../src/lib/when-idle';

class StubWorker {
  static made: StubWorker[] = [];
  readonly posted: unknown[] = [];
  readonly listeners: Record<string, ((event: unknown) => void)[]> = {message: [], error: []};
  constructor(
    readonly url: URL,
    readonly options: {name?: string},
  ) {
    StubWorker.made.push(this);
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  addEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners[type]!.push(listener);
  }
  removeEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners[type] = this.listeners[type]!.filter((other) => other !== listener);
  }
  terminate(): void {}
  emit(type: string, event: unknown): void {
    for (const listener of this.listeners[type]!) listener(event);
  }
}

let urls = 0;
const freshUrl = () => `https://docs.example.com/search/index-start-${urls++}.json`;

describe('search worker start', () => {
  const original = (globalThis as {Worker?: unknown}).Worker;
  beforeEach(() => {
    StubWorker.made = [];
    (globalThis as {Worker?: unknown}).Worker = StubWorker;
  });
  afterEach(() => {
    (globalThis as {Worker?: unknown}).Worker = original;
    // A worker that never spoke would hold the page's idle work for the later tests.
    for (const worker of StubWorker.made) worker.emit('error', {message: 'test over'});
  });

  it('sends the worker the index URL as it starts', () => {
    const url = freshUrl();
    startSearchWorker(url, 1234);
    assert.equal(StubWorker.made.length, 1);
    assert.deepEqual(StubWorker.made[0]!.posted, [{type: 'load', url, timeoutMs: 1234, fromPage: false}]);
    assert.equal(StubWorker.made[0]!.options.name, 'search-worker');
  });

  it('keeps what the worker says until the client listens, then hands it over once', () => {
    const url = freshUrl();
    startSearchEarly(url);
    startSearchEarly(url);
    assert.equal(StubWorker.made.length, 1, 'one worker per index, however often the reader reaches for search');
    StubWorker.made[0]!.emit('message', {data: {type: 'ready'}});
    const taken = takeSearchWorker(url);
    const heard: unknown[] = [];
    taken!.addEventListener('message', (event) => heard.push(event.data));
    assert.deepEqual(heard, [{type: 'ready'}], 'the ready message sent before the client listened');
    StubWorker.made[0]!.emit('message', {data: {type: 'results', id: 0, results: []}});
    assert.equal(heard.length, 2, 'later messages go straight to the listener');
    assert.equal(StubWorker.made.length, 1);
    takeSearchWorker(url);
    assert.equal(StubWorker.made.length, 2, 'a second load (after a failure) starts a new worker');
  });

  it('keeps a failed script load for the client too', () => {
    const url = freshUrl();
    startSearchEarly(url);
    StubWorker.made[0]!.emit('error', {message: 'NetworkError'});
    const errors: unknown[] = [];
    takeSearchWorker(url)!.addEventListener('error', (event) => errors.push(event.message));
    assert.deepEqual(errors, ['NetworkError']);
  });

  it('on the search page, hands the worker the index the page downloaded, or null when the page could not', async () => {
    const fetchOriginal = globalThis.fetch;
    try {
      for (const status of [200, 404]) {
        globalThis.fetch = (async () => new Response('{"v":2}', {status})) as typeof fetch;
        const url = freshUrl();
        startSearchEarly(url, {onPage: true});
        const worker = StubWorker.made.at(-1)!;
        assert.deepEqual(worker.posted[0], {type: 'load', url, timeoutMs: 15_000, fromPage: true});
        await new Promise((resolve) => setTimeout(resolve, 20));
        const sent = worker.posted[1] as {type: string; bytes: ArrayBuffer | null};
        assert.equal(sent.type, 'index');
        if (status === 200) assert.equal(new TextDecoder().decode(sent.bytes!), '{"v":2}');
        else assert.equal(sent.bytes, null, 'the worker downloads it itself and reports the failure');
      }
    } finally {
      globalThis.fetch = fetchOriginal;
    }
  });

  it("holds the page's idle work (link prefetching) until the worker first speaks, fails or is terminated", async () => {
    const idleRuns = (): Promise<number> =>
      new Promise((resolve) => {
        let runs = 0;
        whenIdle(() => runs++, {fallbackMs: 0});
        setTimeout(() => resolve(runs), 30);
      });
    for (const end of ['ready', 'failed to load', 'terminated'] as const) {
      const worker = startSearchWorker(freshUrl())!;
      const stub = StubWorker.made.at(-1)!;
      assert.equal(await idleRuns(), 0, `held until the worker is ${end}`);
      if (end === 'ready') stub.emit('message', {data: {type: 'ready'}});
      else if (end === 'failed to load') stub.emit('error', {message: 'NetworkError'});
      else worker.terminate();
      assert.equal(await idleRuns(), 1, `idle work runs once the worker is ${end}`);
    }
  });

  it("on the search page, holds idle work until the page's query is answered, or FIRST_ANSWER_WAIT_MS after ready", async () => {
    const fetchOriginal = globalThis.fetch;
    globalThis.fetch = (async () => new Response('{}', {status: 404})) as typeof fetch;
    try {
      const idleRuns = (): Promise<number> =>
        new Promise((resolve) => {
          let runs = 0;
          whenIdle(() => runs++, {fallbackMs: 0});
          setTimeout(() => resolve(runs), 30);
        });
      startSearchWorker(freshUrl(), 1000, true, 'install');
      const answered = StubWorker.made.at(-1)!;
      answered.emit('message', {data: {type: 'ready'}});
      assert.equal(await idleRuns(), 0, 'the engine is ready, the reader still waits for the answer');
      answered.emit('message', {data: {type: 'results', id: 0, results: []}});
      assert.equal(await idleRuns(), 1, 'idle work runs once the query is answered');

      // A page that never asks: the hold ends FIRST_ANSWER_WAIT_MS after the engine is ready.
      mock.timers.enable({apis: ['setTimeout']});
      try {
        startSearchWorker(freshUrl(), 1000, true, 'install');
        StubWorker.made.at(-1)!.emit('message', {data: {type: 'ready'}});
        let runs = 0;
        whenIdle(() => runs++, {fallbackMs: 0});
        const settle = async (ms: number) => {
          mock.timers.tick(ms);
          for (let turn = 0; turn < 5; turn++) await Promise.resolve();
          mock.timers.tick(0);
        };
        await settle(FIRST_ANSWER_WAIT_MS - 1);
        assert.equal(runs, 0, 'held until FIRST_ANSWER_WAIT_MS have passed');
        await settle(1);
        assert.equal(runs, 1, 'then released');
      } finally {
        mock.timers.reset();
      }

      startSearchWorker(freshUrl(), 1000, true);
      StubWorker.made.at(-1)!.emit('message', {data: {type: 'ready'}});
      assert.equal(await idleRuns(), 1, 'without a query to answer, the hold ends when the engine is ready');
    } finally {
      globalThis.fetch = fetchOriginal;
    }
  });

  it("hands the worker the search page's query to search once it is ready", () => {
    const url = freshUrl();
    startSearchEarly(url, {warm: 'install'});
    assert.deepEqual(StubWorker.made[0]!.posted, [
      {type: 'load', url, timeoutMs: 15_000, fromPage: false, warm: 'install'},
    ]);
  });

  it('starts nothing where the browser has no workers', () => {
    (globalThis as {Worker?: unknown}).Worker = undefined;
    assert.equal(startSearchWorker(freshUrl()), null);
    const url = freshUrl();
    startSearchEarly(url);
    assert.equal(takeSearchWorker(url), null);
  });
});

describe('starting the search when the reader did not ask', () => {
  it('is not for readers who save data or are on 2G; other connections, or no Network Information API, allow it', () => {
    assert.equal(preloadAllowed({connection: {saveData: true, effectiveType: '4g'}}), false);
    assert.equal(preloadAllowed({connection: {effectiveType: '2g'}}), false);
    assert.equal(preloadAllowed({connection: {effectiveType: 'slow-2g'}}), false);
    assert.equal(preloadAllowed({connection: {saveData: false, effectiveType: '3g'}}), true);
    assert.equal(preloadAllowed({}), true);
    assert.equal(preloadAllowed(undefined), true);
  });
});
