/** The Markdown twins of the pages and the llms.txt files (src/plugins/markdown-twins). */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {htmlToMarkdown} from '../../src/plugins/markdown-twins/html-to-markdown';
import {
  absoluteLinks,
  apiOperationToMarkdown,
  curlExample,
  decodeApiFrontMatter,
  schemaToMarkdown,
  type ApiOperation,
} from '../../src/plugins/markdown-twins/api-to-markdown';
import {llmsFullTxt, llmsTxt, type TwinPage} from '../../src/plugins/markdown-twins/llms-txt';
import {sidebarOrder} from '../../src/plugins/markdown-twins';

const page = (content: string) =>
  `<html><body><nav><a href="/docs-preview/">Home</a></nav><article><div class="markdown">${content}</div></article></body></html>`;
const url = 'https://docs.example.com/docs-preview/docs/guide/page';

describe('htmlToMarkdown', () => {
  it('keeps headings and prose and leaves out the anchor links and everything outside the content', () => {
    const md = htmlToMarkdown(
      page(
        '<header><h1>Title</h1></header><h2 id="a">Part<a href="#a" class="hash-link">​</a></h2><p>Text <strong>bold</strong>.</p>',
      ),
      url,
    );
    assert.equal(md, '# Title\n\n## Part\n\nText **bold**.\n');
  });

  it('makes links and images absolute to the site, under the base URL', () => {
    const md = htmlToMarkdown(
      page(
        '<p><a href="/docs-preview/docs/other">other</a>, <a href="#step-2">step 2</a>, <a href="https://x.org/">x</a></p><img src="/docs-preview/img/a.svg" alt="A">',
      ),
      url,
    );
    assert.match(md, /\[other\]\(https:\/\/docs\.example\.com\/docs-preview\/docs\/other\)/);
    assert.match(md, /\[step 2\]\(https:\/\/docs\.example\.com\/docs-preview\/docs\/guide\/page#step-2\)/);
    assert.match(md, /\[x\]\(https:\/\/x\.org\/\)/);
    assert.match(md, /!\[A\]\(https:\/\/docs\.example\.com\/docs-preview\/img\/a\.svg\)/);
  });

  it('writes a highlighted code block as a fenced block in its language, one line per token line', () => {
    const md = htmlToMarkdown(
      page(
        '<div class="language-bash theme-code-block"><pre class="prism-code language-bash"><code><span class="token-line"><span>rpdx -i a.glb</span><br></span><span class="token-line"><span>ls</span><br></span></code></pre><button aria-label="Copy code">Copy</button></div>',
      ),
      url,
    );
    assert.equal(md, '```bash\nrpdx -i a.glb\nls\n```\n');
  });

  it('turns a tab group into its panels under their labels, hidden panels included', () => {
    const md = htmlToMarkdown(
      page(
        '<div class="tabs-container"><ul role="tablist"><li role="tab">macOS</li><li role="tab">Windows</li></ul><div><div role="tabpanel"><p>one</p></div><div role="tabpanel" hidden><p>two</p></div></div></div>',
      ),
      url,
    );
    assert.equal(md, '**macOS**\n\none\n\n**Windows**\n\ntwo\n');
  });

  it('turns an admonition into a quote headed by its label, without the icon', () => {
    const md = htmlToMarkdown(
      page(
        '<div class="theme-admonition theme-admonition-tip"><div class="admonitionHeading_x"><span><svg><path d="M0"/></svg></span>tip</div><div class="admonitionContent_y"><p>Do this.</p></div></div>',
      ),
      url,
    );
    assert.equal(md, '> **Tip:**\n>\n> Do this.\n');
  });

  it('keeps the light variant of a themed image only, and drops React comment markers', () => {
    const md = htmlToMarkdown(
      page(
        '<p>a<!-- -->b</p><img class="themedComponent_a themedComponent--light_b" src="/l.svg" alt="Flow"><img class="themedComponent_a themedComponent--dark_c" src="/d.svg" alt="Flow">',
      ),
      url,
    );
    assert.equal(md, 'ab\n\n![Flow](https://docs.example.com/l.svg)\n');
  });

  it('names the page when its content column is missing', () => {
    assert.throws(
      () => htmlToMarkdown('<html><body><p>x</p></body></html>', url),
      /no element .* in https:\/\/docs\.example\.com/,
    );
  });
});

const operation: ApiOperation = {
  method: 'post',
  path: '/api/v2/rawmodel/optimize/{id}',
  description: 'Runs it. See [Get Rapid Model](./get-rapid-model) and [the schema](/docs/schema).',
  parameters: [
    {
      name: 'id',
      in: 'path',
      required: true,
      description: 'ID of the Base Asset.',
      schema: {type: 'integer', minimum: 1},
      example: 281,
    },
  ],
  requestBody: {
    content: {
      'application/json': {
        schema: {
          oneOf: [
            {
              title: 'With a preset',
              type: 'object',
              required: ['preset_id'],
              properties: {preset_id: {type: 'integer'}},
            },
            {
              title: 'With tags',
              type: 'object',
              properties: {tags: {type: 'array', items: {type: 'string', maxLength: 255}}},
            },
          ],
        },
      },
    },
  },
  responses: {
    '200': {
      description: 'Queued.',
      content: {
        'application/json': {
          schema: {type: 'object', properties: {status: {type: 'string', enum: ['done', 'failed']}}},
        },
      },
    },
    '401': {description: 'No token.'},
  },
  servers: [{url: 'https://api.example.com'}],
  security: [{bearerAuth: []}],
  securitySchemes: {bearerAuth: {type: 'http', scheme: 'bearer'}},
  jsonRequestBodyExample: {preset_id: 7008, name: "it's"},
};

describe('apiOperationToMarkdown', () => {
  const md = apiOperationToMarkdown(operation, 'Optimize', 'https://docs.example.com/p/docs/api/v2/optimize', '/p/');

  it('gives the title, method and path, and the description with absolute links', () => {
    assert.ok(md.startsWith('# Optimize\n\n`POST /api/v2/rawmodel/optimize/{id}`\n\nRuns it.'));
    assert.match(md, /\(https:\/\/docs\.example\.com\/p\/docs\/api\/v2\/get-rapid-model\)/);
    assert.match(md, /\(https:\/\/docs\.example\.com\/p\/docs\/schema\)/);
  });

  it('lists parameters, the request body alternatives and each response', () => {
    assert.match(md, /## Parameters\n\n- `id` \(path, integer, required, minimum 1\): ID of the Base Asset\./);
    assert.match(md, /- Option 1, With a preset \(object\)\n {2}- `preset_id` \(integer, required\)/);
    assert.match(md, /- `tags` \(array of string\)/);
    assert.match(md, /### 200\n\nQueued\.\n\nContent type `application\/json`, object\./);
    assert.match(md, /- `status` \(string, one of `done`, `failed`\)/);
    assert.match(md, /### 401\n\nNo token\./);
  });

  it('ends with a curl example', () => {
    assert.match(
      md,
      /## Example request\n\n```bash\ncurl -X POST 'https:\/\/api\.example\.com\/api\/v2\/rawmodel\/optimize\/281'/,
    );
  });
});

describe('curlExample', () => {
  it('sends the bearer header and the example body, quoting single quotes for the shell', () => {
    const curl = curlExample(operation);
    assert.match(curl, /-H 'Authorization: Bearer <token>'/);
    assert.match(curl, /-d '\{\n {2}"preset_id": 7008,\n {2}"name": "it'\\''s"\n\}'$/);
  });
  it('sends no body and no auth header for an open GET', () => {
    const curl = curlExample({method: 'get', path: '/status', servers: [{url: 'https://api.example.com'}]});
    assert.equal(curl, "curl -X GET 'https://api.example.com/status' \\\n  -H 'Accept: application/json'");
  });
});

describe('schemaToMarkdown', () => {
  it('stops at a depth, so recursive schemas end', () => {
    const deep = {type: 'object', properties: {} as Record<string, object>};
    let node = deep;
    for (let i = 0; i < 10; i += 1) {
      const child = {type: 'object', properties: {}};
      node.properties[`k${i}`] = child;
      node = child;
    }
    assert.equal(schemaToMarkdown(deep).length, 6);
  });
});

describe('decodeApiFrontMatter', () => {
  it('reads the deflated, base64 JSON the OpenAPI plugin writes', () => {
    const encoded = zlib.deflateSync(JSON.stringify(operation)).toString('base64');
    assert.deepEqual(decodeApiFrontMatter(encoded), operation);
  });
});

describe('absoluteLinks', () => {
  it('leaves absolute links alone', () => {
    assert.equal(absoluteLinks('[a](https://x.org/a)', 'https://d.com/p', '/'), '[a](https://x.org/a)');
  });
});

describe('llms.txt', () => {
  const pages: TwinPage[] = [
    {
      title: 'Start [here]',
      description: 'First\nsteps.',
      url: 'https://d.com/docs/a',
      section: 'Tutorials',
      inFull: true,
      markdown: '# A\n\nBody A\n',
    },
    {title: 'B', description: '', url: 'https://d.com/docs/b', section: 'Reference', inFull: true, markdown: '# B\n'},
    {
      title: '7.4.2',
      description: 'Fixes.',
      url: 'https://d.com/rel/v7.4.2',
      section: 'Release notes',
      inFull: false,
      markdown: '# 7.4.2\n',
    },
  ];

  it('has the title, the summary as a quote, and one linked line per page under its section', () => {
    assert.equal(
      llmsTxt('Docs', 'All of it.', pages),
      [
        '# Docs',
        '',
        '> All of it.',
        '',
        '## Tutorials',
        '',
        '- [Start \\[here\\]](https://d.com/docs/a.md): First steps.',
        '',
        '## Reference',
        '',
        '- [B](https://d.com/docs/b.md)',
        '',
        '## Release notes',
        '',
        '- [7.4.2](https://d.com/rel/v7.4.2.md): Fixes.',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt holds the Markdown of the pages marked for it, each with its source URL', () => {
    const full = llmsFullTxt('Docs', 'All of it.', pages);
    assert.match(full, /Source: https:\/\/d\.com\/docs\/a\n\n# A\n\nBody A\n/);
    assert.match(full, /Source: https:\/\/d\.com\/docs\/b/);
    assert.doesNotMatch(full, /7\.4\.2/);
  });
});

describe('sidebarOrder', () => {
  it('numbers docs in reading order: sidebar by sidebar, the category page before its items', () => {
    const order = sidebarOrder({
      tutorials: [
        {type: 'doc', id: 'intro'},
        {type: 'category', link: {type: 'doc', id: 'cli/index'}, items: [{type: 'doc', id: 'cli/setup'}]},
      ],
      api: [
        {
          type: 'category',
          link: {type: 'generated-index'},
          items: [
            {type: 'doc', id: 'api/get'},
            {type: 'doc', id: 'intro'},
          ],
        },
      ],
    });
    assert.deepEqual(
      [...order],
      [
        ['intro', 0],
        ['cli/index', 1],
        ['cli/setup', 2],
        ['api/get', 3],
      ],
    );
  });
});
