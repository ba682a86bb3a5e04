/**
 * Record extraction: hierarchy from headings, anchors, content chunks, the
 * pages that are (not) searchable, and the compact payload round trip.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {load} from 'cheerio';
import {describe, it} from 'node:test';
import {chunkText, extractPage, MAX_CHUNK_CHARS} from '../../src/plugins/search/build/extract';
import {
  SHARED_RESPONSE_FIELD,
  apiOperationRecords,
  decodeApiFrontMatter,
  sharedResponseFields,
} from '../../src/plugins/search/build/api-records';
import {markdownRecords, pagesFromSources} from '../../src/plugins/search/build/from-sources';
import {
  MAX_LINK_TEXTS,
  attachLinkTexts,
  dedupeVersions,
  toDocSearchRecords,
} from '../../src/plugins/search/build/build-index';
import {recordOptions} from '../../config/search-records';
import {
  decodePayload,
  encodePayload,
  type ExtractedPage,
  type ExtractedRecord,
} from '../../src/plugins/search/client/types';

/** A doc page as Docusaurus renders it (minified like the real build: optional end tags left out). */
function docPage(
  body: string,
  options: {tag?: string; id?: string; breadcrumbs?: string[]; title?: string} = {},
): string {
  const crumbs = (options.breadcrumbs ?? ['Integration guides'])
    .map((label) => `<li class="breadcrumbs__item"><span class="breadcrumbs__link">${label}</span></li>`)
    .join('');
  return `<!doctype html><html lang="en" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-${options.id ?? 'integrations/blender'}">
<head><title>${options.title ?? 'Blender integration | RapidPipeline Documentation'}</title>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${options.tag ?? 'docs-default-current'}"></head>
<body><nav class="navbar"><div class="navbar__items"><a class="navbar__item navbar__link navbar__link--active" href="/docs/x">Tutorials</a></div></nav>
<aside class="theme-doc-sidebar-container"><nav class="menu"><a class="menu__link">Sidebar entry</a></nav></aside>
<main><article><nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" href="/"><svg></svg></a></li>${crumbs}<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Active</span></li></ul></nav>
<div class="theme-doc-markdown markdown">${body}</div></article></main>
<script>window.notIndexed = "script text";</script></body></html>`;
}

/** The texts of a page's content records, in order. */
const contentsOf = (page: ExtractedPage) =>
  page.records.filter((record) => record.type === 'content').map((record) => record.content);

const BLENDER = `<header><h1>Blender integration</h1></header>
<p>The plugin runs the <strong>3D Processor</strong> inside Blender.</p>
<h2 class="anchor" id="install">Install<a href="#install" class="hash-link" aria-label="Direct link to Install">\u200b</a></h2>
<p>Download the add-on.<p>Open <em>Preferences</em>, then <code>Add-ons</code>.
<h3 id="linux">On Linux<a href="#linux" class="hash-link">\u200b</a></h3>
<ul><li>Copy the folder.<ul><li>Nested step.</ul><li><p>Loose item paragraph.</ul>
<div class="theme-admonition theme-admonition-tip alert"><div class="admonitionHeading_x"><span><svg></svg></span>tip</div><div class="admonitionContent_y"><p>Restart Blender afterwards.</div></div>
<h2 id="options">Options</h2>
<table><thead><tr><th>Option<th>Meaning<tbody><tr><td>Ratio<td>Share of faces kept<tr><td>Bake<td>Bake textures</table>
<div class="theme-code-block"><pre><code><span class="token-line">rpdx --help<br></span></code></pre><button>Copy</button></div>`;

