/**
 * What this site's DocSearch modal asks the embedded engine on each keystroke (see
 * src/plugins/search/theme/SearchBar), for the benches that ask the engine in Node.
 */
import {SNIPPET_WORDS, snippetAttributes} from '../../src/plugins/search/client/constants';
import type {EngineRequest} from '../../src/plugins/search/client/engine';

export const modalRequest = (query: string): EngineRequest => ({
  indexName: 'bench',
  query,
  hitsPerPage: 20,
  attributesToSnippet: snippetAttributes(SNIPPET_WORDS),
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});
