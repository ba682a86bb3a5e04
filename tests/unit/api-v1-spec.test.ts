/**
 * The legacy REST API v1 spec (api-specs/rapidcompact-v1.yaml) must produce every
 * /docs/api/rapidcompact_v1/... route of routes.txt through docusaurus-plugin-openapi-docs,
 * mark every operation as legacy and link each one to an existing v2 page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';

// The generator names pages with lodash's kebabCase; use the very same function.
const kebabCase = createRequire(__filename)('lodash/kebabCase') as (value: string) => string;

const root = path.resolve(__dirname, '..', '..');
const specFile = path.join(root, 'api-specs', 'rapidcompact-v1.yaml');
const generatedDir = path.join(root, 'docs', 'api', 'rapidcompact_v1');
const routes = fs
  .readFileSync(path.join(root, 'tests', 'fixtures', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

const V1 = '/docs/api/rapidcompact_v1/';
const V2 = '/docs/api/rapidpipeline_v2/';
const v1Slugs = routes.filter((route) => route.startsWith(V1)).map((route) => route.slice(V1.length));
const v2Slugs = new Set(routes.filter((route) => route.startsWith(V2)).map((route) => route.slice(V2.length)));

interface Operation {
  summary?: string;
  operationId?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  responses?: Record<string, unknown>;
}
interface Spec {
  openapi: string;
  info: {title: string; description?: string};
  servers?: {url: string}[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, Operation>>;
}

const spec = yaml.load(fs.readFileSync(specFile, 'utf8')) as Spec;
const methods = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  methods
    .filter((method) => item[method])
    .map((method) => ({where: `${method.toUpperCase()} ${route}`, op: item[method]!})),
);

// What the plugin derives: the info page from the title (first space replaced by a dash, as the
// plugin does), one page per operation (from operationId, else summary), one page per used tag.
const infoSlug = kebabCase(spec.info.title.replace(' ', '-').toLowerCase());
const operationSlugs = operations.map(({op}) => kebabCase(op.operationId ?? op.summary ?? ''));
const usedTags = new Set(operations.flatMap(({op}) => op.tags ?? []));
const tagSlugs = (spec.tags ?? []).filter((tag) => usedTags.has(tag.name)).map((tag) => kebabCase(tag.name));
const producedSlugs = new Set([infoSlug, ...operationSlugs, ...tagSlugs]);

describe('API v1 spec', () => {
  test('is OpenAPI 3 with the legacy host and a bearer scheme', () => {
    assert.match(spec.openapi, /^3\.\d+\.\d+$/);
    assert.ok(spec.servers?.some((server) => server.url === 'https://api.rapidcompact.com'));
    const raw = spec as unknown as {components: {securitySchemes: Record<string, {type: string; scheme: string}>}};
    assert.ok(Object.values(raw.components.securitySchemes).some((s) => s.type === 'http' && s.scheme === 'bearer'));
  });

  test('produces every v1 route of routes.txt', () => {
    assert.ok(v1Slugs.length > 30, 'routes.txt lists the v1 pages');
    const missing = v1Slugs.filter((slug) => !producedSlugs.has(slug));
    assert.deepEqual(missing, []);
  });

  test('summary and operationId give the same slug, and no two operations share it', () => {
    for (const {where, op} of operations) {
      assert.ok(op.summary && op.operationId, `${where} needs summary and operationId`);
      assert.equal(kebabCase(op.summary), kebabCase(op.operationId), `${where}: summary and operationId disagree`);
    }
    assert.equal(new Set(operationSlugs).size, operationSlugs.length, 'duplicate operation slugs');
  });

  test('every operation is tagged with a declared tag and answers 401 and a 2xx', () => {
    const declared = new Set((spec.tags ?? []).map((tag) => tag.name));
    for (const {where, op} of operations) {
      assert.equal(op.tags?.length, 1, `${where} has exactly one tag`);
      assert.ok(declared.has(op.tags![0]), `${where}: tag ${op.tags![0]} is not declared`);
      const codes = Object.keys(op.responses ?? {});
      assert.ok(
        codes.some((code) => code.startsWith('2')),
        `${where} has no success response`,
      );
      assert.ok(codes.includes('401'), `${where} has no 401 response`);
    }
  });

  test('every operation says it is legacy and links to an existing v2 page', () => {
    for (const {where, op} of operations) {
      const description = op.description ?? '';
      assert.match(description, /legacy API v1/i, `${where} does not say it is legacy`);
      const links = [...description.matchAll(/\]\((\/docs\/api\/rapidpipeline_v2\/[^)#\s]+)\)/g)].map((m) => m[1]);
      assert.ok(links.length > 0, `${where} does not link to API v2`);
    }
    assert.match(spec.info.description ?? '', /legacy/i);
  });

  test('every internal link in the spec points to a route that exists', () => {
    const text = fs.readFileSync(specFile, 'utf8');
    const links = [...text.matchAll(/\]\((\/docs\/[^)#\s]+)\)/g)].map((m) => m[1]);
    assert.ok(links.length > 50);
    const bad = links.filter((link) => {
      if (link.startsWith(V2)) return !v2Slugs.has(link.slice(V2.length));
      if (link.startsWith(V1)) return !producedSlugs.has(link.slice(V1.length));
      return !routes.includes(link);
    });
    assert.deepEqual([...new Set(bad)], []);
  });

  test('the generated pages (after npm run api:gen) cover every v1 route', (t) => {
    if (!fs.existsSync(generatedDir)) {
      t.skip('docs/api/rapidcompact_v1 has not been generated; run npm run api:gen');
      return;
    }
    const generated = new Set(
      fs
        .readdirSync(generatedDir)
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => fs.readFileSync(path.join(generatedDir, file), 'utf8').match(/^id: (.+)$/m)?.[1]),
    );
    const missing = v1Slugs.filter((slug) => !generated.has(slug));
    assert.deepEqual(missing, []);
  });
});