describe('extractPage on a doc', () => {
  const page = extractPage(docPage(BLENDER), {path: 'docs/integrations/blender-integration'})!;

  it('keeps the page path, language and contextual-search tag', () => {
    assert.equal(page.path, 'docs/integrations/blender-integration');
    assert.equal(page.language, 'en');
    assert.deepEqual(page.tags, ['docs-default-current']);
  });

  it('builds the hierarchy from the headings, with lvl0 from the top breadcrumb', () => {
    const headings = page.records.filter((record) => record.type !== 'content');
    assert.deepEqual(
      headings.map((record) => [record.type, record.anchor, record.hierarchy]),
      [
        ['lvl1', null, ['Integration guides', 'Blender integration']],
        ['lvl2', 'install', ['Integration guides', 'Blender integration', 'Install']],
        ['lvl3', 'linux', ['Integration guides', 'Blender integration', 'Install', 'On Linux']],
        ['lvl2', 'options', ['Integration guides', 'Blender integration', 'Options']],
      ],
    );
  });

  it('anchors body text to the heading above it and drops the deeper levels after a shallower heading', () => {
    const find = (text: string) => page.records.find((record) => record.content?.includes(text));
    assert.equal(find('runs the 3D Processor inside Blender')?.anchor, null);
    assert.equal(find('Download the add-on')?.anchor, 'install');
    assert.equal(find('Nested step')?.anchor, 'linux');
    assert.deepEqual(find('Share of faces kept')?.hierarchy, ['Integration guides', 'Blender integration', 'Options']);
  });

  it('extracts paragraphs, list items (nested and loose), admonitions, table rows (the header row too) and code as separate content records', () => {
    assert.deepEqual(contentsOf(page), [
      'The plugin runs the 3D Processor inside Blender.',
      'Download the add-on.',
      'Open Preferences, then Add-ons.',
      'Copy the folder.',
      'Nested step.',
      'Loose item paragraph.',
      'Restart Blender afterwards.',
      'Option · Meaning',
      'Ratio · Share of faces kept',
      'Bake · Bake textures',
      'rpdx --help',
    ]);
  });

  it('is read the same way by the Algolia Crawler configuration: every table row, the header row too', () => {
    const rows = crawlerContents(docPage(BLENDER)).filter((text) => /Option|Ratio|Bake/.test(text));
    // The stand-in for helpers.docsearch joins the cells' texts as they are.
    assert.deepEqual(rows, ['OptionMeaning', 'RatioShare of faces kept', 'BakeBake textures']);
  });

  it('leaves out heading links, icons, buttons, admonition labels, sidebars and scripts', () => {
    const text = JSON.stringify(page.records);
    for (const noise of ['\u200b', 'Copy"', 'tip', 'Sidebar entry', 'script text', 'Direct link']) {
      assert.ok(!text.includes(noise), `records contain ${JSON.stringify(noise)}`);
    }
  });
});

describe('asides', () => {
  // The legacy pages' banner points to the pages that replace them; its words are about those pages.
  const html = docPage(
    '<header><h1>RapidCompact CLI</h1></header><aside aria-label="Legacy documentation" data-legacy-banner=""><p>This page documents the RapidCompact CLI.</p><div><p>Follow the migration guide instead.</p></div></aside><p>The CLI reads rpd_config.json.</p>',
  );

  it('are left out of the built index and by the Algolia Crawler configuration alike', () => {
    assert.deepEqual(contentsOf(extractPage(html, {path: 'docs/legacy/cli'})!), ['The CLI reads rpd_config.json.']);
    assert.deepEqual(crawlerContents(html), ['The CLI reads rpd_config.json.']);
  });
});

/** What the Algolia Crawler configuration makes of a page: the texts its content selectors pick, and its lvl0 default. */
function crawl(html: string): {contents: string[]; lvl0: string} {
  const source = fs.readFileSync(path.join(__dirname, '../../config/docsearch-crawler.config.js'), 'utf8');
  type Crawled = {contents: string[]; lvl0: string};
  let config: {actions: {recordExtractor: (input: unknown) => Crawled}[]} | undefined;
  new Function('Crawler', source)(
    class {
      constructor(options: typeof config) {
        config = options;
      }
    },
  );
  const $ = load(html);
  // Stands in for helpers.docsearch: the texts its content selectors pick.
  const docsearch = ({recordProps}: {recordProps: {content: string[]; lvl0: {defaultValue: string}}}) => ({
    contents: $(recordProps.content.join(', '))
      .toArray()
      .map((element) => $(element).text().replace(/\s+/g, ' ').trim()),
    lvl0: recordProps.lvl0.defaultValue,
  });
  return config!.actions[0]!.recordExtractor({$, helpers: {docsearch}});
}

const crawlerContents = (html: string) => crawl(html).contents;

