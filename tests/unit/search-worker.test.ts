/**
 * The search worker protocol: the page fetches the index and hands the bytes to
 * a worker that builds the engine and answers searches; a worker that cannot
 * start or dies never costs the reader the search.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {inThread, loadIndex, siteUrlFor} from '../../src/search/client';
import {SearchEngine} from '../../src/search/engine';
import {encodePayload, type ExtractedPage, type IndexPayload} from '../../src/search/types';
import {workerMessageHandler, type FromWorker, type ToWorker, type WorkerLike} from '../../src/search/worker-protocol';

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
  private readonly handle = workerMessageHandler(
    (payload) => SearchEngine.fromPayload(payload as IndexPayload),
    (message) =>
      setTimeout(() => this.listeners.message.forEach((listener) => listener({data: structuredClone(message)}))),
  );

  constructor(private readonly behaviour: Behaviour) {
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

describe('search worker', () => {
  it('answers from the worker with the same hits as the page would, with URLs made on the page', async () => {
    const worker = new FakeWorker('works');
    const {fetchImpl} = fetchCounting();
    const searcher = await loadIndex(freshUrl(), {fetchImpl, startWorker: () => worker});
    const [fromWorker] = await searcher.searchAll([request('blender install')], urlFor);
    const [onPage] = await inThread(SearchEngine.fromPayload(JSON.parse(INDEX) as IndexPayload)).searchAll(
      [request('blender install')],
      urlFor,
    );
    assert.deepEqual(worker.messages, ['load', 'search']);
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
    // The script fails while the index is still downloading: that early error must not be missed.
    const {fetchImpl, counter} = fetchCounting(undefined, 30);
    const started = performance.now();
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      const searcher = await loadIndex(freshUrl(), {fetchImpl, timeoutMs: 5_000, startWorker: () => worker});
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
      const searcher = await loadIndex(freshUrl(), {fetchImpl, timeoutMs: 50, startWorker: () => worker});
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
    const dying = new FakeWorker('dies after loading');
    const first = await loadIndex(url, {fetchImpl, startWorker: () => dying});
    await assert.rejects(first.searchAll([request('blender')], urlFor), /out of memory/);
    await assert.rejects(first.searchAll([request('blender')], urlFor), /out of memory/, 'a dead worker stays dead');
    const second = await loadIndex(url, {fetchImpl, startWorker: () => new FakeWorker('works')});
    assert.notEqual(second, first);
    const [result] = await second.searchAll([request('blender')], urlFor);
    assert.ok(result!.nbHits > 0);
    assert.equal(counter.fetches, 2);
  });

  it('an index that is not valid JSON is a RetryError, wherever the engine is built', async () => {
    const {fetchImpl} = fetchCounting(() => '{"v":1,"s":[');
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      await assert.rejects(
        loadIndex(freshUrl(), {fetchImpl, startWorker: () => new FakeWorker('works')}),
        (error: Error) => error.name === 'RetryError' && /could not be read/.test(error.message),
      );
    } finally {
      console.warn = warn;
    }
    assert.match(warnings.join('\n'), /the search index is not valid/);
  });

  it('the handler answers a search sent before the index as an error, not a crash', () => {
    const sent: FromWorker[] = [];
    const handle = workerMessageHandler(
      (payload) => SearchEngine.fromPayload(payload as IndexPayload),
      (message) => sent.push(message),
    );
    handle({type: 'search', id: 7, requests: [request('blender')]});
    assert.deepEqual(sent, [{type: 'error', id: 7, message: 'the search index is not loaded'}]);
  });
});
