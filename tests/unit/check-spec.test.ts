/**
 * scripts/lib/check-spec.ts: the structural check that stops `npm run api:gen`
 * (and so `start` and `build`) with a message naming the file and the problem.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkSpecFile, checkSpecText, resolvePointer} from '../../scripts/lib/check-spec';

const LABEL = 'api-specs/example.yaml';

/** A small valid spec; each test breaks one thing. */
function spec(overrides: {paths?: string; tags?: string; extra?: string; info?: string} = {}): string {
  return `openapi: 3.1.0
info:
${overrides.info ?? '  title: Example API v2 Documentation\n  version: 1.0.0'}
tags:
${overrides.tags ?? '  - name: Base Asset\n    description: Uploaded models.'}
paths:
${
  overrides.paths ??
  `  /api/v2/rawmodel/{id}:
    get:
      tags: [Base Asset]
      summary: Get Base Asset
      operationId: getBaseAsset
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/BaseAsset'`
}
components:
  schemas:
    BaseAsset:
      type: object
${overrides.extra ?? ''}`;
}

const op = (summary: string, operationId: string, route = '/api/v2/x', extra = '') => `  ${route}:
    get:
      tags: [Base Asset]
      summary: ${summary}
      operationId: ${operationId}
${extra}      responses:
        '200':
          description: OK
`;

describe('checkSpecText', () => {
  it('accepts a well-formed spec', () => {
    assert.deepEqual(checkSpecText(spec(), LABEL), []);
  });

  it('names the file and the line when the YAML does not parse', () => {
    const [problem, ...rest] = checkSpecText('openapi: 3.1.0\ninfo: [unclosed\n', LABEL);
    assert.equal(rest.length, 0);
    assert.match(problem, /^api-specs\/example\.yaml: not valid YAML: .*\(\d+:\d+\)/);
  });

  it('rejects a document that is not a mapping', () => {
    assert.deepEqual(checkSpecText('- a\n- b\n', LABEL), [`${LABEL}: the document is not a YAML mapping`]);
  });

  it('rejects duplicate keys, which YAML parsers would otherwise merge silently', () => {
    const problems = checkSpecText(spec().replace('info:', 'info:\n  title: First\ninfo:'), LABEL);
    assert.match(problems.join('\n'), /not valid YAML: duplicated mapping key/);
  });

  it('requires an OpenAPI 3 version, an info title and paths', () => {
    assert.match(
      checkSpecText(spec().replace('openapi: 3.1.0', 'swagger: "2.0"'), LABEL).join('\n'),
      /"openapi" must be a 3\.x version/,
    );
    assert.match(checkSpecText(spec({info: '  version: 1.0.0'}), LABEL).join('\n'), /"info" needs a string "title"/);
    assert.match(checkSpecText(spec({paths: '  {}'}), LABEL).join('\n'), /"paths" is missing or empty/);
  });

  it('names the operation that has no summary or no operationId', () => {
    const noSummary = spec({paths: op('Get Base Asset', 'getBaseAsset').replace(/ +summary: .*\n/, '')});
    assert.deepEqual(checkSpecText(noSummary, LABEL), [`${LABEL}: GET /api/v2/x has no "summary" (it names the page)`]);
    const noId = spec({paths: op('Get Base Asset', 'getBaseAsset').replace(/ +operationId: .*\n/, '')});
    assert.deepEqual(checkSpecText(noId, LABEL), [`${LABEL}: GET /api/v2/x has no "operationId"`]);
  });

  it('reports an operationId whose slug differs from the summary slug', () => {
    const problems = checkSpecText(spec({paths: op('Get Download URLs', 'getDownloadUrls')}), LABEL);
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      /GET \/api\/v2\/x gets the page slug "get-download-urls" .* summary gives "get-download-ur-ls"/,
    );
  });

  it('reports two operations that would write the same page', () => {
    const paths =
      op('Get Base Asset', 'getBaseAsset', '/a') +
      op('Get base asset', 'getBaseAsset2', '/b').replace('getBaseAsset2', 'GetBaseAsset');
    const problems = checkSpecText(spec({paths}), LABEL);
    assert.ok(
      problems.some((p) => /GET \/b and GET \/a both get the page slug "get-base-asset"/.test(p)),
      problems.join('\n'),
    );
  });

  it('reports an operation slug that collides with a tag page', () => {
    const problems = checkSpecText(spec({paths: op('Base Asset', 'baseAsset')}), LABEL);
    assert.deepEqual(problems, [
      `${LABEL}: GET /api/v2/x and tag "Base Asset" both get the page slug "base-asset"; one page would be lost`,
    ]);
  });

  it('reports a repeated summary', () => {
    const paths = op('Get Base Asset', 'getBaseAsset', '/a') + op('Get Base Asset', 'getBaseAsset', '/b');
    assert.match(
      checkSpecText(spec({paths}), LABEL).join('\n'),
      /GET \/b repeats the summary "Get Base Asset" of GET \/a/,
    );
  });

  it('reports an operation tag that is not declared', () => {
    const problems = checkSpecText(
      spec({paths: op('Get Base Asset', 'getBaseAsset').replace('[Base Asset]', '[Base Assets]')}),
      LABEL,
    );
    assert.deepEqual(problems, [`${LABEL}: GET /api/v2/x uses the tag "Base Assets", which "tags" does not declare`]);
  });

  it('reports a $ref that points nowhere, with its location', () => {
    const broken = spec().replace("'#/components/schemas/BaseAsset'", "'#/components/schemas/RawModel'");
    assert.deepEqual(checkSpecText(broken, LABEL), [
      `${LABEL}: #/paths/~1api~1v2~1rawmodel~1{id}/get/responses/200/content/application~1json/schema refers to "#/components/schemas/RawModel", which does not exist`,
    ]);
  });

  it('reports a $ref to another file', () => {
    const external = spec().replace("'#/components/schemas/BaseAsset'", "'./schemas.yaml#/BaseAsset'");
    assert.match(
      checkSpecText(external, LABEL).join('\n'),
      /refers to "\.\/schemas\.yaml#\/BaseAsset"; only references inside the file are supported/,
    );
  });

  it('checks webhook operations too', () => {
    const extra = `webhooks:\n  optimization_finished:\n    post:\n      summary: Get Base Asset\n      operationId: getBaseAsset\n      responses:\n        '200':\n          description: OK\n`;
    const problems = checkSpecText(spec() + extra, LABEL);
    assert.ok(
      problems.some((p) => p.includes('webhook optimization_finished repeats the summary "Get Base Asset"')),
      problems.join('\n'),
    );
  });
});

