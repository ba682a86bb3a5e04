import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {
  algoliaHosts,
  contentSecurityPolicy,
  formatHeadersFile,
  headersFor,
  inlineEventHandlers,
  inlineScriptHashes,
  parseHeadersFile,
  pathMatches,
  securityHeaderRules,
} from '../../scripts/lib/headers';
import {searchFiles} from '../../src/plugins/search/files';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('inline script hashes', () => {
  it('hash the exact text of executable inline scripts only', () => {
    const body = "document.documentElement.setAttribute('data-theme','light')";
    const html = `<html><head><script>${body}</script><script src="/assets/js/main.js"></script>
      <script type="application/ld+json">{"@type":"BlogPosting"}</script></head>
      <body><script type="module">import('/x.js')</script></body></html>`;
    const expected = crypto.createHash('sha256').update(body).digest('base64');
    const hashes = inlineScriptHashes(html);
    assert.equal(hashes.length, 2);
    assert.equal(hashes[0], expected);
  });

  it('find inline event handlers, which a hash-based policy blocks', () => {
    assert.deepEqual(inlineEventHandlers('<div><img src="x" onerror="alert(1)"><a href="#">ok</a></div>'), [
      '<img onerror>',
    ]);
    assert.deepEqual(inlineEventHandlers('<div class="online">fine</div>'), []);
  });
});

describe('Content-Security-Policy', () => {
  it('allows only the site, hashed inline scripts and no unsafe script sources by default', () => {
    const csp = contentSecurityPolicy({scriptHashes: ['abc=', 'abc=', 'def=']});
    assert.deepEqual(directive(csp, 'script-src'), ["'self'", "'sha256-abc='", "'sha256-def='"]);
    assert.deepEqual(directive(csp, 'connect-src'), ["'self'"]);
    assert.deepEqual(directive(csp, 'frame-ancestors'), ["'none'"]);
    assert.deepEqual(directive(csp, 'object-src'), ["'none'"]);
    assert.doesNotMatch(csp, /unsafe-eval|googletagmanager|algolia/);
    assert.doesNotMatch(directive(csp, 'script-src').join(' '), /unsafe-inline/);
  });

  it('adds the Algolia hosts of the configured application to connect-src only', () => {
    const csp = contentSecurityPolicy({scriptHashes: [], algoliaAppId: 'ABC123XYZ0'});
    assert.deepEqual(directive(csp, 'connect-src').slice(1), algoliaHosts('ABC123XYZ0'));
    assert.ok(directive(csp, 'connect-src').includes('https://ABC123XYZ0-dsn.algolia.net'));
    assert.doesNotMatch(directive(csp, 'script-src').join(' '), /algolia/);
    assert.throws(() => algoliaHosts('evil.com/x'));
  });

  it('adds the tag manager to scripts, images, connections and frames when configured', () => {
    const csp = contentSecurityPolicy({scriptHashes: [], gtmContainerId: 'GTM-ABC1234'});
    assert.ok(directive(csp, 'script-src').includes('https://www.googletagmanager.com'));
    assert.ok(directive(csp, 'frame-src').includes('https://www.googletagmanager.com'));
    assert.ok(directive(csp, 'connect-src').includes('https://*.google-analytics.com'));
  });

  it('lets the API explorer call the API servers', () => {
    const csp = contentSecurityPolicy({scriptHashes: [], apiOrigins: ['https://api.example.com']});
    assert.deepEqual(directive(csp, 'connect-src'), ["'self'", 'https://api.example.com']);
  });
});

describe('_headers file', () => {
  it('round-trips through format and parse', () => {
    const rules = securityHeaderRules('/docs-preview/', {scriptHashes: ['abc=']});
    const text = formatHeadersFile(rules, 'generated\nsecond line');
    assert.match(text, /^# generated\n# second line\n\/\*\n {2}Content-Security-Policy: /);
    assert.deepEqual(parseHeadersFile(text), rules);
    assert.equal(rules[1]!.path, '/docs-preview/assets/*');
  });

  it('caches hashed assets and the per-build search files for a year, never a page', () => {
    const rules = securityHeaderRules('/docs-preview/', {scriptHashes: []});
    const cache = (pathname: string) => headersFor(rules, pathname).get('cache-control');
    // The search files by the plugin's own naming, so a rename there is checked here.
    for (const file of [
      'assets/js/main.0f3a.js',
      searchFiles.index('mwuz69gd'),
      searchFiles.modalStylesheet('408e53d38f'),
    ])
      assert.match(cache(`/docs-preview/${file}`) ?? '', /immutable/, file);
    for (const page of ['search', 'search/', 'docs/intro', 'index.html'])
      assert.equal(cache(`/docs-preview/${page}`), undefined, page);
  });

  it('rejects a header line outside a path block', () => {
    assert.throws(() => parseHeadersFile('  X-Test: 1\n'), /line 1/);
  });

  it('matches paths as Netlify and Cloudflare do', () => {
    assert.ok(pathMatches('/*', '/'));
    assert.ok(pathMatches('/*', '/docs/a/b'));
    assert.ok(pathMatches('/assets/*', '/assets/js/main.js'));
    assert.ok(!pathMatches('/assets/*', '/img/a.png'));
    assert.ok(pathMatches('/docs/:page', '/docs/intro'));
    assert.ok(!pathMatches('/docs/:page', '/docs/a/b'));
    assert.ok(!pathMatches('/a.b', '/axb'));
  });

  it('applies every matching rule and joins a repeated header', () => {
    const rules = parseHeadersFile('/*\n  X-A: 1\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: immutable\n');
    assert.deepEqual(
      [...headersFor(rules, '/docs')],
      [
        ['x-a', '1'],
        ['cache-control', 'no-cache'],
      ],
    );
    assert.equal(headersFor(rules, '/assets/x.js').get('cache-control'), 'no-cache, immutable');
  });
});
