/**
 * What the search plugin writes besides the index: the modal's stylesheet, the search page's index preload, the
 * files' names, and what it tells the pages (its global data).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import os from 'node:os';
import type {LoadContext} from '@docusaurus/types';
import searchIndexPlugin, {modalStylesheet, preloadIndex, type SearchIndexOptions} from '../../src/plugins/search';
import type {SearchGlobalData} from '../../src/plugins/search/client/constants';
import {isSearchFile, searchFiles} from '../../src/plugins/search/files';

describe('modal stylesheet', () => {
  it("holds DocSearch's modal rules, then the site's, under a name that changes with its content", () => {
    const {file, css} = modalStylesheet();
    assert.match(file, /^search\/modal-[0-9a-f]{10}\.css$/);
    const docsearch = css.indexOf('.DocSearch-Modal{');
    const site = css.indexOf('z-index: calc(var(--ifm-z-index-fixed) + 1)');
    assert.ok(docsearch >= 0, "DocSearch's modal rules");
    assert.ok(site > docsearch, "the site's rules come after DocSearch's, so they win at equal specificity");
    assert.ok(!css.includes('.DocSearch-Button{'), "the button's rules stay in the page's CSS");
    assert.equal(modalStylesheet().file, file, 'the same content, the same name');
  });
});

describe('search files', () => {
  it('recognises the index and the stylesheet of any build, and nothing else', () => {
    for (const file of [searchFiles.index('mwuz69gd'), searchFiles.index('dev'), modalStylesheet().file])
      assert.ok(isSearchFile(file), file);
    for (const other of [
      'search.html',
      'search/index.html',
      'search/index-a/b.json',
      'search/modal-a.css.map',
      'assets/index-a.json',
    ])
      assert.ok(!isSearchFile(other), other);
    assert.ok(isSearchFile(searchFiles.index('mwuz69gd'), 'index'));
    assert.ok(!isSearchFile(modalStylesheet().file, 'index'), 'the stylesheet is not the index');
  });
});

describe('search page preload', () => {
  it('preloads the index in the head, once, as the page will fetch it', () => {
    const html = '<html><head><title>Search</title></head><body></body></html>';
    const once = preloadIndex(html, '/docs-preview/search/index-abc.json');
    assert.equal(
      once,
      '<html><head><title>Search</title><link rel="preload" href="/docs-preview/search/index-abc.json" as="fetch" crossorigin="anonymous"></head><body></body></html>',
    );
    assert.equal(preloadIndex(once, '/docs-preview/search/index-abc.json'), once, 'a second build step adds nothing');
  });
});

describe('global data', () => {
  async function globalData(options: Partial<SearchIndexOptions>): Promise<SearchGlobalData> {
    const context = {siteDir: os.tmpdir(), generatedFilesDir: os.tmpdir(), baseUrl: '/'} as LoadContext;
    const plugin = searchIndexPlugin(context, {mode: 'embedded', blogTitles: {}, ...options});
    let data: unknown;
    await plugin.contentLoaded!({
      content: undefined,
      actions: {setGlobalData: (value: unknown) => (data = value)},
    } as never);
    return data as SearchGlobalData;
  }

  it('tells the pages when to start loading the search: on intent unless the site asks for idle', async () => {
    assert.equal((await globalData({})).preload, 'intent');
    assert.equal((await globalData({preload: 'idle'})).preload, 'idle');
    assert.match((await globalData({})).indexPath ?? '', /^search\/index-[a-z0-9]+\.json$/);
  });
});
