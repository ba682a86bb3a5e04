/**
 * The embedded client answers in Algolia's request/response shape: the
 * DocSearch modal's `{requests: [...]}`, algoliasearch-helper's legacy array
 * (params as object or URL-encoded string), hits with highlight and snippet
 * results, paging, facets, errors as RetryError, hostile input.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  createEmbeddedClient,
  inThread,
  loadIndex,
  normaliseRequests,
  RetryError,
  siteUrlFor,
  type SearchResponse,
} from '../../src/plugins/search/client/client';
import {SearchEngine, MAX_QUERY_CHARS, facetPredicate} from '../../src/plugins/search/client/engine';
import {Matcher, TextWordCache, highlight, snippet} from '../../src/plugins/search/client/highlight';
import {encodePayload, type ExtractedPage, type ExtractedRecord} from '../../src/plugins/search/client/types';

function page(
  path: string,
  lvl0: string,
  title: string,
  sections: [string, string, string[]][],
  tags = ['docs-default-current'],
  language = 'en',
): ExtractedPage {
  const records: ExtractedRecord[] = [{type: 'lvl1', anchor: null, hierarchy: [lvl0, title], content: null}];
  for (const [heading, anchor, paragraphs] of sections) {
    const hierarchy = heading ? [lvl0, title, heading] : [lvl0, title];
    if (heading) records.push({type: 'lvl2', anchor, hierarchy, content: null});
    for (const text of paragraphs)
      records.push({type: 'content', anchor: heading ? anchor : null, hierarchy, content: text});
  }
  return {path, language, tags, records};
}

const PAGES: ExtractedPage[] = [
  page('docs/api/rapidpipeline_v2/create-webhook', 'Web Platform API v2.0', 'Create Webhook', [
    ['', '', ['POST /user/webhooks', 'Registers a URL that the platform calls when a job finishes.']],
  ]),
  page('docs/rapidpipeline-cloud-tutorials/processing-your-models', 'Cloud tutorials', 'Process your models', [
    [
      'Optimise a Base Asset',
      'optimise-a-base-asset',
      ['Choose a preset and start the optimisation. A webhook can tell your server when it is done.'],
    ],
    [
      'Follow the job',
      'follow-the-job',
      ['The job list shows the state of every optimisation.', 'The job list also shows the preset that was used.'],
    ],
  ]),
  page('docs/integrations/blender-integration', 'Integration guides', 'Blender integration', [
    [
      'Install',
      'install',
      ['Download the add-on and enable it under Preferences. Settings such as textureSize are stored per scene.'],
    ],
    [
      'Tabs in the panel',
      'tabs',
      ['The <Tabs> element & "quotes" are text here, not markup: <script>alert(1)</script>'],
    ],
  ]),
  page(
    '3d-processor-updates/v7.4.0',
    '3D Processor updates',
    '3D Processor 7.4.0',
    [['New', 'new', ['Settings schema v1.4 with paintable UV sets.']]],
    ['default'],
  ),
  page('de/docs/other', 'Andere', 'Webhook auf Deutsch', [['', '', ['Ein Webhook.']]], ['docs-default-current'], 'de'),
];

const engine = SearchEngine.fromPayload(JSON.parse(JSON.stringify(encodePayload(PAGES))));
const urlFor = siteUrlFor('https://docs.example.com', '/docs-preview/');
const client = createEmbeddedClient({
  appId: 'EMBEDDED',
  apiKey: 'k',
  loadEngine: async () => inThread(engine),
  urlFor,
  maxQueryLength: 64,
});

const CONTEXTUAL = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** The request DocSearch 4 sends (see DocSearchModal), with the site's 10-word snippets. */
function docSearchRequest(query: string, words = 10) {
  return {
    requests: [
      {
        query,
        indexName: 'rapidpipeline-docs',
        attributesToRetrieve: [
          'hierarchy.lvl0',
          'hierarchy.lvl1',
          'hierarchy.lvl2',
          'hierarchy.lvl3',
          'hierarchy.lvl4',
          'hierarchy.lvl5',
          'hierarchy.lvl6',
          'content',
          'type',
          'url',
        ],
        attributesToSnippet: [
          ...[1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}:${words}`),
          `content:${words}`,
        ],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: CONTEXTUAL,
      },
    ],
  };
}

async function first(query: string, words?: number) {
  const response = await client.search(docSearchRequest(query, words));
  assert.equal(response.results.length, 1);
  return response.results[0]!;
}

describe('response shape (DocSearch modal)', () => {
  it('answers results[] with hits, nbHits, paging and a queryID', async () => {
    const result = await first('webhook');
    assert.ok(result.nbHits >= 2);
    assert.equal(result.page, 0);
    assert.equal(result.hitsPerPage, 20);
    assert.equal(result.nbPages, 1);
    assert.equal(result.index, 'rapidpipeline-docs');
    assert.equal(result.query, 'webhook');
    assert.match(result.queryID, /^[0-9a-f]{32}$/);
    assert.equal(typeof result.processingTimeMS, 'number');
  });

  it('gives each hit the DocSearch record fields, an absolute URL with the anchor under the base URL, and highlights', async () => {
    const result = await first('follow job');
    const hit = result.hits[0]!;
    assert.equal(
      hit.url,
      'https://docs.example.com/docs-preview/docs/rapidpipeline-cloud-tutorials/processing-your-models#follow-the-job',
    );
    assert.equal(
      hit.url_without_anchor,
      'https://docs.example.com/docs-preview/docs/rapidpipeline-cloud-tutorials/processing-your-models',
    );
    assert.equal(hit.anchor, 'follow-the-job');
    assert.equal(hit.type, 'lvl2');
    assert.deepEqual(Object.keys(hit.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
    assert.equal(hit.hierarchy.lvl2, 'Follow the job');
    assert.equal(hit.hierarchy.lvl3, null);
    assert.equal(hit._highlightResult.hierarchy.lvl2?.value, '<mark>Follow</mark> the <mark>job</mark>');
    assert.equal(hit._highlightResult.hierarchy.lvl2?.matchLevel, 'full');
    assert.deepEqual(hit._highlightResult.hierarchy.lvl2?.matchedWords, ['follow', 'job']);
    assert.equal(typeof hit.objectID, 'string');
  });

  it('filters by language and docs version tag (contextual search facets)', async () => {
    const result = await first('webhook');
    assert.ok(result.hits.every((hit) => !hit.url.includes('/de/')));
    const german = await client.search({requests: [{indexName: 'x', query: 'webhook', facetFilters: ['language:de']}]});
    assert.deepEqual(
      german.results[0]!.hits.map((hit) => hit.hierarchy.lvl1),
      ['Webhook auf Deutsch'],
    );
    const releaseNotesOnly = await client.search({
      requests: [{indexName: 'x', query: 'schema', facetFilters: ['docusaurus_tag:default']}],
    });
    assert.ok(releaseNotesOnly.results[0]!.hits.every((hit) => hit.url.includes('3d-processor-updates')));
  });

  it('reads facet filters as Algolia does: strings ANDed, nested lists ORed, a leading minus negates', () => {
    const record = (language: string, tags: string[]) =>
      ({path: 'docs/x', anchor: null, type: 'lvl1', language, tags, hierarchy: {}, content: null, rank: 0}) as never;
    const en = record('en', ['docs-default-current']);
    const de = record('de', ['default']);
    const passes = (filters: unknown) => [en, de].map(facetPredicate(filters));
    assert.deepEqual(passes(['language:en']), [true, false]);
    assert.deepEqual(passes(['language:-en']), [false, true]);
    assert.deepEqual(passes([['language:de', 'docusaurus_tag:docs-default-current']]), [true, true]);
    assert.deepEqual(passes(['language:en', 'docusaurus_tag:default']), [false, false]);
    assert.deepEqual(passes(['docusaurus_tag:"default"']), [false, true]);
    assert.deepEqual(passes(['anything without a colon', ' language : de ']), [false, true]);
    assert.deepEqual(passes(null), [true, true]);
  });

  it('snippets content to the requested number of words, with the ellipsis where text was cut', async () => {
    const ten = (await first('tell server done')).hits.find((hit) => hit.type === 'content')!;
    const tenText = ten._snippetResult.content!.value.replace(/<\/?mark>/g, '');
    assert.equal(tenText.replace(/…/g, '').trim().split(/\s+/).length, 10);
    assert.ok(tenText.startsWith('…') || tenText.endsWith('…'));
    const five = (await first('tell server done', 5)).hits.find((hit) => hit.type === 'content')!;
    assert.equal(
      five._snippetResult
        .content!.value.replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/).length,
      5,
    );
    assert.match(five._snippetResult.content!.value, /<mark>server<\/mark>/);
  });

  it('returns one hit per URL (distinct), keeping the best record of a section', async () => {
    const result = await first('job list');
    const urls = result.hits.map((hit) => hit.url);
    assert.equal(new Set(urls).size, urls.length);
    assert.equal(result.nbHits, urls.length);
  });

  it('tells the caller the total hits of each answered query', async () => {
    const seen: [string, number][] = [];
    const counting = createEmbeddedClient({
      appId: 'a',
      apiKey: 'b',
      loadEngine: async () => inThread(engine),
      urlFor,
      onResults: (query, nbHits) => seen.push([query, nbHits]),
    });
    const response = await counting.search(docSearchRequest('webhook'));
    assert.deepEqual(seen, [['webhook', response.results[0]!.nbHits]]);
  });

  it('sends only the newest of the queries that waited for the index to the engine; the older ones get its answer', async () => {
    let indexLoaded!: () => void;
    const loading = new Promise<void>((resolve) => (indexLoaded = resolve));
    const asked: string[] = [];
    const counted: string[] = [];
    const queued = createEmbeddedClient({
      appId: 'a',
      apiKey: 'b',
      loadEngine: async () => {
        await loading;
        return {
          searchAll: async (requests, urlForHit) => {
            asked.push(requests[0]!.query);
            return inThread(engine).searchAll(requests, urlForHit);
          },
        };
      },
      urlFor,
      onResults: (query) => counted.push(query),
    });
    // A reader typing while the index downloads: one query per keystroke. The last asks for other snippets,
    // so it is not the same request: it gets its own answer.
    const answers = [
      ...['w', 'we', 'webhook'].map((query) => queued.search(docSearchRequest(query))),
      queued.search(docSearchRequest('webhooks', 5)),
    ];
    indexLoaded();
    const results = await Promise.all(answers);
    assert.deepEqual([...asked].sort(), ['webhook', 'webhooks']);
    assert.deepEqual(
      results.map((response) => response.results[0]!.query),
      ['webhook', 'webhook', 'webhook', 'webhooks'],
    );
    assert.deepEqual(counted.sort(), ['webhook', 'webhooks'], 'hit counts are told for the queries asked only');
    // Once the index is there, each query is asked.
    await queued.search(docSearchRequest('w'));
    assert.equal(asked.at(-1), 'w');
  });
});

describe('ranking', () => {
  it('ranks a title match above the same word in body text', async () => {
    const result = await first('webhook');
    assert.equal(result.hits[0]!.hierarchy.lvl1, 'Create Webhook');
    assert.equal(result.hits[0]!.type, 'lvl1');
  });

  it('tolerates typos', async () => {
    const result = await first('webhok');
    assert.equal(result.hits[0]?.hierarchy.lvl1, 'Create Webhook');
    assert.match(result.hits[0]!._highlightResult.hierarchy.lvl1!.value, /<mark>Webhook<\/mark>/);
  });

  it('matches prefixes while typing and highlights the typed part', async () => {
    const result = await first('blend');
    assert.equal(result.hits[0]?.hierarchy.lvl1, 'Blender integration');
    assert.equal(result.hits[0]!._highlightResult.hierarchy.lvl1!.value, '<mark>Blend</mark>er integration');
  });

  it('finds the parts of camelCase identifiers', async () => {
    const result = await first('texture size');
    assert.ok(
      result.hits.some(
        (hit) =>
          hit._highlightResult.content?.value.includes('<mark>texture</mark>Size') ||
          hit._snippetResult.content?.value.includes('<mark>texture</mark>Size'),
      ),
    );
  });

  it('ranks pages with a lower pageRank (legacy) after equal matches', () => {
    const pages = [
      page('docs/api/rapidcompact_v1/get-tokens', 'Web Platform API v1.0', 'Get Tokens', []),
      page('docs/api/rapidpipeline_v2/get-tokens', 'Web Platform API v2.0', 'Get Tokens', []),
    ];
    const plain = SearchEngine.fromPayload(encodePayload(pages)).search({indexName: 'x', query: 'get tokens'}, urlFor);
    assert.match(plain.hits[0]!.url, /rapidcompact_v1/, 'without ranks the first page wins the tie');
    const ranked = SearchEngine.fromPayload(encodePayload([{...pages[0]!, rank: -1}, pages[1]!])).search(
      {indexName: 'x', query: 'get tokens'},
      urlFor,
    );
    assert.match(ranked.hits[0]!.url, /rapidpipeline_v2/);
  });

  it('ranks sections with every word first, followed by sections with some words when few have them all', async () => {
    assert.equal((await first('blender webhook')).hits.length > 0, true);
    const both = await first('preset job');
    const withBoth = both.hits.findIndex((hit) => !hit.url.includes('processing-your-models'));
    assert.ok(withBoth !== 0, 'the section with both words comes first');
    assert.ok(
      both.hits
        .slice(0, withBoth === -1 ? undefined : withBoth)
        .every((hit) => hit.url.includes('processing-your-models')),
    );
    assert.ok(both.hits.length > 1, 'sections with one of the words follow');
  });
});

describe('algoliasearch-helper requests (the /search page)', () => {
  it('accepts the legacy array shape with params as an object, with paging and facets', async () => {
    const params = {
      query: 'the',
      hitsPerPage: 1,
      page: 1,
      facets: ['language', 'docusaurus_tag'],
      facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:en']],
    };
    const response = await client.search([{indexName: 'rapidpipeline-docs', params}]);
    const result = response.results[0]!;
    assert.equal(result.page, 1);
    assert.equal(result.hitsPerPage, 1);
    assert.equal(result.hits.length, 1);
    assert.equal(result.nbPages, result.nbHits);
    assert.equal(result.facets?.language?.en, result.nbHits);
    assert.ok((result.facets?.docusaurus_tag?.['docs-default-current'] ?? 0) > 0);
    // Default highlight tags are the ones the theme's search page restyles.
    assert.match(
      result.hits[0]!._highlightResult.hierarchy.lvl1?.value ?? '',
      /^[^<]*$|algolia-docsearch-suggestion--highlight/,
    );
  });

  it('accepts params as a URL-encoded string', async () => {
    const response = await client.search([
      {indexName: 'x', params: 'query=blender&hitsPerPage=2&facetFilters=%5B%22language%3Aen%22%5D'},
    ]);
    assert.equal(response.results[0]!.hitsPerPage, 2);
    assert.equal(response.results[0]!.hits[0]!.hierarchy.lvl1, 'Blender integration');
  });

  it('answers several requests in order', async () => {
    const response = await client.search({
      requests: [
        {indexName: 'x', query: 'blender'},
        {indexName: 'x', query: 'webhook'},
      ],
    });
    assert.deepEqual(
      response.results.map((result) => result.query),
      ['blender', 'webhook'],
    );
  });

  it('rejects what is not a search request', () => {
    assert.throws(() => normaliseRequests({query: 'x'}), TypeError);
    assert.throws(() => normaliseRequests(null), TypeError);
  });
});

describe('hostile input', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '.*+?^${}()|[]\\ (a+)+$',
    '🚀🔥 optimise',
    'مرحبا بالعالم',
    '"; DROP TABLE records; --',
    'x'.repeat(10_000),
    `${'word '.repeat(2_000)}`,
  ];

  for (const query of hostile) {
    it(`answers ${JSON.stringify(query.slice(0, 30))}${query.length > 30 ? ` (${query.length} chars)` : ''} without error, escaped`, async () => {
      const started = performance.now();
      const result = await first(query);
      assert.ok(performance.now() - started < 500, 'answered quickly');
      assert.equal(result.query, query.slice(0, 64), 'the modal client caps the query');
      const html = JSON.stringify(result.hits);
      assert.ok(!/<(script|img)/i.test(html), 'no markup from the query or the records');
    });
  }

  it('escapes markup that is text in the records, in hits, highlights and snippets', async () => {
    const hit = (await first('script alert')).hits.find((entry) => entry.content !== null)!;
    assert.ok(hit, 'the record with markup-like text is found');
    assert.ok(hit.content!.includes('&lt;Tabs&gt;'));
    assert.ok(hit.content!.includes('&amp;'));
    assert.ok(hit.content!.includes('&quot;quotes&quot;'));
    assert.ok(!hit._highlightResult.content!.value.includes('<script'));
    assert.match(hit._highlightResult.content!.value, /&lt;<mark>script<\/mark>&gt;<mark>alert<\/mark>\(1\)/);
    assert.ok(!hit._snippetResult.content!.value.includes('<Tabs>'));
  });

  it('matches on the first 512 characters of a longer query (the search page) and echoes the query as sent', () => {
    const long = `blender ${'zzzz '.repeat(200)}`;
    const result = engine.search({indexName: 'x', query: long}, urlFor);
    assert.equal(result.query, long);
    assert.ok(long.length > MAX_QUERY_CHARS);
    const cut = engine.search({indexName: 'x', query: long.slice(0, MAX_QUERY_CHARS)}, urlFor);
    assert.equal(result.nbHits, cut.nbHits);
  });

  it('answers an empty query with no hits', async () => {
    const result = await first('');
    assert.equal(result.nbHits, 0);
    assert.deepEqual(result.hits, []);
  });
});

describe('failures', () => {
  it('turns an index that cannot load into a RetryError (the modal error screen), and retries on the next query', async () => {
    let calls = 0;
    const failing = createEmbeddedClient({
      appId: 'a',
      apiKey: 'b',
      urlFor,
      loadEngine: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new RetryError('Unreachable hosts')) : Promise.resolve(inThread(engine));
      },
    });
    await assert.rejects(failing.search(docSearchRequest('blender')), (error: Error) => error.name === 'RetryError');
    const response: SearchResponse = await failing.search(docSearchRequest('blender'));
    assert.equal(response.results[0]!.hits[0]!.hierarchy.lvl1, 'Blender integration');
    assert.equal(calls, 2);
  });

  it('loadIndex reports HTTP errors and network failures as RetryError and forgets the failure', async () => {
    const payload = JSON.stringify(encodePayload(PAGES));
    const answers: (() => Response)[] = [
      () => new Response('Not found', {status: 404}),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response(payload, {status: 200, headers: {'content-type': 'application/json'}}),
    ];
    let fetches = 0;
    const fetchImpl = (async () => answers[fetches++]!()) as unknown as typeof fetch;
    const url = `https://docs.example.com/search/index-test-${Date.now()}.json`;
    await assert.rejects(
      loadIndex(url, {fetchImpl}),
      (error: Error) => error.name === 'RetryError' && /404/.test(error.message),
    );
    await assert.rejects(
      loadIndex(url, {fetchImpl}),
      (error: Error) => error.name === 'RetryError' && /Failed to fetch/.test(error.message),
    );
    const loaded = await loadIndex(url, {fetchImpl});
    const [result] = await loaded.searchAll([{indexName: 'x', query: 'blender'}], urlFor);
    assert.equal(result!.hits[0]!.url, 'https://docs.example.com/docs-preview/docs/integrations/blender-integration');
    assert.equal(await loadIndex(url, {fetchImpl}), loaded, 'a loaded index is kept');
    assert.equal(fetches, 3);
  });
});

describe('snippet words', () => {
  const tags = {pre: '<mark>', post: '</mark>'};
  const readerWords = (value: string) =>
    value
      .replace(/<\/?mark>|…/g, ' ')
      .split(/\s+/)
      .filter((token) => /[\p{L}\p{N}]/u.test(token));

  it('counts words as a reader does: hyphenated and possessive words are one, lone punctuation none', () => {
    const text =
      "Export glTF-Binary files · RapidPipeline's optimiser keeps UV-sets → then the 3D-model loads on phones and tablets quickly everywhere";
    const matcher = new Matcher(['optimiser'], ['optimiser']);
    const value = snippet(text, matcher, 5, tags, '…').value;
    assert.equal(readerWords(value).length, 5, value);
    assert.match(value, /<mark>optimiser<\/mark>/);
    assert.ok(!/RapidPipeline…|…'s/.test(value), `a word is never cut in two: ${value}`);
  });

  it('lets a key path or a file name break after its dots, and nothing else', () => {
    const matcher = new Matcher(['faces'], ['faces']);
    const key = highlight('optimize.decimator.target.faces.percentage', matcher, tags).value;
    assert.equal(key, 'optimize.<wbr>decimator.<wbr>target.<wbr><mark>faces</mark>.<wbr>percentage');
    const prose = highlight('Version 7.4.0 writes rapid.glb. Then it stops.', new Matcher([], []), tags).value;
    assert.equal(prose, 'Version 7.4.0 writes rapid.<wbr>glb. Then it stops.');
  });

  it('highlights a text that searches share by the words of each search, not of the search that read it first', () => {
    const texts = new TextWordCache();
    const text = 'Set the textureSize of the baked normal map, then bake the occlusion map with the same textureSize.';
    const first = new Matcher(['normal', 'texturesize'], ['normal', 'texturesize'], texts);
    assert.equal(snippet(text, first, 6, tags, '…').value, 'Set the <mark>textureSize</mark> of the baked…');
    const second = new Matcher(['occlusion', 'size'], ['occlusion', 'size'], texts);
    assert.equal(
      highlight(text, second, tags).value,
      'Set the texture<mark>Size</mark> of the baked normal map, then bake the <mark>occlusion</mark> map with the same texture<mark>Size</mark>.',
    );
    const third = snippet(text, second, 6, tags, '…');
    assert.equal(third.value, 'Set the texture<mark>Size</mark> of the baked…');
    assert.deepEqual(third.matchedWords, ['size']);
    assert.equal(snippet(text, new Matcher([], ['map'], texts), 4, tags, '…').matchLevel, 'none');
  });

  it('keeps the whole text when it has no more words than asked, however much punctuation it holds', () => {
    const text = 'Seat · Management → Integration-Tokens';
    const value = snippet(text, new Matcher(['seat'], ['seat']), 3, tags, '…').value;
    assert.equal(value, '<mark>Seat</mark> · Management → Integration-Tokens');
  });
});
