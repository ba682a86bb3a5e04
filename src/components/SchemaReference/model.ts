/**
 * The data model behind the schema reference pages: a JSON Schema file is flattened into one
 * node per key path, nodes are compared between two versions, and the nodes are arranged into
 * the sections and headings a page shows. Pure functions, no React, so the build, the page and
 * the unit tests all use the same code.
 */

import {compareVersions} from '../../lib/versions';

export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};

/** The subset of JSON Schema (draft 2020-12) the settings schemas use, plus their `x-` annotations. */
export interface JsonSchema {
  $ref?: string;
  $defs?: {[name: string]: JsonSchema};
  definitions?: {[name: string]: JsonSchema};
  type?: string | string[];
  description?: string;
  default?: JsonValue;
  enum?: JsonValue[];
  const?: JsonValue;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  properties?: {[key: string]: JsonSchema};
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  'x-introduced'?: string;
  'x-schemaVersion'?: string;
  'x-engineVersions'?: string;
  'x-level'?: string;
  'x-legacyName'?: string;
  'x-unit'?: string;
  'x-toggle'?: boolean;
  title?: string;
  [keyword: string]: unknown;
}

export type NodeKind = 'leaf' | 'object' | 'choice' | 'array';

export interface KeyNode {
  /** Key path as readers write it; array items are marked `[]`: `export[].format.glb`. */
  path: string;
  /** Anchor id: the key path without `[]`; only letters, digits and dots. */
  id: string;
  /** The key itself (last segment). */
  name: string;
  /** Number of keys in the path: 1 for a top-level key. */
  depth: number;
  parentPath: string | null;
  kind: NodeKind;
  /** Readable type: `boolean`, `integer`, `string`, `array of 4 numbers`, `object`, `array of objects`. */
  type: string;
  description: string;
  hasDefault: boolean;
  default?: JsonValue;
  enum?: JsonValue[];
  const?: JsonValue;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  /** Range of the items of a fixed-length number array (colours, vectors). */
  itemMinimum?: number;
  itemMaximum?: number;
  unit?: string;
  legacyName?: string;
  /** Not shown in the product's user interfaces. */
  hidden: boolean;
  /** Including the (possibly empty) object switches the feature on. */
  toggle: boolean;
  /** Listed in the parent's `required`. */
  required: boolean;
  /** The parent is a choice node: this key is one of the alternatives. */
  alternative: boolean;
  /** For choice nodes: the keys to choose from. */
  choices?: string[];
  /** Schema version that introduced this key path (the latest `x-introduced` on the way down). */
  introduced: string;
  /** Paths of the direct children, in schema order. */
  children: string[];
}

function laterVersion(a: string, b: string): string {
  return compareVersions(a, b) >= 0 ? a : b;
}

/** The anchor id of a key path: `export[].format.glb` → `export.format.glb`. */
export function anchorId(path: string): string {
  return path.replace(/\[\]/g, '');
}

function resolve(schema: JsonSchema, root: JsonSchema, seen: string[]): {schema: JsonSchema; seen: string[]} {
  let current = schema;
  let chain = seen;
  // A $ref's siblings (a description for this place of use) win over the definition's own.
  while (current.$ref) {
    const ref = current.$ref;
    const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
    if (!match) throw new Error(`Only local references are supported, found ${ref}`);
    if (chain.includes(ref)) throw new Error(`Circular reference ${ref}`);
    const defs = match[1] === '$defs' ? root.$defs : root.definitions;
    const target = defs?.[match[2]];
    if (!target) throw new Error(`Unresolved reference ${ref}`);
    const {$ref: _ignored, ...siblings} = current;
    current = {...target, ...siblings};
    chain = [...chain, ref];
  }
  return {schema: current, seen: chain};
}

function typeOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.const !== undefined) return [typeof schema.const];
  if (schema.enum) return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))];
  return [];
}

function isChoice(schema: JsonSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return (
    Array.isArray(schema.oneOf) &&
    schema.oneOf.length === keys.length &&
    schema.oneOf.every(
      (branch) => Array.isArray(branch.required) && branch.required.length === 1 && keys.includes(branch.required[0]),
    )
  );
}