describe('extractPage reads tab labels', () => {
  // Docusaurus Tabs (label list, then panels), tabs inside a panel, and the OpenAPI theme's responses,
  // whose label list sits in the heading block before the panels.
  const TABS = `<h1>CLI setup</h1>
<h2 id="install">Install</h2>
<div class="tabs-container"><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item">Windows</li><li role="tab" tabindex="-1" class="tabs__item">macOS / Linux</li></ul>
<div class="margin-top--md"><div role="tabpanel" class="tabItem"><p>Unpack the archive.</p><div class="tabs-container"><ul role="tablist"><li role="tab">PowerShell</li><li role="tab">cmd</li></ul><div><div role="tabpanel"><pre><code>Expand-Archive rpdx.zip</code></pre></div><div role="tabpanel" hidden><pre><code>tar -xf rpdx.zip</code></pre></div></div></div><p>Add the folder to PATH.</p></div>
<div role="tabpanel" class="tabItem" hidden><p>Unpack the archive.</p></div></div></div>
<p>Run rpdx --help.</p>
<div class="openapi-tabs__container"><div class="openapi-tabs__response-header-section"><h2 id="responses">Responses</h2><div class="openapi-tabs__response-container"><ul role="tablist"><li role="tab" aria-selected="true">204</li><li role="tab">400</li></ul></div></div>
<div class="margin-top--md"><div role="tabpanel"><div class="openapi-markdown"><p>All runs were queued.</p></div><div class="openapi-server-rendered"><p>Schema</p></div></div><div role="tabpanel" hidden><div class="openapi-markdown"><p>The runs could not be queued.</p></div></div></div></div>`;
  const page = extractPage(docPage(TABS, {id: 'cli/setup'}), {path: 'docs/cli/setup'})!;

  it("starts each panel's first text with its tab's label, tabs inside tabs included, and nothing after the panels", () => {
    assert.deepEqual(contentsOf(page), [
      'Windows: Unpack the archive.',
      'PowerShell: Expand-Archive rpdx.zip',
      'cmd: tar -xf rpdx.zip',
      'Add the folder to PATH.',
      'macOS / Linux: Unpack the archive.',
      'Run rpdx --help.',
      '204: All runs were queued.',
      '400: The runs could not be queued.',
    ]);
  });

  it('is read the same way by the Algolia Crawler configuration', () => {
    const contents = crawlerContents(docPage(TABS, {id: 'cli/setup'}));
    for (const text of [
      'Windows: Unpack the archive.',
      'cmd: tar -xf rpdx.zip',
      'macOS / Linux: Unpack the archive.',
      '400: The runs could not be queued.',
    ])
      assert.ok(contents.includes(text), `${JSON.stringify(text)} in ${JSON.stringify(contents)}`);
  });
});

