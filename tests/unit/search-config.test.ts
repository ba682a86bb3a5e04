/**
 * Choosing the search backend at build time, and the URL rules of the theme config.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {algolia, EMBEDDED_CREDENTIALS, resolvePreload, resolveSearch, SearchConfigError} from '../../config/search';

describe('resolveSearch', () => {
  it('is embedded when no Algolia variable is set', () => {
    assert.deepEqual(resolveSearch({}), {mode: 'embedded', ...EMBEDDED_CREDENTIALS});
  });

  it('is Algolia mode with all three variables, trimmed', () => {
    assert.deepEqual(
      resolveSearch({ALGOLIA_APP_ID: ' APP ', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'}),
      {
        mode: 'algolia',
        appId: 'APP',
        apiKey: 'key',
        indexName: 'docs',
      },
    );
  });

  it("stops the build with the client's wording when a credential is missing or empty", () => {
    assert.throws(
      () => resolveSearch({ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'}),
      (error: Error) => {
        assert.ok(error instanceof SearchConfigError);
        assert.match(error.message, /appId is missing/);
        assert.doesNotMatch(error.message, /apiKey is missing/);
        return true;
      },
    );
    assert.throws(() => resolveSearch({ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs'}), /apiKey is missing/);
    assert.throws(
      () => resolveSearch({SEARCH_MODE: 'algolia'}),
      /appId is missing.*apiKey is missing.*indexName is missing/,
    );
  });

  it('falls back to the embedded search when configured so', () => {
    const resolved = resolveSearch({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: '  ', SEARCH_FALLBACK: 'embedded'});
    assert.equal(resolved.mode, 'embedded');
    assert.equal(resolved.appId, EMBEDDED_CREDENTIALS.appId);
    assert.match(resolved.fallbackReason ?? '', /apiKey is missing/);
  });

  it('lets SEARCH_MODE=embedded win over leftover Algolia variables, and rejects unknown modes', () => {
    assert.equal(resolveSearch({SEARCH_MODE: 'embedded', ALGOLIA_APP_ID: 'APP'}).mode, 'embedded');
    assert.throws(() => resolveSearch({SEARCH_MODE: 'elastic'}), /SEARCH_MODE/);
  });
});

describe('resolvePreload', () => {
  it('starts the search on intent unless SEARCH_PRELOAD=idle, and rejects other values', () => {
    assert.equal(resolvePreload({}), 'intent');
    assert.equal(resolvePreload({SEARCH_PRELOAD: ''}), 'intent');
    assert.equal(resolvePreload({SEARCH_PRELOAD: ' Idle '}), 'idle');
    assert.equal(resolvePreload({SEARCH_PRELOAD: 'intent'}), 'intent');
    assert.throws(() => resolvePreload({SEARCH_PRELOAD: 'eager'}), SearchConfigError);
    assert.throws(
      () => resolvePreload({SEARCH_PRELOAD: 'eager'}),
      /SEARCH_PRELOAD must be "intent" or "idle", not "eager"/,
    );
  });
});

describe('theme config', () => {
  const external = new RegExp(algolia.externalUrlRegex);

  it('treats the product website, the web app and the old brand as external', () => {
    for (const url of [
      'https://rapidpipeline.com/en/pricing/',
      'https://www.rapidpipeline.com/',
      'https://app.rapidpipeline.com/signup',
      'https://rapidcompact.com/x',
    ]) {
      assert.ok(external.test(url), url);
    }
  });

  it('keeps this site, including its release notes, internal', () => {
    for (const url of [
      'https://docs.rapidpipeline.com/docs/integrations/introduction',
      'https://docs.rapidpipeline.com/3d-processor-updates/v7.4.0',
      'http://localhost:3000/docs/x',
    ]) {
      assert.ok(!external.test(url), url);
    }
  });

  it('has the spec placeholder, button text and search page', () => {
    assert.equal(algolia.placeholder, 'Search docs');
    assert.equal(algolia.translations.button.buttonText, 'Search');
    assert.equal(algolia.searchPagePath, 'search');
    assert.equal(algolia.contextualSearch, true);
    assert.equal(algolia.translations.modal.noResultsScreen.noResultsText, 'No results for');
  });
});