describe('resolvePointer', () => {
  const doc = {components: {schemas: {'a/b': {type: 'string'}, 'x~y': 1}}};
  it('follows escaped segments', () => {
    assert.deepEqual(resolvePointer(doc, '#/components/schemas/a~1b'), {type: 'string'});
    assert.equal(resolvePointer(doc, '#/components/schemas/x~0y'), 1);
  });
  it('returns undefined for missing targets', () => {
    assert.equal(resolvePointer(doc, '#/components/parameters/Id'), undefined);
  });
});

describe('checkSpecFile', () => {
  it('reports a missing file by name', () => {
    assert.deepEqual(checkSpecFile('/nonexistent/spec.yaml', 'api-specs/missing.yaml'), [
      'api-specs/missing.yaml: file not found',
    ]);
  });
});

describe('npm run api:gen with a malformed spec', () => {
  it('stops before generating anything, naming the file and the problem', () => {
    // The real generator script, run on a scratch copy of api-specs/ with the v2 spec broken.
    const root = path.join(__dirname, '..', '..');
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'api-gen-'));
    fs.mkdirSync(path.join(scratch, 'api-specs'));
    fs.copyFileSync(
      path.join(root, 'api-specs', 'rapidcompact-v1.yaml'),
      path.join(scratch, 'api-specs', 'rapidcompact-v1.yaml'),
    );
    fs.writeFileSync(
      path.join(scratch, 'api-specs', 'rapidpipeline-v2.yaml'),
      spec({paths: op('Get Download URLs', 'getDownloadUrls')}),
    );
    const script = `require(${JSON.stringify(path.join(root, 'scripts', 'gen-api.ts'))}).main(${JSON.stringify(scratch)})`;
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
        cwd: root,
        encoding: 'utf8',
        env: {...process.env, SITE_SKIP: ''},
      });
      assert.equal(result.status, 1, result.stdout + result.stderr);
      assert.match(
        result.stderr,
        /api-specs\/rapidpipeline-v2\.yaml: GET \/api\/v2\/x gets the page slug "get-download-urls"/,
      );
      assert.equal(fs.existsSync(path.join(scratch, 'static')), false, 'nothing may be generated');
    } finally {
      fs.rmSync(scratch, {recursive: true, force: true});
    }
  });
});
