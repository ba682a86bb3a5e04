/**
 * The published schema files (static/schemas/) and their sources (schemas/): generated and up to date, valid JSON
 * Schema, strict about unknown keys, documented on every leaf, with `x-introduced` that agrees with a plain diff.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {schemaFamilies, schemaFiles, type Schema} from '../../scripts/schemas/build';
import {createAjv, loadValidators} from '../../scripts/lib/settings-examples';
import {flattenSchema, type JsonSchema} from '../../src/components/SchemaReference/model';

const root = path.join(__dirname, '..', '..');
const families = schemaFamilies();
const expectedFiles = families.flatMap((family) =>
  family.versions.map((version) => `static/schemas/${family.id}/v${version}.json`),
);

function read(relative: string): JsonSchema {
  return JSON.parse(fs.readFileSync(path.join(root, relative), 'utf8')) as JsonSchema;
}

test('every published schema file is generated from its source and up to date', () => {
  const files = schemaFiles();
  const published = fs
    .readdirSync(path.join(root, 'static', 'schemas'), {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.json'))
    .map((name) => `static/schemas/${name.split(path.sep).join('/')}`);
  assert.deepEqual(published.sort(), [...files.keys()].sort(), 'a file under static/schemas/ without a source');
  for (const [relative, content] of files) {
    const onDisk = fs.readFileSync(path.join(root, relative), 'utf8');
    assert.equal(onDisk, content, `${relative} differs from its source in schemas/; run: npm run schemas`);
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
  for (const family of families) {
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
  for (const version of families.find((family) => family.id === 'processor')!.versions) {
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

test('adding a schema version is one source file plus its entry in schemas/versions.json', () => {
  // The workflow of CONTRIBUTING.md ("Add a schema version"), in a copy of schemas/.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
  try {
    fs.cpSync(path.join(root, 'schemas'), path.join(copy, 'schemas'), {recursive: true});
    const list = path.join(copy, 'schemas', 'versions.json');
    const versions = JSON.parse(fs.readFileSync(list, 'utf8')) as {[family: string]: string[]};
    const latest = versions.processor.at(-1)!;
    const next = `1.${Number(latest.split('.')[1]) + 1}`;
    const source = yaml.load(
      fs.readFileSync(path.join(copy, 'schemas', 'processor', `v${latest}.yaml`), 'utf8'),
    ) as Schema;
    const general = ((source.properties as {[key: string]: Schema}).import.properties as {[key: string]: Schema})
      .general.properties as {[key: string]: Schema};
    general.keepEmptyNodes = {type: 'boolean', description: 'Keep nodes without geometry.', default: false};
    source['x-schemaVersion'] = next;
    fs.writeFileSync(path.join(copy, 'schemas', 'processor', `v${next}.yaml`), yaml.dump(source));

    assert.throws(() => schemaFiles(copy), /v1\.\d+\.yaml is not listed in schemas\/versions\.json/);
    versions.processor.push(next);
    fs.writeFileSync(list, JSON.stringify(versions));

    const files = schemaFiles(copy);
    const built = JSON.parse(files.get(`static/schemas/processor/v${next}.json`)!) as JsonSchema;
    const introduced = new Map(flattenSchema(built).map((node) => [node.path, node.introduced]));
    assert.equal(introduced.get('import.general.keepEmptyNodes'), next);
    assert.equal(introduced.get('import.general.rotateZUp'), versions.processor[0]);
    assert.equal(
      files.get(`static/schemas/processor/v${latest}.json`),
      schemaFiles().get(`static/schemas/processor/v${latest}.json`),
    );
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
});
