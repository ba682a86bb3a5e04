/**
 * A reader who has searched here lately: the client notes an answered search in local storage, and the
 * SearchBar starts the search once the page is idle for such a reader (see returning.ts). Storage that is
 * missing, blocked or full never breaks the search; the reader is then treated as a first-time one.
 */
import assert from 'node:assert/strict';
import {afterEach, beforeEach, describe, it} from 'node:test';
import {createEmbeddedClient} from '../../src/plugins/search/client/client';
import {
  LAST_SEARCH_KEY,
  RETURNING_SEARCHER_DAYS,
  noteSearch,
  resetNoted,
  searchedLately,
} from '../../src/plugins/search/client/returning';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 29);

class MemoryStorage {
  readonly items = new Map<string, string>();
  writes = 0;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes++;
    this.items.set(key, value);
  }
}

const throwing = {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem(): void {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
};

beforeEach(resetNoted);

describe('searchedLately', () => {
  it('holds for a search answered within the window, and not after it', () => {
    const storage = new MemoryStorage();
    storage.setItem(LAST_SEARCH_KEY, String(NOW - 2 * DAY));
    assert.equal(searchedLately(storage, NOW), true);
    assert.equal(searchedLately(storage, NOW + (RETURNING_SEARCHER_DAYS - 2) * DAY - 1), true);
    assert.equal(searchedLately(storage, NOW + (RETURNING_SEARCHER_DAYS - 2) * DAY), false);
  });

  it('does not hold without a noted search, with a value that is not a time, or without storage', () => {
    const storage = new MemoryStorage();
    assert.equal(searchedLately(storage, NOW), false);
    for (const value of ['', 'yes', '-5', '0', 'NaN']) {
      storage.setItem(LAST_SEARCH_KEY, value);
      assert.equal(searchedLately(storage, NOW), false, value);
    }
    assert.equal(searchedLately(undefined, NOW), false);
  });

  it('does not throw when reading storage throws', () => {
    assert.equal(searchedLately(throwing, NOW), false);
  });
});

describe('noteSearch', () => {
  it('stores the time, once per page load', () => {
    const storage = new MemoryStorage();
    noteSearch(storage, NOW);
    noteSearch(storage, NOW + 1000);
    assert.equal(storage.getItem(LAST_SEARCH_KEY), String(NOW));
    assert.equal(storage.writes, 1);
    assert.equal(searchedLately(storage, NOW + DAY), true);
  });

  it('does not throw when writing throws, and tries again on the next search', () => {
    assert.doesNotThrow(() => noteSearch(throwing, NOW));
    const storage = new MemoryStorage();
    noteSearch(storage, NOW);
    assert.equal(storage.writes, 1);
  });
});

describe('the embedded client', () => {
  const global = globalThis as {localStorage?: unknown};
  const saved = Object.getOwnPropertyDescriptor(global, 'localStorage');
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(global, 'localStorage', {configurable: true, value: storage});
  });
  afterEach(() => {
    if (saved) Object.defineProperty(global, 'localStorage', saved);
    else delete global.localStorage;
  });

  const client = createEmbeddedClient({
    appId: 'EMBEDDED',
    apiKey: 'k',
    loadEngine: async () => ({searchAll: async (requests) => requests.map(() => ({nbHits: 0}) as never)}),
    urlFor: () => '',
  });
  const ask = (query: string) => client.search({requests: [{indexName: 'docs', query}]});

  it('notes a search once a query with words is answered', async () => {
    await ask('');
    await ask('   ');
    assert.equal(storage.getItem(LAST_SEARCH_KEY), null);
    await ask('decimate');
    assert.equal(searchedLately(storage), true);
  });
});
