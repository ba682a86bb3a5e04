/**
 * What this site's DocSearch modal asks the embedded engine on each keystroke (see
 * src/plugins/search/theme/SearchBar), for the benches that ask the engine in Node.
 */
import type {EngineRequest} from '../../src/plugins/search/client/engine';

export const modalRequest = (query: string): EngineRequest => ({
  indexName: 'bench',
  query,
  hitsPerPage: 20,
  attributesToSnippet: [...[1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}:10`), 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});
