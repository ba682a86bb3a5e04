/**
 * The search worker protocol: the worker downloads the index, builds the engine
 * and answers searches; an index that cannot be downloaded or read is the
 * modal's error screen, and a worker that cannot start or dies never costs the
 * reader the search.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {inThread, loadIndex, siteUrlFor} from '../../src/plugins/search/client/client';
import {SearchEngine} from '../../src/plugins/search/client/engine';
import {encodePayload, type ExtractedPage, type IndexPayload} from '../../src/plugins/search/client/types';
import {
  workerMessageHandler,
  type FromWorker,
  type ToWorker,
  type WorkerLike,
} from '../../src/plugins/search/client/worker-protocol';

const PAGES: ExtractedPage[] = [
  {
    path: 'docs/integrations/blender-integration',
    language: 'en',
    tags: ['docs-default-current'],
    records: [
      {type: 'lvl1', anchor: null, hierarchy: ['Integration guides', 'Blender integration'], content: null},
      {
        type: 'lvl2',
        anchor: 'install',
        hierarchy: ['Integration guides', 'Blender integration', 'Install'],
        content: null,
      },
      {
        type: 'content',
        anchor: 'install',
        hierarchy: ['Integration guides', 'Blender integration', 'Install'],
        content: 'Download the add-on and enable it under Preferences.',
      },
    ],
  },
];
const INDEX = JSON.stringify(encodePayload(PAGES));
const urlFor = siteUrlFor('https://docs.example.com', '/docs-preview/');
const request = (query: string) => ({indexName: 'docs', query});

type Behaviour = 'works' | 'script fails' | 'dies after loading' | 'silent';

/** A worker running the real message handler, asynchronously, with structured-cloned messages like a browser. */
class FakeWorker implements WorkerLike {
  readonly messages: ToWorker['type'][] = [];
  terminated = false;
  private readonly listeners: {
    message: ((event: {data: FromWorker}) => void)[];
    error: ((event: {message?: string}) => void)[];
  } = {message: [], error: []};
  private readonly handle: (message: ToWorker) => void;

  constructor(
    private readonly behaviour: Behaviour,
    fetchImpl: typeof fetch = fetchCounting().fetchImpl,
  ) {
    this.handle = workerMessageHandler(
      () => (payload) => SearchEngine.fromPayload(payload as IndexPayload),
      (message) =>
        setTimeout(() => this.listeners.message.forEach((listener) => listener({data: structuredClone(message)}))),
      fetchImpl,
    );
    if (behaviour === 'script fails')
      setTimeout(() => this.listeners.error.forEach((listener) => listener({message: 'NetworkError: failed to load'})));
  }

  addEventListener(type: 'message' | 'error', listener: never): void {
    (this.listeners[type] as unknown[]).push(listener);
  }