describe('extractPage chooses what is searchable', () => {
  it("indexes a release-note post under its feed title, its date (shown under the title) as the title's first text", () => {
    const html = `<html lang="en" class="blog-wrapper blog-post-page plugin-blog plugin-id-3d-processor-updates"><head>
<meta name="docsearch:docusaurus_tag" content="default"></head><body><main><aside class="col col--3"><nav class="sidebar_x"><div class="sidebarItemTitle_x">All 3D Processor releases</div></nav></aside><article><header><h1 class="title_x">3D Processor 7.4.0</h1><time>July 1, 2025</time></header>
<div id="__blog-post-container" class="markdown"><p>Schema v1.4 arrives.</p><h2 id="new">New</h2><ul><li>Paintable UVs.</ul></div>
<footer><b>Tags:</b><a href="/t">schema</a></footer></article></main></body></html>`;
    const page = extractPage(html, {
      path: '3d-processor-updates/v7.4.0',
      blogTitles: {'3d-processor-updates': '3D Processor updates'},
    })!;
    assert.deepEqual(
      page.records.map((record) => [record.type, record.anchor, record.hierarchy.join(' > '), record.content]),
      [
        ['lvl1', null, '3D Processor updates > 3D Processor 7.4.0', null],
        ['content', null, '3D Processor updates > 3D Processor 7.4.0', 'July 1, 2025'],
        ['content', null, '3D Processor updates > 3D Processor 7.4.0', 'Schema v1.4 arrives.'],
        ['lvl2', 'new', '3D Processor updates > 3D Processor 7.4.0 > New', null],
        ['content', 'new', '3D Processor updates > 3D Processor 7.4.0 > New', 'Paintable UVs.'],
      ],
    );
    assert.deepEqual(crawl(html), {
      contents: ['July 1, 2025', 'Schema v1.4 arrives.', 'Paintable UVs.'],
      lvl0: '3D Processor updates',
    });
  });

  it('skips listings, tag pages, redirects and other pages', () => {
    const listing = `<html class="blog-wrapper blog-list-page"><head><meta name="docsearch:docusaurus_tag" content="blog_posts_list"></head><body><main><article><h2>Post</h2></article></main></body></html>`;
    const redirect = `<html><head><meta http-equiv="refresh" content="0; url=/docs/x"></head><body></body></html>`;
    const landing = `<html class="plugin-pages plugin-id-default"><head><meta name="docsearch:docusaurus_tag" content="default"></head><body><main><h1>Welcome</h1></main></body></html>`;
    for (const html of [listing, redirect, landing]) assert.equal(extractPage(html, {path: 'x'}), null);
  });

  it('titles a doc without an h1 from its <title>', () => {
    const page = extractPage(docPage('<p>Body text.</p>', {title: 'Hidden title | Site'}), {path: 'docs/x'})!;
    assert.deepEqual(page.records[0], {
      type: 'lvl1',
      anchor: null,
      hierarchy: ['Integration guides', 'Hidden title'],
      content: null,
    });
    assert.equal(page.records[1]?.content, 'Body text.');
  });

  it('uses the active breadcrumb of a generated category page as its section', () => {
    const html = docPage('', {breadcrumbs: []})
      .replace('<div class="theme-doc-markdown markdown"></div>', '')
      .replace(
        '<main><article>',
        '<main><div><header><h1>REST API v2.0</h1><p>Every operation, by resource.</p></header><article>',
      );
    const page = extractPage(html, {path: 'docs/category/rapidpipeline-api'})!;
    assert.deepEqual(page.records, [
      {type: 'lvl1', anchor: null, hierarchy: ['Active', 'REST API v2.0'], content: null},
      {type: 'content', anchor: null, hierarchy: ['Active', 'REST API v2.0'], content: 'Every operation, by resource.'},
    ]);
  });

  it('finds content streamed after a Suspense fallback (API pages)', () => {
    const html = docPage('').replace(
      '<div class="theme-doc-markdown markdown"></div></article></main>',
      '</article><div class="loading">Loading the API reference…</div></main><div hidden id="S:0"><div class="theme-doc-markdown markdown"><h1>Get Tokens</h1><pre class="openapi__method-endpoint"><span class="badge">GET</span> <h2 class="openapi__method-endpoint-path">/user/api-tokens</h2></pre><div class="openapi-skeleton sm"></div></div></div>',
    );
    const page = extractPage(html, {path: 'docs/api/rapidpipeline_v2/get-tokens', extraRecords: () => []})!;
    assert.deepEqual(
      page.records.map((record) => [record.type, record.content]),
      [
        ['lvl1', null],
        ['content', 'GET /user/api-tokens'],
      ],
    );
  });
  it("leaves out what a page keeps out of search snippets (data-nosnippet): an operation's server URL", () => {
    const endpoint =
      '<h1>Get Tokens</h1><pre class="openapi__method-endpoint"><span class="badge">GET</span> <h2 class="openapi__method-endpoint-path"><span data-nosnippet>https://api.rapidpipeline.com</span>/user/api-tokens</h2></pre>';
    const page = extractPage(docPage(endpoint), {
      path: 'docs/api/rapidpipeline_v2/get-tokens',
      extraRecords: () => [],
    })!;
    assert.deepEqual(contentsOf(page), ['GET /user/api-tokens']);
  });
});

