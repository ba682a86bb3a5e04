import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {validateActionSet} from '../../src/components/ActionsTable/validate';
import {compareVersions} from '../../src/lib/versions';
import type {ActionSet} from '../../src/components/ActionsTable/types';
import {flattenSchema, type JsonSchema, type KeyNode} from '../../src/components/SchemaReference/model';

const file = path.join(__dirname, '..', '..', 'src', 'data', 'actions-v1.0.0.json');
const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ActionSet;

function clone(): ActionSet {
  return JSON.parse(JSON.stringify(data)) as ActionSet;
}

test('the v1.0.0 action data file passes validation', () => {
  assert.deepEqual(validateActionSet(data), []);
});

test('every action has a name, a semver minimum engine of 7.x and options with defaults', () => {
  assert.ok(data.actions.length > 0);
  for (const action of data.actions) {
    assert.ok(action.name.trim().length > 0, `${action.id} has a name`);
    assert.match(action.minEngineVersion, /^\d+\.\d+\.\d+$/, `${action.name} engine version`);
    // Actions need the 3D Processor engine (7.0.0 and later), not the legacy RapidCompact CLI.
    assert.ok(compareVersions(action.minEngineVersion, '7.0.0') >= 0, `${action.name} needs engine >= 7.0.0`);
    assert.ok(action.options.length > 0, `${action.name} has options`);
    for (const option of action.options) {
      assert.ok(Object.hasOwn(option, 'default'), `${action.name} / ${option.label} has a default`);
    }
  }
});

test('no two actions share a name or an anchor', () => {
  const names = data.actions.map((action) => action.name);
  const ids = data.actions.map((action) => action.id);
  assert.equal(new Set(names).size, names.length);
  assert.equal(new Set(ids).size, ids.length);
});

test('schema keys start at one of the seven top-level settings categories or an export slot', () => {
  const roots = ['import', 'sceneGraphFlattening', '3dEdit', 'meshCulling', 'optimize', 'modifier', 'export[]'];
  for (const action of data.actions) {
    for (const option of action.options) {
      const root = option.key.split('.')[0];
      assert.ok(roots.includes(root), `${action.name} / ${option.label}: root "${root}"`);
    }
  }
});

test('an option whose preset value is not published states that with null, which the validator accepts', () => {
  const unpublished = data.actions.flatMap((action) => action.options.filter((option) => option.default === null));
  assert.ok(unpublished.length > 0);
  const stated = clone();
  stated.actions[0].options[0].default = null;
  assert.deepEqual(validateActionSet(stated), []);
});

test('the validator reports a missing name, a bad version, a missing default and duplicates', () => {
  const broken = clone();
  broken.actions[0].name = '';
  broken.actions[1].minEngineVersion = '7.4';
  delete (broken.actions[2].options[0] as {default?: unknown}).default;
  broken.actions[3].id = broken.actions[4].id;
  broken.actions[5].hosts = ['photoshop'];
  broken.actions[6].options = [];
  const problems = validateActionSet(broken);
  assert.ok(
    problems.some((p) => p.includes('no name')),
    'missing name',
  );
  assert.ok(
    problems.some((p) => p.includes('"7.4" is not semver')),
    'bad version',
  );
  assert.ok(
    problems.some((p) => p.includes('no default')),
    'missing default',
  );
  assert.ok(
    problems.some((p) => p.includes('duplicate id')),
    'duplicate id',
  );
  assert.ok(
    problems.some((p) => p.includes('unknown host "photoshop"')),
    'unknown host',
  );
  assert.ok(
    problems.some((p) => p.includes('no options')),
    'no options',
  );
});

test('the validator rejects a default outside an enum and a wrongly typed default', () => {
  const broken = clone();
  const enumOption = broken.actions.flatMap((action) => action.options).find((option) => option.type === 'enum');
  const intOption = broken.actions.flatMap((action) => action.options).find((option) => option.type === 'integer');
  assert.ok(enumOption && intOption);
  enumOption.default = 'not-a-listed-value';
  intOption.default = 1.5;
  const problems = validateActionSet(broken);
  assert.ok(problems.some((p) => p.includes('"not-a-listed-value" does not fit type "enum"')));
  assert.ok(problems.some((p) => p.includes('1.5 does not fit type "integer"')));
});

// ---------------------------------------------------------------------------------------------
// Action option defaults against the 3D Processing schema the set is written for (v1.4)

