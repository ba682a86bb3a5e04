/**
 * The endpoint an operation page shows before the API explorer has picked a server: the URL of the operation's
 * first server, read from the page's front matter as the OpenAPI plugin writes it (gzip, base64).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {firstServerUrl, serverUrl} from '../../src/theme/ApiExplorer/MethodEndpoint/serverUrl';

const frontMatterApi = (operation: unknown) => zlib.gzipSync(JSON.stringify(operation)).toString('base64');

test('the first server of the operation, as the theme writes it', () => {
  const api = frontMatterApi({
    method: 'get',
    servers: [{url: 'https://api.rapidpipeline.com'}, {url: 'https://api.rapidcompact.com'}],
  });
  assert.equal(firstServerUrl(api), 'https://api.rapidpipeline.com');
});

test("a server's variables take their defaults, and its trailing slash goes before the path", () => {
  assert.equal(
    serverUrl({
      url: 'https://{region}.example.com/{base}/',
      variables: {region: {default: 'eu'}, base: {default: 'v2'}},
    }),
    'https://eu.example.com/v2',
  );
  assert.equal(serverUrl({url: 'https://api.rapidpipeline.com'}), 'https://api.rapidpipeline.com');
});

test('no server, or front matter that cannot be read, gives no URL (the theme then shows the path alone)', () => {
  assert.equal(firstServerUrl(frontMatterApi({method: 'get'})), null);
  assert.equal(firstServerUrl(frontMatterApi({servers: []})), null);
  assert.equal(firstServerUrl(undefined), null);
  assert.equal(firstServerUrl('not base64 gzip!'), null);
  assert.equal(firstServerUrl(Buffer.from('{"servers":[]}').toString('base64')), null);
});