describe('content chunks', () => {
  it('leaves short text whole', () => {
    assert.deepEqual(chunkText('One sentence.'), ['One sentence.']);
  });

  it('splits long text at sentence boundaries, each chunk within the limit', () => {
    const sentence = 'The optimiser keeps the silhouette of the model while it removes faces. ';
    const text = sentence.repeat(20).trim();
    const chunks = chunkText(text);
    assert.ok(chunks.length > 1);
    for (const chunk of chunks) {
      assert.ok(chunk.length <= MAX_CHUNK_CHARS, `chunk of ${chunk.length} characters`);
      assert.ok(chunk.endsWith('faces.'), 'a chunk ends at a sentence boundary');
    }
    assert.equal(chunks.join(' '), text);
  });

  it('keeps the words before a stop inside a word (a file name, a version) when it splits', () => {
    const text = `${'A client in bash, Python or Node.js reads rpd_account.json and schema v1.4 settings. '.repeat(8)}Done.`;
    const chunks = chunkText(text);
    assert.ok(chunks.length > 1);
    assert.equal(chunks.join(' '), text);
  });

  it('cuts a single overlong sentence at word boundaries without losing words', () => {
    const text = Array.from({length: 200}, (_, index) => `word${index}`).join(' ');
    const chunks = chunkText(text);
    assert.ok(chunks.every((chunk) => chunk.length <= MAX_CHUNK_CHARS));
    assert.equal(chunks.join(' '), text);
  });

  it('gives each chunk of a long paragraph the same anchor and hierarchy', () => {
    const long = `<h2 id="long">Long</h2><p>${'A sentence about decimation targets and ratios. '.repeat(20)}</p>`;
    const page = extractPage(docPage(`<h1>T</h1>${long}`), {path: 'docs/x'})!;
    const chunks = page.records.filter((record) => record.type === 'content');
    assert.ok(chunks.length > 1);
    assert.ok(
      chunks.every((record) => record.anchor === 'long' && record.hierarchy.join('>') === 'Integration guides>T>Long'),
    );
  });
});

