import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {validateActionSet, compareSemver} from '../../src/components/ActionsTable/validate';
import type {ActionSet} from '../../src/components/ActionsTable/types';

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
    assert.ok(compareSemver(action.minEngineVersion, '7.0.0') >= 0, `${action.name} needs engine >= 7.0.0`);
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
