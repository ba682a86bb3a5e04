import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import {startServer, type RunningServer} from '../../scripts/serve';

/** A tiny build: the pages and files the server must handle like the static host. */
function makeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Page Not Found</h1>',
    'docs/intro.html': `<h1>Intro</h1>${'text '.repeat(400)}`,
    'assets/js/main.js': 'console.log(1)',
    _headers:
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n/docs-preview/assets/*\n  Cache-Control: immutable\n/assets/*\n  Cache-Control: immutable\n",
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8')});
        });
      })
      .on('error', reject);
  });
}

for (const baseUrl of ['/', '/docs-preview/']) {
  describe(`scripts/serve.ts with base URL ${baseUrl}`, () => {
    let dir: string;
    let server: RunningServer;
    const at = (route: string) => `${server.url}${route}`;

    before(async () => {
      dir = makeBuild();
      server = await startServer({dir, baseUrl, port: 0});
    });
    after(async () => {
      await server.close();
      fs.rmSync(dir, {recursive: true, force: true});
    });

    it('serves pages by clean URL with the headers of _headers', async () => {
      const home = await get(at(''));
      assert.equal(home.status, 200);
      assert.match(home.body, /Home/);
      assert.equal(home.headers['content-security-policy'], "default-src 'self'");
      assert.equal(home.headers['x-content-type-options'], 'nosniff');
      const intro = await get(at('docs/intro'));
      assert.equal(intro.status, 200);
      assert.match(intro.body, /Intro/);
      assert.equal((await get(at('assets/js/main.js'))).headers['cache-control'], 'immutable');
    });

    it('redirects a trailing slash, .html and /index.html to the clean URL under the base URL', async () => {
      for (const variant of ['docs/intro/', 'docs/intro.html']) {
        const answer = await get(at(variant));
        assert.ok([301, 302].includes(answer.status), `${variant}: ${answer.status}`);
        assert.equal(answer.headers.location, `${baseUrl}docs/intro`);
      }
      const index = await get(at('docs/intro/index.html'));
      assert.ok([301, 302].includes(index.status));
      assert.ok(index.headers.location?.startsWith(baseUrl), index.headers.location);
    });

    it('answers 404 with the built 404 page, also for the headers file', async () => {
      for (const route of ['docs/missing', '_headers']) {
        const answer = await get(at(route));
        assert.equal(answer.status, 404, route);
        assert.match(answer.body, /Page Not Found/);
        assert.equal(answer.headers['content-security-policy'], "default-src 'self'");
      }
    });

    it('gzips text when the client accepts it', async () => {
      const answer = await get(at('docs/intro'), {'Accept-Encoding': 'gzip'});
      assert.equal(answer.headers['content-encoding'], 'gzip');
      assert.match(answer.body, /Intro/);
      const plain = await get(at('docs/intro'));
      assert.equal(plain.headers['content-encoding'], undefined);
    });

    if (baseUrl !== '/') {
      it('redirects the base URL without its slash and refuses paths outside it', async () => {
        const origin = server.url.slice(0, -baseUrl.length);
        const bare = await get(`${origin}${baseUrl.slice(0, -1)}`);
        assert.equal(bare.status, 301);
        assert.equal(bare.headers.location, baseUrl);
        assert.equal((await get(`${origin}/docs/intro`)).status, 404);
      });
    }
  });
}