function describeType(schema: JsonSchema, kind: NodeKind): string {
  const types = typeOf(schema);
  if (kind === 'choice') return 'object (choice)';
  if (kind === 'array') return 'array of objects';
  if (types.includes('array')) {
    const item = schema.items ? typeOf(schema.items).join(' | ') || 'value' : 'value';
    if (schema.minItems !== undefined && schema.minItems === schema.maxItems)
      return `array of ${schema.minItems} ${item}s`;
    return `array of ${item}s`;
  }
  return types.join(' | ') || 'any';
}

export interface FlattenOptions {
  /** Version assumed for keys without `x-introduced` (default: the schema's own version, else `1.0`). */
  baseVersion?: string;
}

/** Flattens a schema into one node per key path, parents before their children, in schema order. */
export function flattenSchema(rootSchema: JsonSchema, options: FlattenOptions = {}): KeyNode[] {
  const nodes: KeyNode[] = [];

  function visitProperties(
    container: JsonSchema,
    parent: KeyNode | null,
    prefix: string,
    inherited: string,
    seen: string[],
  ): string[] {
    const properties = container.properties ?? {};
    const required = new Set(container.required ?? []);
    const alternative = isChoice(container);
    const childPaths: string[] = [];
    for (const [name, raw] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const introducedHere = raw['x-introduced'];
      const {schema, seen: chain} = resolve(raw, rootSchema, seen);
      const introduced = laterVersion(
        inherited,
        typeof introducedHere === 'string' ? introducedHere : (schema['x-introduced'] ?? inherited),
      );
      const types = typeOf(schema);
      let kind: NodeKind = 'leaf';
      if (types.includes('object') && schema.properties) {
        kind = isChoice(schema) ? 'choice' : Object.keys(schema.properties).length > 0 ? 'object' : 'leaf';
      } else if (types.includes('array') && schema.items) {
        const item = resolve(schema.items, rootSchema, chain).schema;
        if (item.properties) kind = 'array';
      }
      const node: KeyNode = {
        path,
        id: anchorId(path),
        name,
        depth: path.split('.').length,
        parentPath: parent ? parent.path : null,
        kind,
        type: kind === 'leaf' && types.includes('object') ? 'object' : describeType(schema, kind),
        description: (schema.description ?? '').trim(),
        hasDefault: schema.default !== undefined,
        hidden: schema['x-level'] === 'hidden',
        toggle: schema['x-toggle'] === true,
        required: required.has(name),
        alternative,
        introduced,
        children: [],
      };
      if (schema.default !== undefined) node.default = schema.default;
      if (schema.enum) node.enum = schema.enum;
      if (schema.const !== undefined) node.const = schema.const;
      for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const) {
        if (typeof schema[key] === 'number') node[key] = schema[key];
      }
      if (typeof schema.pattern === 'string') node.pattern = schema.pattern;
      if (schema.items && kind === 'leaf') {
        const item = resolve(schema.items, rootSchema, chain).schema;
        if (typeof item.minimum === 'number') node.itemMinimum = item.minimum;
        if (typeof item.maximum === 'number') node.itemMaximum = item.maximum;
      }
      if (typeof schema['x-unit'] === 'string') node.unit = schema['x-unit'];
      if (typeof schema['x-legacyName'] === 'string') node.legacyName = schema['x-legacyName'];
      if (kind === 'choice') node.choices = Object.keys(schema.properties ?? {});
      nodes.push(node);
      childPaths.push(path);
      if (kind === 'object' || kind === 'choice') {
        node.children = visitProperties(schema, node, path, introduced, chain);
      } else if (kind === 'array' && schema.items) {
        const item = resolve(schema.items, rootSchema, chain);
        node.children = visitProperties(item.schema, node, `${path}[]`, introduced, item.seen);
      }
    }
    return childPaths;
  }

  const rootVersion = options.baseVersion ?? '1.0';
  visitProperties(resolve(rootSchema, rootSchema, []).schema, null, '', rootVersion, []);
  return nodes;
}

