/**
 * The schema files under static/schemas/: up to date with their definitions (scripts/schemas/),
 * valid JSON Schema, strict about unknown keys, documented on every leaf, and with `x-introduced`
 * annotations that agree with a plain diff of the files.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {FAMILIES, schemaFiles} from '../../scripts/schemas/build';
import {createAjv, loadValidators} from '../../scripts/lib/settings-examples';
import {flattenSchema, type JsonSchema} from '../../src/components/SchemaReference/model';

const root = path.join(__dirname, '..', '..');
const expectedFiles = [
  'static/schemas/processor/v1.0.json',
  'static/schemas/processor/v1.1.json',
  'static/schemas/processor/v1.2.json',
  'static/schemas/processor/v1.3.json',
  'static/schemas/processor/v1.4.json',
  'static/schemas/rendering/v1.0.json',
  'static/schemas/rendering/v1.1.json',
  'static/schemas/system/v1.0.json',
];

function read(relative: string): JsonSchema {
  return JSON.parse(fs.readFileSync(path.join(root, relative), 'utf8')) as JsonSchema;
}

test('every schema file exists and matches its definition', () => {
  const files = schemaFiles();
  assert.deepEqual([...files.keys()].sort(), [...expectedFiles].sort());
  for (const [relative, content] of files) {
    const onDisk = fs.readFileSync(path.join(root, relative), 'utf8');
    assert.equal(
      onDisk,
      content,
      `${relative} differs from scripts/schemas; run: node --import tsx scripts/gen-schemas.ts`,
    );
  }
});

test('every schema compiles in strict mode and names its version', () => {
  const ajv = createAjv();
  for (const relative of expectedFiles) {
    const schema = read(relative);
    assert.doesNotThrow(() => ajv.compile(schema), relative);
    const version = /v(\d+\.\d+)\.json$/.exec(relative)![1];
    assert.equal(schema['x-schemaVersion'], version, relative);
    assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
    assert.ok(String(schema.$id).endsWith(relative.replace(/^static/, '')), `${relative}: $id`);
  }
});

/** Every object schema in a file, with a JSON pointer to it. */
function objectSchemas(schema: JsonSchema): [string, JsonSchema][] {
  const out: [string, JsonSchema][] = [];
  const walk = (node: JsonSchema, pointer: string): void => {
    if (node.type === 'object' || node.properties) out.push([pointer, node]);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, `${pointer}/properties/${key}`);
    if (node.items) walk(node.items, `${pointer}/items`);
    for (const [name, def] of Object.entries(node.$defs ?? {})) walk(def, `${pointer}/$defs/${name}`);
  };
  walk(schema, '#');
  return out;
}

test('every object rejects unknown keys and every choice node is a oneOf over its keys', () => {
  for (const relative of expectedFiles) {
    for (const [pointer, node] of objectSchemas(read(relative))) {
      assert.equal(node.additionalProperties, false, `${relative} ${pointer}: additionalProperties must be false`);
      if (node.oneOf) {
        const keys = Object.keys(node.properties ?? {}).sort();
        const branches = node.oneOf.map((branch) => (branch.required ?? []).join()).sort();
        assert.deepEqual(branches, keys, `${relative} ${pointer}: oneOf must require exactly one of its keys`);
      }
    }
  }
});

test('every leaf has a description and a default, and its default is valid', () => {
  const ajv = createAjv();
  for (const relative of expectedFiles) {
    const schema = read(relative);
    for (const node of flattenSchema(schema)) {
      assert.ok(node.description.length >= 10, `${relative} ${node.path}: description`);
      if (node.kind !== 'leaf' || node.type === 'object') continue;
      assert.ok(node.hasDefault, `${relative} ${node.path}: default`);
      if (node.enum)
        assert.ok(
          node.enum.some((value) => JSON.stringify(value) === JSON.stringify(node.default)),
          `${relative} ${node.path}: default not in enum`,
        );
      if (typeof node.default === 'number') {
        if (node.minimum !== undefined)
          assert.ok(node.default >= node.minimum, `${relative} ${node.path}: default below minimum`);
        if (node.maximum !== undefined)
          assert.ok(node.default <= node.maximum, `${relative} ${node.path}: default above maximum`);
        if (node.exclusiveMinimum !== undefined)
          assert.ok(
            node.default > node.exclusiveMinimum,
            `${relative} ${node.path}: default not above exclusive minimum`,
          );
      }
    }
    // The whole set of defaults must not be rejected by its own schema when written out in a minimal file.
    assert.ok(
      ajv.validate(schema, relative.includes('processor') ? {export: [{format: {glb: {}}}]} : {}),
      `${relative}: minimal file`,
    );
  }
});

test('x-introduced agrees with the first version in which each key path appears', () => {
  for (const family of FAMILIES) {
    const versions = family.versions.map((version) => ({
      version,
      nodes: flattenSchema(read(`static/schemas/${family.id}/v${version}.json`)),
    }));
    versions.forEach(({version, nodes}, index) => {
      for (const node of nodes) {
        let first = index;
        while (first > 0 && versions[first - 1].nodes.some((other) => other.path === node.path)) first -= 1;
        assert.equal(node.introduced, versions[first].version, `${family.id} v${version} ${node.path}`);
      }
    });
  }
});

test('processor schemas: export is required, version exists from v1.1, unknown keys fail', () => {
  const validators = loadValidators(root);
  for (const version of ['1.0', '1.1', '1.2', '1.3', '1.4']) {
    const validate = validators.get(`processor-v${version}`)!;
    assert.equal(validate({}), false, `v${version}: a file without export must fail`);
    assert.equal(validate({export: [{}]}), false, `v${version}: an export slot without format must fail`);
    assert.equal(
      validate({export: [{format: {gltf: {}}}]}),
      true,
      `v${version}: a single glTF slot is the minimal valid file`,
    );
    assert.equal(validate({export: [{format: {gltf: {}, glb: {}}}]}), false, `v${version}: one format per slot`);
    assert.equal(validate({export: [{format: {glb: {}}}], optimise: {}}), false, `v${version}: unknown top-level key`);
    assert.equal(validate({version, export: [{format: {glb: {}}}]}), version !== '1.0', `v${version}: version key`);
  }
  assert.equal(
    validators.get('processor-v1.4')!({version: '1.3', export: [{format: {glb: {}}}]}),
    false,
    'a v1.4 file must not claim 1.3',
  );
});
