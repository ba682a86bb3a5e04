/**
 * Both OpenAPI specs (every entry of `apiSpecs`): they parse, every `$ref`
 * resolves, every operation's page slug is the one in routes.txt, every route
 * of the spec is produced by it, and every example satisfies its schema.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {apiSpecs} from '../../config/openapi';
import {resolvePointer} from '../../scripts/lib/check-spec';
import {infoSlug, kebabCase, operationSlug, tagSlug} from '../../scripts/lib/slug';
import {collectExamples, exampleValidator} from './lib/openapi-examples';

const root = path.join(__dirname, '..', '..');
const routes = fs
  .readFileSync(path.join(root, 'tests', 'fixtures', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface Operation {
  where: string;
  method: string;
  path: string;
  op: Json;
}

function operationsOf(doc: Json): Operation[] {
  const found: Operation[] = [];
  for (const [route, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      if (item[method])
        found.push({where: `${method.toUpperCase()} ${route}`, method, path: route, op: item[method] as Json});
    }
  }
  return found;
}

function refsOf(node: unknown, at = '#'): Array<{at: string; ref: string}> {
  if (Array.isArray(node)) return node.flatMap((child, i) => refsOf(child, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{at, ref: value}] : refsOf(value, `${at}/${key}`),
  );
}

for (const spec of apiSpecs) {
  const file = path.join(root, spec.specFile);
  const prefix = `/docs/api/${spec.key}/`;
  const specRoutes = routes.filter((route) => route.startsWith(prefix)).map((route) => route.slice(prefix.length));

  describe(`${spec.specFile}`, () => {
    const doc = yaml.load(fs.readFileSync(file, 'utf8')) as Json;
    const operations = operationsOf(doc);

    it('parses as an OpenAPI 3 document with operations', () => {
      assert.match(String(doc.openapi), /^3\.[01]\.\d+$/);
      assert.ok(operations.length > 0, 'no operations');
    });

    it('has routes to cover in routes.txt', () => {
      assert.ok(specRoutes.length > 0, `routes.txt lists no route under ${prefix}`);
    });

    it('resolves every $ref inside the file', () => {
      const refs = refsOf(doc);
      assert.ok(refs.length > 0, 'expected the spec to share components through $ref');
      const broken = refs.filter(({ref}) => !ref.startsWith('#/') || resolvePointer(doc, ref) === undefined);
      assert.deepEqual(broken, []);
    });

    it('gives every operation a summary and operationId that both make the same page slug', () => {
      const mismatched = operations
        .filter(
          ({op}) =>
            typeof op.summary !== 'string' ||
            typeof op.operationId !== 'string' ||
            kebabCase(op.summary) !== kebabCase(op.operationId),
        )
        .map(
          ({where, op}) =>
            `${where}: summary ${JSON.stringify(op.summary)}, operationId ${JSON.stringify(op.operationId)}`,
        );
      assert.deepEqual(mismatched, []);
    });

    it('maps the summaries of its operations to the slugs in routes.txt', () => {
      // Pages beyond the route list are welcome; the routes that are listed must come from summaries.
      const fromSummaries = new Set(operations.map(({op}) => kebabCase(String(op.summary))));
      const tagAndInfo = new Set([
        infoSlug((doc.info as {title: string}).title),
        ...((doc.tags ?? []) as Array<{name: string}>).map((t) => tagSlug(t.name)),
      ]);
      const listed = specRoutes.filter((slug) => !tagAndInfo.has(slug));
      assert.ok(listed.length > 0);
      assert.deepEqual(
        listed.filter((slug) => !fromSummaries.has(slug)),
        [],
      );
    });

    it('produces every route of routes.txt under this spec (overview, tags, operations)', () => {
      const info = doc.info as {title: string};
      const produced = new Set<string>([
        infoSlug(info.title),
        ...((doc.tags ?? []) as Array<{name: string}>).map((tag) => tagSlug(tag.name)),
        ...operations.map(({op}) => operationSlug(op)),
      ]);
      assert.deepEqual(
        specRoutes.filter((slug) => !produced.has(slug)),
        [],
      );
    });

    it('gives every page a distinct slug', () => {
      const slugs = operations.map(({op}) => operationSlug(op));
      const duplicates = slugs.filter((slug, i) => slugs.indexOf(slug) !== i);
      assert.deepEqual(duplicates, []);
    });

    it('groups every operation under a declared tag', () => {
      const declared = new Set(
        ((doc.tags ?? []) as Array<{name: string; description?: string}>).map((tag) => tag.name),
      );
      const untagged = operations
        .filter(
          ({op}) =>
            !Array.isArray(op.tags) || op.tags.length === 0 || op.tags.some((tag) => !declared.has(tag as string)),
        )
        .map(({where}) => where);
      assert.deepEqual(untagged, []);
    });

    it('documents 401 (unless the operation needs no token) and 429 (unless exempt from the rate limit)', () => {
      const missing = operations.flatMap(({where, op}) => {
        const responses = (op.responses ?? {}) as Json;
        const open = Array.isArray(op.security) && op.security.length === 0;
        return [
          ...(!open && !responses['401'] ? [`${where}: no 401`] : []),
          ...(op['x-rate-limit-exempt'] !== true && !responses['429'] ? [`${where}: no 429`] : []),
        ];
      });
      assert.deepEqual(missing, []);
    });

    it('validates every example against its schema', () => {
      const cases = collectExamples(doc);
      assert.ok(cases.length >= operations.length, `only ${cases.length} examples for ${operations.length} operations`);
      const validate = exampleValidator(doc);
      const failures = cases
        .map(({where, schemaPointer, value}) => ({where, error: validate(schemaPointer, value)}))
        .filter((result) => result.error !== null)
        .map(({where, error}) => `${where}: ${error}`);
      assert.deepEqual(failures, []);
    });
  });
}