  postMessage(message: ToWorker): void {
    this.messages.push(message.type);
    if (this.terminated || this.behaviour === 'script fails' || this.behaviour === 'silent') return;
    if (this.behaviour === 'dies after loading' && message.type === 'search') {
      setTimeout(() => this.listeners.error.forEach((listener) => listener({message: 'out of memory'})));
      return;
    }
    setTimeout(() => this.handle(structuredClone(message)));
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** Starts `worker` as worker-start.ts does: it is sent the index URL at once. */
const loading =
  (worker: WorkerLike) =>
  (url: string, timeoutMs: number): WorkerLike => {
    worker.postMessage({type: 'load', url, timeoutMs});
    return worker;
  };

function fetchCounting(body: () => string = () => INDEX, delayMs = 0) {
  const counter = {fetches: 0};
  const fetchImpl = (async () => {
    counter.fetches += 1;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(body(), {status: 200, headers: {'content-type': 'application/json'}});
  }) as unknown as typeof fetch;
  return {counter, fetchImpl};
}

let urls = 0;
const freshUrl = () => `https://docs.example.com/search/index-worker-${Date.now()}-${urls++}.json`;

/**
 * Waits until the worker has said something (the engine is built, or failed), then 50 ms more for what it does
 * next: a fixed 50 ms from the load was too short for the build on a busy machine (a build running beside the tests).
 */
async function settled(sent: FromWorker[], timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!sent.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('search worker', () => {
  it('answers from the worker with the same hits as the page would, with URLs made on the page', async () => {
    const inWorker = fetchCounting();
    const worker = new FakeWorker('works', inWorker.fetchImpl);
    const {fetchImpl, counter} = fetchCounting();
    const searcher = await loadIndex(freshUrl(), {fetchImpl, startWorker: loading(worker)});
    const [fromWorker] = await searcher.searchAll([request('blender install')], urlFor);
    const [onPage] = await inThread(SearchEngine.fromPayload(JSON.parse(INDEX) as IndexPayload)).searchAll(
      [request('blender install')],
      urlFor,
    );
    assert.deepEqual(worker.messages, ['load', 'search']);
    assert.deepEqual([inWorker.counter.fetches, counter.fetches], [1, 0], 'the worker downloads the index, once');
    assert.ok(fromWorker!.hits.length > 0);
    assert.deepEqual(
      fromWorker!.hits.map((hit) => [hit.url, hit.url_without_anchor, hit.objectID]),
      onPage!.hits.map((hit) => [hit.url, hit.url_without_anchor, hit.objectID]),
    );
    assert.equal(
      fromWorker!.hits[0]!.url_without_anchor,
      'https://docs.example.com/docs-preview/docs/integrations/blender-integration',
    );
  });

  it('builds the engine on the page when the worker script cannot load, without waiting for a timeout', async () => {
    const worker = new FakeWorker('script fails');
    // The script fails at once, before the worker could download anything: the page downloads the index.
    const {fetchImpl, counter} = fetchCounting(undefined, 30);
    const started = performance.now();
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      const searcher = await loadIndex(freshUrl(), {fetchImpl, timeoutMs: 5_000, startWorker: loading(worker)});
      assert.ok(performance.now() - started < 1_000, 'the fallback did not wait for the timeout');
      const [result] = await searcher.searchAll([request('preferences')], urlFor);
      assert.equal(result!.hits[0]!.hierarchy.lvl2, 'Install');
    } finally {
      console.warn = warn;
    }
    assert.equal(counter.fetches, 1, 'the index is downloaded once');
    assert.equal(worker.terminated, true);
    assert.match(warnings.join('\n'), /Search runs on the page: the search worker failed \(NetworkError/);
  });

  it('falls back to the page when the worker never answers', async () => {
    const worker = new FakeWorker('silent');
    const {fetchImpl} = fetchCounting();
    const warn = console.warn;
    console.warn = () => {};
    try {
      const searcher = await loadIndex(freshUrl(), {fetchImpl, timeoutMs: 50, startWorker: loading(worker)});
      const [result] = await searcher.searchAll([request('blender')], urlFor);
      assert.ok(result!.nbHits > 0);
    } finally {
      console.warn = warn;
    }
    assert.equal(worker.terminated, true);
  });

  it('a worker that dies fails the pending search, and the next load starts again', async () => {
    const url = freshUrl();
    const {fetchImpl, counter} = fetchCounting();
    const dying = new FakeWorker('dies after loading', fetchImpl);
    const first = await loadIndex(url, {fetchImpl, startWorker: loading(dying)});
    await assert.rejects(first.searchAll([request('blender')], urlFor), /out of memory/);
    await assert.rejects(first.searchAll([request('blender')], urlFor), /out of memory/, 'a dead worker stays dead');
    const second = await loadIndex(url, {fetchImpl, startWorker: loading(new FakeWorker('works', fetchImpl))});
    assert.notEqual(second, first);
    const [result] = await second.searchAll([request('blender')], urlFor);
    assert.ok(result!.nbHits > 0);
    assert.equal(counter.fetches, 2);
  });

  for (const [failure, body, status, message] of [
    ['not valid JSON', '{"v":1,"s":[', 200, /could not be read/],
    ['not an index', '{"v":99}', 200, /is not valid \(Unsupported search index format\)/],
    ['answered HTTP 500', 'Server error', 500, /answered HTTP 500/],
  ] as const) {
    it(`an index that is ${failure} is a RetryError from the worker, with no second download, and is retried`, async () => {
      const url = freshUrl();
      let broken = true;
      const inWorker = fetchCounting(() => (broken ? body : INDEX));
      const fetchImpl = (async (...args: Parameters<typeof fetch>) => {
        const response = await inWorker.fetchImpl(...args);
        return broken ? new Response(await response.text(), {status}) : response;
      }) as typeof fetch;
      const onPage = fetchCounting();
      const warn = console.warn;
      const warnings: string[] = [];
      console.warn = (text: string) => warnings.push(text);
      try {
        await assert.rejects(
          loadIndex(url, {fetchImpl: onPage.fetchImpl, startWorker: loading(new FakeWorker('works', fetchImpl))}),
          (error: Error) =>
            error.name === 'RetryError' && /^Unreachable hosts - /.test(error.message) && message.test(error.message),
        );
        broken = false;
        const searcher = await loadIndex(url, {
          fetchImpl: onPage.fetchImpl,
          startWorker: loading(new FakeWorker('works', fetchImpl)),
        });
        const [result] = await searcher.searchAll([request('blender')], urlFor);
        assert.ok(result!.nbHits > 0);
      } finally {
        console.warn = warn;
      }
      assert.deepEqual(warnings, [], 'the page does not build the engine itself: it would fail the same way');
      assert.deepEqual([inWorker.counter.fetches, onPage.counter.fetches], [2, 0]);
    });
  }

  it('the page reports an index it cannot download or read as a RetryError too', async () => {
    for (const [body, status, message] of [
      ['Server error', 503, /answered HTTP 503/],
      ['{"v":1,"s":[', 200, /could not be read/],
    ] as const) {
      const fetchImpl = (async () => new Response(body, {status})) as unknown as typeof fetch;
      await assert.rejects(
        loadIndex(freshUrl(), {fetchImpl, startWorker: null}),
        (error: Error) => error.name === 'RetryError' && message.test(error.message),
      );
    }
  });

  it('takes the index from the page when told to, and downloads it itself when the page could not', async () => {
    for (const bytes of [new TextEncoder().encode(INDEX).buffer as ArrayBuffer, null]) {
      const {fetchImpl, counter} = fetchCounting();
      const sent: FromWorker[] = [];
      const handle = workerMessageHandler(
        () => (payload) => SearchEngine.fromPayload(payload as IndexPayload),
        (message) => sent.push(message),
        fetchImpl,
      );
      handle({type: 'load', url: freshUrl(), timeoutMs: 1_000, fromPage: true});
      await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(sent.length, 0, 'it waits for the page');
      handle({type: 'index', bytes});
      await settled(sent);
      assert.deepEqual(sent, [{type: 'ready'}]);
      assert.equal(counter.fetches, bytes ? 0 : 1);
      handle({type: 'search', id: 1, requests: [request('blender')]});
      assert.equal(sent[1]!.type, 'results');
    }
  });

  it("searches the page's query once the engine is ready, answers nothing for it, and survives a failing one", async () => {
    for (const fails of [false, true]) {
      const asked: string[] = [];
      const sent: FromWorker[] = [];
      const handle = workerMessageHandler(
        () => (payload) => {
          const engine = SearchEngine.fromPayload(payload as IndexPayload);
          return {
            search: (searched, urlFor) => {
              asked.push(`${searched.query} (${sent.map((message) => message.type).join(', ')})`);
              if (fails && searched.query === 'blender') throw new Error('engine broke');
              return engine.search(searched, urlFor);
            },
          };
        },
        (message) => sent.push(message),
        fetchCounting().fetchImpl,
      );
      handle({type: 'load', url: freshUrl(), timeoutMs: 1_000, warm: 'blender'});
      await settled(sent);
      assert.deepEqual(asked, ['blender (ready)'], 'once, after the page was told the engine is ready');
      assert.deepEqual(sent, [{type: 'ready'}], 'the warm-up answers nothing');
      handle({type: 'search', id: 1, requests: [request('preferences')]});
      assert.equal(sent[1]!.type, 'results');
    }
  });

  it('leaves the warm-up out when the page asks its own query as the engine becomes ready', async () => {
    const asked: string[] = [];
    const sent: FromWorker[] = [];
    let handle: (message: ToWorker) => void = () => {};
    handle = workerMessageHandler(
      () => (payload) => {
        const engine = SearchEngine.fromPayload(payload as IndexPayload);
        return {
          search: (searched, urlFor) => {
            asked.push(searched.query ?? '');
            return engine.search(searched, urlFor);
          },
        };
      },
      (message) => {
        sent.push(message);
        // A reader's query waiting for the engine is sent on 'ready'.
        if (message.type === 'ready') handle({type: 'search', id: 1, requests: [request('preferences')]});
      },
      fetchCounting().fetchImpl,
    );
    handle({type: 'load', url: freshUrl(), timeoutMs: 1_000, warm: 'blender'});
    await settled(sent);
    assert.deepEqual(asked, ['preferences'], 'the reader asked: no warm-up after it');
    assert.deepEqual(
      sent.map((message) => message.type),
      ['ready', 'results'],
    );
  });

  it('the handler answers a search sent before the index as an error, not a crash', () => {
    const sent: FromWorker[] = [];
    const handle = workerMessageHandler(
      () => (payload) => SearchEngine.fromPayload(payload as IndexPayload),
      (message) => sent.push(message),
    );
    handle({type: 'search', id: 7, requests: [request('blender')]});
    assert.deepEqual(sent, [{type: 'error', id: 7, message: 'the search index is not loaded'}]);
  });
});