/** Schema version named by a schema file (`x-schemaVersion`), if any. */
export function schemaVersion(schema: JsonSchema): string | undefined {
  return typeof schema['x-schemaVersion'] === 'string' ? schema['x-schemaVersion'] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Differences between two versions

export type ChangedField = 'type' | 'default' | 'allowed values' | 'range';

export interface FieldChange {
  field: ChangedField;
  before: string;
  after: string;
}

export interface SchemaDiff {
  added: KeyNode[];
  removed: KeyNode[];
  changed: {node: KeyNode; changes: FieldChange[]}[];
}

function json(value: JsonValue | undefined): string {
  return value === undefined ? '(none)' : JSON.stringify(value);
}

/** Allowed values of a node as a readable list; `const` counts as a one-value enum. */
function allowedValues(node: KeyNode): JsonValue[] | undefined {
  if (node.enum) return node.enum;
  if (node.const !== undefined) return [node.const];
  return undefined;
}

/** Range of a number (or of the items of a number array) as text; empty when unbounded. */
export function formatRange(
  node: Pick<KeyNode, 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'itemMinimum' | 'itemMaximum'>,
): string {
  const low = node.minimum ?? node.itemMinimum;
  const high = node.maximum ?? node.itemMaximum;
  const lowText =
    node.exclusiveMinimum !== undefined ? `> ${node.exclusiveMinimum}` : low !== undefined ? `≥ ${low}` : '';
  const highText =
    node.exclusiveMaximum !== undefined ? `< ${node.exclusiveMaximum}` : high !== undefined ? `≤ ${high}` : '';
  if (
    low !== undefined &&
    high !== undefined &&
    node.exclusiveMinimum === undefined &&
    node.exclusiveMaximum === undefined
  ) {
    return `${low} to ${high}`;
  }
  return [lowText, highText].filter(Boolean).join(' and ');
}

/** Keys added and removed between two versions, and keys whose type, default, allowed values or range changed. */
export function diffNodes(before: KeyNode[], after: KeyNode[]): SchemaDiff {
  const previous = new Map(before.map((node) => [node.path, node]));
  const next = new Map(after.map((node) => [node.path, node]));
  const added = after.filter((node) => !previous.has(node.path));
  const removed = before.filter((node) => !next.has(node.path));
  const changed: SchemaDiff['changed'] = [];
  for (const node of after) {
    const old = previous.get(node.path);
    if (!old) continue;
    const changes: FieldChange[] = [];
    if (old.type !== node.type) changes.push({field: 'type', before: old.type, after: node.type});
    if (json(old.default) !== json(node.default))
      changes.push({field: 'default', before: json(old.default), after: json(node.default)});
    const oldValues = allowedValues(old);
    const newValues = allowedValues(node);
    if (json(oldValues) !== json(newValues)) {
      changes.push({
        field: 'allowed values',
        before: oldValues ? oldValues.map((value) => json(value)).join(', ') : '(any)',
        after: newValues ? newValues.map((value) => json(value)).join(', ') : '(any)',
      });
    }
    const oldRange = formatRange(old);
    const newRange = formatRange(node);
    if (oldRange !== newRange) changes.push({field: 'range', before: oldRange || '(any)', after: newRange || '(any)'});
    if (changes.length > 0) changed.push({node, changes});
  }
  return {added, removed, changed};
}

export function diffSchemas(before: JsonSchema, after: JsonSchema): SchemaDiff {
  return diffNodes(flattenSchema(before), flattenSchema(after));
}

// ---------------------------------------------------------------------------------------------
// Page layout: sections, headings and grouped channel maps

/**
 * Deepest heading level HTML has. Every key is a heading, so that search indexes each key path
 * with its own anchor; keys deeper than this share the last level.
 */
export const MAX_HEADING_LEVEL = 6;

/** A run of sibling leaves that share one definition (a per-channel map), shown as one entry. */
export interface LeafGroup {
  kind: 'group';
  /** Path of the group: `…textureFormat.<key>`. */
  path: string;
  /** Stable React key; not an anchor (the members carry the anchors). */
  id: string;
  /** Heading level of the group's title. */
  level: number;
  members: KeyNode[];
  /** The shared definition (the first member). */
  sample: KeyNode;
}

export interface TreeEntry {
  kind: 'entry';
  node: KeyNode;
  /** Heading level of the key (2 to 6). */
  level: number;
  /**
   * The key opens a section: an object whose heading shows its name in large type and whose
   * children follow it. Other keys (leaves, and objects below level 6) are compact entries.
   */
  section: boolean;
  items: TreeItem[];
}

export type TreeItem = TreeEntry | LeafGroup;

/** Number of entries (keys and grouped runs) shown under `items`, at every depth. */
export function entryCount(items: TreeItem[]): number {
  return items.reduce((count, item) => count + 1 + (item.kind === 'entry' ? entryCount(item.items) : 0), 0);
}

/** Smallest run of identical sibling leaves that is shown as one grouped entry. */
export const MIN_GROUP_SIZE = 4;

function leafSignature(node: KeyNode): string {
  return JSON.stringify([
    node.type,
    node.description,
    node.default,
    node.enum,
    node.const,
    node.minimum,
    node.maximum,
    node.exclusiveMinimum,
    node.exclusiveMaximum,
    node.multipleOf,
    node.unit,
    node.hidden,
    node.introduced,
    node.legacyName,
    node.required,
    node.pattern,
  ]);
}

/** The tree of one schema as the page shows it. Root leaves come first, in one section. */
export function buildTree(nodes: KeyNode[]): {rootLeaves: TreeItem[]; sections: TreeEntry[]} {
  const byPath = new Map(nodes.map((node) => [node.path, node]));

  function items(paths: string[], level: number): TreeItem[] {
    const children = paths.map((path) => byPath.get(path)!);
    const signatures = children.map((child) => (child.kind === 'leaf' ? leafSignature(child) : ''));
    const counts = new Map<string, number>();
    for (const signature of signatures) if (signature) counts.set(signature, (counts.get(signature) ?? 0) + 1);
    const out: TreeItem[] = [];
    const emitted = new Set<string>();
    let groupCount = 0;
    children.forEach((child, index) => {
      const signature = signatures[index];
      if (signature && (counts.get(signature) ?? 0) >= MIN_GROUP_SIZE) {
        if (emitted.has(signature)) return;
        emitted.add(signature);
        const members = children.filter((_, i) => signatures[i] === signature);
        const groupPath = `${child.parentPath}.<key>`;
        groupCount += 1;
        out.push({
          kind: 'group',
          path: groupPath,
          id: `${anchorId(child.parentPath ?? '')}.group${groupCount}`,
          level: Math.min(level, MAX_HEADING_LEVEL),
          members,
          sample: members[0],
        });
        return;
      }
      out.push(entry(child, level));
    });
    return out;
  }

  function entry(node: KeyNode, level: number): TreeEntry {
    return {
      kind: 'entry',
      node,
      level: Math.min(level, MAX_HEADING_LEVEL),
      section: node.kind !== 'leaf' && level <= MAX_HEADING_LEVEL,
      items: items(node.children, level + 1),
    };
  }

  const top = nodes.filter((node) => node.depth === 1);
  return {
    rootLeaves: items(
      top.filter((node) => node.kind === 'leaf').map((node) => node.path),
      3,
    ),
    sections: top.filter((node) => node.kind !== 'leaf').map((node) => entry(node, 2)),
  };
}

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** Ids of the fixed sections of a schema page. */
export const SECTION_IDS = {
  download: 'download-and-validate',
  changes: 'changes',
  rootKeys: 'top-level-keys',
} as const;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function changesTitle(previousVersion: string | undefined): string {
  return previousVersion ? `Changes since v${previousVersion}` : 'Changes';
}

/**
 * Table of contents for a schema page (levels 2 and 3), built from the same tree the page
 * renders, so the two always agree.
 */
export function schemaToc(schema: JsonSchema, previous?: JsonSchema): TocItem[] {
  const tree = buildTree(flattenSchema(schema));
  const toc: TocItem[] = [
    {value: 'Download and validate', id: SECTION_IDS.download, level: 2},
    {
      value: escapeHtml(changesTitle(previous ? schemaVersion(previous) : undefined)),
      id: SECTION_IDS.changes,
      level: 2,
    },
  ];
  if (tree.rootLeaves.length > 0) toc.push({value: 'Top-level keys', id: SECTION_IDS.rootKeys, level: 2});
  for (const section of tree.sections) {
    toc.push({value: escapeHtml(section.node.name), id: section.node.id, level: 2});
    for (const item of section.items) {
      if (item.kind === 'entry' && item.section && item.level === 3) {
        toc.push({value: escapeHtml(item.node.name), id: item.node.id, level: 3});
      }
    }
  }
  return toc;
}

/** Every anchor id a schema page defines for keys (entries, headings and group members). */
export function keyAnchorIds(schema: JsonSchema): string[] {
  return flattenSchema(schema).map((node) => node.id);
}
