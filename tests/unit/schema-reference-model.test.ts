/**
 * The schema reference pages' data model, on a small fixture schema in two versions
 * (tests/fixtures/schemas/tiny-v1.0.json and tiny-v1.1.json).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import v10 from '../fixtures/schemas/tiny-v1.0.json';
import v11 from '../fixtures/schemas/tiny-v1.1.json';
import {
  anchorId,
  buildTree,
  diffSchemas,
  entryCount,
  flattenSchema,
  formatRange,
  schemaToc,
  type JsonSchema,
  type TreeEntry,
} from '../../src/components/SchemaReference/model';
import {compareVersions} from '../../src/lib/versions';

const tiny10 = v10 as JsonSchema;
const tiny11 = v11 as JsonSchema;

test('flattening lists every key path once, parents first, arrays marked with []', () => {
  const paths = flattenSchema(tiny10).map((node) => node.path);
  assert.deepEqual(paths, [
    'mesh',
    'mesh.smooth',
    'mesh.angle',
    'mesh.target',
    'mesh.target.percentage',
    'mesh.target.value',
    'output',
    'output[].format',
    'output[].maps',
    'output[].maps.base',
    'output[].maps.normal',
    'output[].maps.rough',
    'output[].maps.metal',
  ]);
});

test('nodes carry kind, type, default, enum, range, required and choice information', () => {
  const nodes = new Map(flattenSchema(tiny10).map((node) => [node.path, node]));
  const target = nodes.get('mesh.target')!;
  assert.equal(target.kind, 'choice');
  assert.deepEqual(target.choices, ['percentage', 'value']);
  assert.equal(nodes.get('mesh.target.value')!.alternative, true);
  assert.equal(nodes.get('mesh.smooth')!.alternative, false);
  assert.equal(nodes.get('output')!.kind, 'array');
  assert.equal(nodes.get('output')!.required, true);
  assert.equal(nodes.get('output[].format')!.required, true);
  assert.deepEqual(nodes.get('output[].format')!.enum, ['glb', 'usdz']);
  assert.equal(nodes.get('mesh.angle')!.default, 60);
  assert.equal(nodes.get('mesh.angle')!.unit, 'degrees');
  assert.equal(formatRange(nodes.get('mesh.angle')!), '0 to 180');
  assert.equal(formatRange(nodes.get('mesh.target.value')!), '≥ 1');
  // A $ref is resolved and the description at the place of use wins.
  assert.equal(nodes.get('output[].maps')!.description, 'Texture sizes.');
  assert.equal(nodes.get('output[].maps')!.kind, 'object');
  assert.deepEqual(nodes.get('output[].maps')!.children, [
    'output[].maps.base',
    'output[].maps.normal',
    'output[].maps.rough',
    'output[].maps.metal',
  ]);
});

test('anchor ids drop the array marker and are URL-safe', () => {
  assert.equal(anchorId('output[].maps.base'), 'output.maps.base');
  for (const node of flattenSchema(tiny11)) {
    assert.match(node.id, /^[A-Za-z0-9.]+$/);
    assert.equal(encodeURIComponent(node.id), node.id);
  }
});

test('the introducing version is the latest x-introduced on the way down', () => {
  const nodes = new Map(flattenSchema(tiny11).map((node) => [node.path, node]));
  assert.equal(nodes.get('mesh.weld')!.introduced, '1.1');
  // Annotated 1.0 itself, but its parent only exists since 1.1.
  assert.equal(nodes.get('mesh.weld.distance')!.introduced, '1.1');
  assert.equal(nodes.get('mesh.smooth')!.introduced, '1.0');
  assert.equal(nodes.get('mesh.weld')!.toggle, true);
});

test('version strings compare numerically', () => {
  assert.ok(compareVersions('1.10', '1.4') > 0);
  assert.ok(compareVersions('1.4', '1.4.0') === 0);
  assert.ok(compareVersions('1.0', '1.1') < 0);
});

test('the diff finds added, removed and changed keys', () => {
  const diff = diffSchemas(tiny10, tiny11);
  assert.deepEqual(
    diff.added.map((node) => node.path),
    ['mesh.weld', 'mesh.weld.distance'],
  );
  assert.deepEqual(
    diff.removed.map((node) => node.path),
    ['mesh.target', 'mesh.target.percentage', 'mesh.target.value'],
  );
  const changed = new Map(diff.changed.map(({node, changes}) => [node.path, changes]));
  assert.deepEqual([...changed.keys()], ['mesh.smooth', 'mesh.angle', 'output[].format']);
  assert.deepEqual(
    changed.get('mesh.smooth')!.map((change) => change.field),
    ['type', 'default', 'allowed values'],
  );
  assert.deepEqual(changed.get('mesh.smooth')![0], {field: 'type', before: 'boolean', after: 'string'});
  assert.deepEqual(changed.get('mesh.angle'), [
    {field: 'default', before: '60', after: '45'},
    {field: 'range', before: '0 to 180', after: '0 to 90'},
  ]);
  assert.deepEqual(changed.get('output[].format'), [
    {field: 'allowed values', before: '"glb", "usdz"', after: '"glb", "usdz", "fbx"'},
  ]);
  // A version compared with itself has no differences.
  const same = diffSchemas(tiny11, tiny11);
  assert.equal(same.added.length + same.removed.length + same.changed.length, 0);
});

test('every key is a heading; objects open sections; identical sibling leaves are grouped', () => {
  const tree = buildTree(flattenSchema(tiny10));
  assert.deepEqual(tree.rootLeaves, []);
  assert.deepEqual(
    tree.sections.map((section) => [section.node.path, section.level, section.section]),
    [
      ['mesh', 2, true],
      ['output', 2, true],
    ],
  );
  const output = tree.sections[1];
  const maps = output.items.find(
    (item): item is TreeEntry => item.kind === 'entry' && item.node.path === 'output[].maps',
  )!;
  assert.equal(maps.level, 3);
  assert.equal(maps.section, true);
  const format = output.items.find(
    (item): item is TreeEntry => item.kind === 'entry' && item.node.path === 'output[].format',
  )!;
  assert.deepEqual([format.level, format.section], [3, false]);
  assert.equal(maps.items.length, 1);
  const group = maps.items[0];
  assert.equal(group.kind, 'group');
  if (group.kind === 'group') {
    assert.equal(group.path, 'output[].maps.<key>');
    assert.equal(group.level, 4);
    assert.deepEqual(
      group.members.map((member) => member.id),
      ['output.maps.base', 'output.maps.normal', 'output.maps.rough', 'output.maps.metal'],
    );
  }
  // Leaves that differ stay separate entries.
  const mesh = tree.sections[0];
  assert.deepEqual(
    mesh.items.map((item) => item.kind),
    ['entry', 'entry', 'entry'],
  );
  // A choice node is a section; its alternatives are one level deeper.
  const target = mesh.items[2] as TreeEntry;
  assert.deepEqual([target.node.path, target.level, target.section], ['mesh.target', 3, true]);
  assert.deepEqual(
    target.items.map((item) => (item as TreeEntry).level),
    [4, 4],
  );
});

test('heading levels stop at 6 for deep keys', () => {
  const deep: JsonSchema = {type: 'object', properties: {}, additionalProperties: false};
  let cursor = deep;
  for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) {
    const child: JsonSchema = {type: 'object', description: key, properties: {}, additionalProperties: false};
    cursor.properties = {[key]: child, [`${key}Leaf`]: {type: 'boolean', description: 'x', default: false}};
    cursor = child;
  }
  const levels: [string, number, boolean][] = [];
  const walk = (items: ReturnType<typeof buildTree>['sections']): void => {
    for (const item of items) {
      levels.push([item.node.path, item.level, item.section]);
      walk(item.items.filter((child): child is TreeEntry => child.kind === 'entry'));
    }
  };
  walk(buildTree(flattenSchema(deep)).sections);
  const byPath = new Map(levels.map(([path, level, section]) => [path, [level, section]]));
  assert.deepEqual(byPath.get('a'), [2, true]);
  assert.deepEqual(byPath.get('a.b.c.d.e'), [6, true]);
  assert.deepEqual(byPath.get('a.b.c.d.e.f'), [6, false]);
  assert.deepEqual(byPath.get('a.b.c.d.e.f.g'), [6, false]);
  assert.deepEqual(byPath.get('a.bLeaf'), [3, false]);
});

test('the table of contents follows the rendered headings', () => {
  const toc = schemaToc(tiny11, tiny10);
  assert.deepEqual(
    toc.map((item) => [item.id, item.level]),
    [
      ['download-and-validate', 2],
      ['changes', 2],
      ['mesh', 2],
      ['mesh.weld', 3],
      ['output', 2],
      ['output.maps', 3],
    ],
  );
  assert.equal(toc[1].value, 'Changes since v1.0');
});

test('entryCount counts every entry and grouped run under a section, at every depth', () => {
  const tree = buildTree(flattenSchema(tiny10));
  const shown = (items: ReturnType<typeof buildTree>['sections'][number]['items']): string[] =>
    items.flatMap((item) => (item.kind === 'group' ? [item.id] : [item.node.path, ...shown(item.items)]));
  for (const section of tree.sections) {
    assert.equal(entryCount(section.items), shown(section.items).length, section.node.path);
  }
  // Every key except the sections' own and the members of grouped runs, which are shown as one entry.
  const all = tree.sections.reduce((count, section) => count + 1 + entryCount(section.items), 0);
  assert.ok(all > tree.sections.length && all <= flattenSchema(tiny10).length);
});