const schemaFile = path.join(__dirname, '..', '..', 'static', 'schemas', 'processor', 'v1.4.json');
const schemaNodes = new Map(
  flattenSchema(JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as JsonSchema).map((node) => [node.path, node]),
);

/**
 * Values an action's own preset sets instead of the schema default, each stated by the fact sheets
 * (processor.md §3.1, §3.11 and §5). Any other difference from the schema default is a fault.
 */
const PRESET_VALUES: {label: string; actions: string[]; value: unknown; source: string}[] = [
  {
    label: 'CAD Sewing Tolerance',
    actions: ['import-cad-format', 'paintable-uvs-per-material', 'paintable-single-atlas', 'tiling-uvs'],
    value: 0.05,
    source: 'processor.md §3.1: action text gives 0.05 mm',
  },
  {
    label: 'Size on Screen Target',
    actions: ['decimate-mesh', 'decimate-and-bake-atlas'],
    value: 0,
    source: 'processor.md §5: Size on Screen Target, 0 = off',
  },
  {
    label: 'Texture Baking Resolution',
    actions: ['decimate-and-bake-atlas', 'remesh-and-bake-atlas', 'remesh-and-bake-holes', 'remesh-and-bake-decals'],
    value: 4096,
    source: 'processor.md §5: bake resolution 4096',
  },
  {
    label: 'Texture Resolution',
    actions: ['export-gltf', 'export-glb', 'export-usd', 'export-usda', 'export-usdc', 'export-usdz', 'export-fbx'],
    value: 4096,
    source: 'processor.md §3.11: action texts expose 4096',
  },
];

function presetValue(actionId: string, label: string): {value: unknown} | undefined {
  const entry = PRESET_VALUES.find((item) => item.label === label && item.actions.includes(actionId));
  return entry ? {value: entry.value} : undefined;
}

/** The reason an option may not carry the schema default, or undefined when it must. */
function expectedDefault(
  actionId: string,
  option: ActionSet['actions'][number]['options'][number],
  node: KeyNode,
): {value: unknown} | 'own value' {
  // An unset toggle is an absent object: off.
  if (node.toggle) return {value: false};
  const preset = presetValue(actionId, option.label);
  if (preset) return preset;
  // One alternative of a choice (faces.value vs faces.percentage): the action must give its own value.
  if (node.alternative) return 'own value';
  // The action offers a subset of values that leaves the schema default out.
  if (option.values && !option.values.includes(node.default as string)) return 'own value';
  return {value: node.default};
}

test('every action option names a key of schema v1.4, with values and a default the schema allows', () => {
  for (const action of data.actions) {
    for (const option of action.options) {
      const where = `${action.name} / ${option.label}`;
      const node = schemaNodes.get(option.key);
      assert.ok(node, `${where}: ${option.key} is not in schema v1.4`);
      if (node.enum) {
        for (const value of option.values ?? [])
          assert.ok(node.enum.includes(value), `${where}: "${value}" not in schema`);
      }
      if (typeof option.default === 'number') {
        if (node.minimum !== undefined) assert.ok(option.default >= node.minimum, `${where}: below minimum`);
        if (node.maximum !== undefined) assert.ok(option.default <= node.maximum, `${where}: above maximum`);
      }
    }
  }
});

test('every action option default is the schema default, unless the facts record the preset value', () => {
  const faults: string[] = [];
  for (const action of data.actions) {
    for (const option of action.options) {
      const node = schemaNodes.get(option.key);
      if (!node) continue;
      const expected = expectedDefault(action.id, option, node);
      if (expected === 'own value') continue;
      if (JSON.stringify(option.default) !== JSON.stringify(expected.value)) {
        faults.push(
          `${action.name} / ${option.label}: ${JSON.stringify(option.default)}, expected ${JSON.stringify(expected.value)}`,
        );
      }
    }
  }
  assert.deepEqual(faults, []);
});

test('the default check catches an inverted boolean default', () => {
  const broken = clone();
  const decimate = broken.actions.find((action) => action.id === 'decimate-mesh');
  const normals = decimate?.options.find((option) => option.label === 'Preserve Mesh Normals');
  assert.ok(decimate && normals);
  normals.default = true;
  const node = schemaNodes.get(normals.key);
  assert.ok(node);
  assert.notDeepEqual(expectedDefault(decimate.id, normals, node), {value: true});
});