describe('API operations (front matter)', () => {
  const operation = {
    method: 'post',
    path: '/rawmodel/api-upload/start',
    parameters: [{name: 'id', in: 'path', required: true, description: 'Id of the [Base Asset](/docs/x).'}],
    requestBody: {
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['model_name'],
            properties: {
              model_name: {type: 'string', description: 'Name shown in the platform.'},
              filenames: {type: 'array', items: {type: 'string'}, description: 'Files to upload.'},
              options: {type: 'object', properties: {is_zip: {type: 'boolean', description: 'The upload is a ZIP.'}}},
            },
          },
        },
      },
    },
  };

  it('decodes the deflated front matter the OpenAPI plugin writes', () => {
    const source = `---\nid: x\napi: ${zlib.deflateSync(JSON.stringify(operation)).toString('base64')}\n---\n# X`;
    assert.deepEqual(decodeApiFrontMatter(source), operation);
    assert.equal(decodeApiFrontMatter('---\napi: not-base64-json\n---'), undefined);
  });

  it('lists parameters and request body fields as content records', () => {
    const records = apiOperationRecords(operation, ['Web Platform API v2.0', 'Create Base Asset']);
    assert.deepEqual(
      records.map((record) => [record.type, record.hierarchy.slice(2).join('>'), record.content]),
      [
        ['lvl2', 'Parameters', null],
        ['content', 'Parameters', 'id (path parameter, required): Id of the Base Asset.'],
        ['lvl2', 'Request body', null],
        ['content', 'Request body', 'model_name (string, required): Name shown in the platform.'],
        ['content', 'Request body', 'filenames (array): Files to upload.'],
        ['content', 'Request body', 'options (object):'],
        ['content', 'Request body', 'options.is_zip (boolean): The upload is a ZIP.'],
      ],
    );
  });

  // The success response of Get Export Infos, reduced: a map of file names to texture details.
  const exportInfos = {
    responses: {
      '401': {content: {'application/json': {schema: {type: 'object', properties: {message: {type: 'string'}}}}}},
      '200': {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                data: {
                  type: 'object',
                  description: 'Output file name to its download link and texture details.',
                  additionalProperties: {
                    type: 'object',
                    properties: {
                      download: {type: 'string'},
                      info: {
                        oneOf: [
                          {type: 'null'},
                          {
                            type: 'object',
                            properties: {
                              images: {type: 'array', items: {type: 'object', properties: {compressedByteSize: {}}}},
                            },
                          },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  const responseRecords = (shared?: Set<string>) =>
    apiOperationRecords(exportInfos, ['Web Platform API v2.0', 'Get Export Infos'], shared)
      .filter((record) => record.hierarchy[2] === 'Response body')
      .map((record) => record.content);

  it("lists the success response's field paths, a map's values under *, so a copied field name finds the operation", () => {
    assert.deepEqual(responseRecords(), [
      null,
      'data',
      'data.*.download',
      'data.*.info',
      'data.*.info.images',
      'data.*.info.images[].compressedByteSize',
    ]);
  });

  it('leaves out the response fields that several operations return, and lists none when all are shared', () => {
    const others = Array.from({length: SHARED_RESPONSE_FIELD - 1}, () => ({
      responses: {'200': {content: {'application/json': {schema: {type: 'object', properties: {data: {}}}}}}},
    }));
    const shared = sharedResponseFields([exportInfos, ...others]);
    assert.deepEqual([...shared], ['data']);
    assert.deepEqual(responseRecords(shared).slice(0, 2), [null, 'data.*.download']);
    assert.deepEqual(sharedResponseFields([exportInfos, ...others.slice(1)]).size, 0);
    assert.deepEqual(
      responseRecords(
        new Set([
          'data',
          'data.*.download',
          'data.*.info',
          'data.*.info.images',
          'data.*.info.images[].compressedByteSize',
        ]),
      ),
      [],
    );
  });
});

describe('records from Markdown sources (npm start)', () => {
  it('uses Docusaurus heading ids, explicit ids and strips Markdown; a table is its rows, the header row first', () => {
    const records = markdownRecords(
      `---\ntitle: T\n---\nimport Tabs from '@theme/Tabs';\n\n# Page title\n\nIntro with a [link](./x.md) and **bold**.\n\n## First steps {#first}\n\n- Item one\n- Item \`two\`\n\n### Sub heading\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n\`\`\`bash\nrpdx --help\n\`\`\`\n`,
      'Section',
      'Fallback title',
    );
    assert.deepEqual(
      records.map((record) => [record.type, record.anchor, record.hierarchy.slice(1).join('>'), record.content]),
      [
        ['lvl1', null, 'Page title', null],
        ['content', null, 'Page title', 'Intro with a link and bold.'],
        ['lvl2', 'first', 'Page title>First steps', null],
        ['content', 'first', 'Page title>First steps', 'Item one'],
        ['content', 'first', 'Page title>First steps', 'Item two'],
        ['lvl3', 'sub-heading', 'Page title>First steps>Sub heading', null],
        ['content', 'sub-heading', 'Page title>First steps>Sub heading', 'A · B'],
        ['content', 'sub-heading', 'Page title>First steps>Sub heading', '1 · 2'],
        ['content', 'sub-heading', 'Page title>First steps>Sub heading', 'rpdx --help'],
      ],
    );
  });

  it("gives a release-note post its date as the built page shows it, the title's first text", () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-sources-'));
    fs.mkdirSync(path.join(siteDir, 'blog-platform-updates'));
    fs.writeFileSync(
      path.join(siteDir, 'blog-platform-updates/post.md'),
      '---\ntitle: REST API v2\n---\nPaths start with /api/v2/.\n',
    );
    const post = (date?: string) => ({
      metadata: {title: 'REST API v2', source: '@site/blog-platform-updates/post.md', permalink: '/updates/v2', date},
    });
    const [dated, undated] = pagesFromSources(
      {'docusaurus-plugin-content-blog': {platform: {blogPosts: [post('2023-06-20T00:00:00.000Z'), post()]}}},
      {siteDir, baseUrl: '/', blogTitles: {platform: 'Web Platform updates'}},
    );
    assert.deepEqual(
      dated!.records.map((record) => record.content),
      [null, 'June 20, 2023', 'Paths start with /api/v2/.'],
    );
    assert.deepEqual(
      undated!.records.map((record) => record.content),
      [null, 'Paths start with /api/v2/.'],
    );
  });
});

describe('payload and DocSearch records', () => {
  const page = extractPage(docPage(BLENDER), {path: 'docs/integrations/blender-integration'})!;

  it('round-trips through the compact payload, body text of a section written as its content alone', () => {
    // The same page twice, under another path: a section never continues across pages.
    const pages = [page, {...page, path: 'docs/integrations/blender-copy', rank: -1}];
    const payload = encodePayload(pages);
    assert.ok(
      payload.r.some((entry) => !Array.isArray(entry)),
      'some records are content alone',
    );
    assert.ok(Array.isArray(payload.r[page.records.length]), 'the second page starts with a whole record');
    const decoded = decodePayload(JSON.parse(JSON.stringify(payload)));
    const originals = pages.flatMap((each) => each.records.map((record) => ({record, page: each})));
    assert.equal(decoded.length, originals.length);
    decoded.forEach((record, index) => {
      const {record: original, page: from} = originals[index]!;
      assert.equal(record.id, index);
      assert.equal(record.type, original.type);
      assert.equal(record.anchor, original.anchor);
      assert.equal(record.content, original.content);
      assert.deepEqual(
        Object.values(record.hierarchy).filter((value) => value !== null),
        original.hierarchy,
      );
      assert.deepEqual(
        [record.path, record.rank, record.language, record.tags],
        [from.path, from.rank ?? 0, from.language, from.tags],
      );
    });
  });

  it('rejects an index of another format', () => {
    assert.throws(() => decodePayload({...encodePayload([page]), v: 1} as never), /Unsupported search index format/);
    assert.throws(() => decodePayload({v: 2, s: [], p: [], r: ['text before any section']}), /Unsupported/);
  });

  it('produces DocSearch records with absolute URLs, anchors and unique ids', () => {
    const records = toDocSearchRecords([page], 'https://docs.example.com', '/docs-preview/');
    const install = records.find((record) => record.type === 'lvl2' && record.anchor === 'install')!;
    assert.equal(install.url, 'https://docs.example.com/docs-preview/docs/integrations/blender-integration#install');
    assert.equal(
      install.url_without_anchor,
      'https://docs.example.com/docs-preview/docs/integrations/blender-integration',
    );
    assert.deepEqual(install.hierarchy, {
      lvl0: 'Integration guides',
      lvl1: 'Blender integration',
      lvl2: 'Install',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    assert.equal(install.content, null);
    assert.deepEqual(install.docusaurus_tag, ['docs-default-current']);
    assert.equal(new Set(records.map((record) => record.objectID)).size, records.length);
  });
});

describe('versions of one reference page', () => {
  const record = (type: ExtractedRecord['type'], anchor: string | null, heading: string, content: string | null) => ({
    type,
    anchor,
    hierarchy: ['Schema', 'Schema vX', heading],
    content,
  });
  const version = (v: string, records: ExtractedRecord[]): ExtractedPage => ({
    path: `docs/componentDocs/Ref/processor-schema-settings-v${v}`,
    language: 'en',
    tags: [],
    records,
  });
  const pattern = new RegExp(recordOptions.versionedPages);

  it('keeps a section once, on the newest version that has it unchanged, and every version its title', () => {
    const shared = [record('lvl2', 'a.b', 'a.b', null), record('content', 'a.b', 'a.b', 'Default 1 · Since v1.0')];
    const pages = dedupeVersions(
      [
        version('1.0', [
          record('lvl1', null, 'x', null),
          ...shared,
          record('content', 'gone', 'gone', 'Removed in v1.2'),
        ]),
        version('1.10', [record('lvl1', null, 'x', null), ...shared]),
        version('1.2', [
          record('lvl1', null, 'x', null),
          record('lvl2', 'a.b', 'a.b', null),
          record('content', 'a.b', 'a.b', 'Default 2 · Since v1.0'),
        ]),
        {path: 'docs/other', language: 'en', tags: [], records: shared},
      ],
      pattern,
    );
    const byVersion: Record<string, ExtractedRecord[]> = Object.fromEntries(
      pages.map((page) => [page.path.split('-v').pop(), page.records]),
    );
    // 1.10 is newer than 1.2: versions compare as numbers, not text.
    assert.equal(byVersion['1.10']!.length, 3);
    assert.deepEqual(
      byVersion['1.2']!.map((r) => r.content),
      [null, 'Default 2 · Since v1.0'],
    );
    assert.deepEqual(
      byVersion['1.0']!.map((r) => r.content),
      [null, 'Removed in v1.2'],
    );
    assert.equal(pages.find((page) => page.path === 'docs/other')!.records.length, 2);
  });
});

describe("other pages' link texts", () => {
  const LINKS = `<header><h1>Set up the CLI</h1></header>
<p>First <a href="/docs-preview/docs/tokens#create">create an API token</a>, then read the
<a href="/docs-preview/docs/settings">settings guide</a> and <a href="#install">the install step</a>.
<a href="https://example.com/docs/tokens">an outside page</a>, <a href="/docs-preview/docs/cli">this very page</a>,
<a href="/docs-preview/docs/settings/">Settings</a> and <a href="./tokens">a relative link to tokens</a>, <a href="/docs-preview/docs/%E0%A4%A">a broken escape</a>.</p>
<p><a href="/docs-preview/docs/tokens">${'a sentence that is far too long to be a name for the page it points to '.repeat(2)}</a></p>
<div class="theme-code-block"><div class="theme-code-block-title"><a href="/docs-preview/docs/tokens">tokens.json</a></div></div>`;
  const page = extractPage(docPage(LINKS), {path: 'docs/cli', baseUrl: '/docs-preview/'})!;

  it('collects the content links to other pages of the site, with their texts and anchors', () => {
    assert.deepEqual(page.links, [
      {path: 'docs/tokens', anchor: 'create', text: 'create an API token'},
      {path: 'docs/settings', anchor: null, text: 'settings guide'},
      {path: 'docs/settings', anchor: null, text: 'Settings'},
      {path: 'docs/tokens', anchor: null, text: 'a relative link to tokens'},
      {path: 'docs/%E0%A4%A', anchor: null, text: 'a broken escape'},
    ]);
  });

  const target = (path: string, headings: [string, string][]): ExtractedPage => ({
    path,
    language: 'en',
    tags: [],
    records: [
      {
        type: 'lvl1',
        anchor: null,
        hierarchy: ['Docs', path === 'docs/tokens' ? 'API tokens' : 'Settings'],
        content: null,
      },
      ...headings.map(([anchor, text]) => ({
        type: 'lvl2' as const,
        anchor,
        hierarchy: ['Docs', 'x', text],
        content: null,
      })),
    ],
  });

  it("gives each text to the heading it points to, or to the page's title, once", () => {
    const pages = attachLinkTexts([
      page,
      target('docs/tokens', [['create', 'Create a token']]),
      target('docs/settings', []),
      {...page, path: 'docs/other', links: [{path: 'docs/tokens', anchor: null, text: 'A relative LINK to tokens'}]},
    ]);
    const [tokens, settings] = [pages[1]!, pages[2]!];
    assert.deepEqual(tokens.records[1]!.links, ['create an API token']);
    assert.deepEqual(
      tokens.records[0]!.links,
      ['a relative link to tokens'],
      'the same text in another case is kept once',
    );
    assert.deepEqual(settings.records[0]!.links, ['settings guide'], 'a text that only repeats the title is left out');
    assert.ok(
      pages.every((each) => !('links' in each)),
      "the pages' own link lists are not kept",
    );
  });

  it('drops links to headings the index does not have, and keeps at most MAX_LINK_TEXTS texts per heading', () => {
    const many = Array.from({length: MAX_LINK_TEXTS + 4}, (_, index) => ({
      path: 'docs/settings',
      anchor: null,
      text: `name ${index}`,
    }));
    const pages = attachLinkTexts([
      {...page, links: [...many, {path: 'docs/settings', anchor: 'gone', text: 'removed setting'}]},
      target('docs/settings', []),
    ]);
    assert.equal(pages[1]!.records[0]!.links!.length, MAX_LINK_TEXTS);
    assert.ok(!pages[1]!.records[0]!.links!.includes('removed setting'));
  });

  it('round-trips the link texts through the compact payload', () => {
    const pages = attachLinkTexts([page, target('docs/tokens', [['create', 'Create a token']])]);
    const decoded = decodePayload(JSON.parse(JSON.stringify(encodePayload(pages))));
    const heading = decoded.find((record) => record.anchor === 'create')!;
    assert.equal(heading.links, 'create an API token');
    assert.equal(decoded.filter((record) => record.links !== null).length, 2);
  });
});
