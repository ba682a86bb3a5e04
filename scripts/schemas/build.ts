/**
 * Builds every schema file from the definitions in this folder and annotates each key with
 * `x-introduced`: the first schema version in which that key exists at the same place of the
 * file (the same property of the root tree or of a shared `$defs` entry) in every version since.
 * A key inside a shared definition takes the later of its own annotation and its parents', which
 * is what the reference pages compute (see src/components/SchemaReference/model.ts).
 */
import {PROCESSOR_VERSIONS, processorSchema} from './processor';
import {RENDERING_VERSIONS, renderingSchema} from './rendering';
import {SYSTEM_VERSIONS, systemSchema} from './system';
import type {Schema} from './helpers';

export interface SchemaFamily {
  /** Folder under static/schemas/ and the prefix of an example's claim (`processor-v1.4`). */
  id: 'processor' | 'rendering' | 'system';
  versions: readonly string[];
  build: (version: string) => Schema;
}

export const FAMILIES: SchemaFamily[] = [
  {id: 'processor', versions: PROCESSOR_VERSIONS, build: processorSchema},
  {id: 'rendering', versions: RENDERING_VERSIONS, build: renderingSchema},
  {id: 'system', versions: SYSTEM_VERSIONS, build: systemSchema},
];

/** Every place in a schema where a key is declared, as a JSON pointer, with its schema object. */
function keyLocations(schema: Schema): Map<string, Schema> {
  const out = new Map<string, Schema>();
  function walk(node: Schema, pointer: string): void {
    const properties = node.properties as {[key: string]: Schema} | undefined;
    if (properties) {
      for (const [key, child] of Object.entries(properties)) {
        const location = `${pointer}/properties/${key}`;
        out.set(location, child);
        walk(child, location);
      }
    }
    if (node.items && typeof node.items === 'object') walk(node.items as Schema, `${pointer}/items`);
  }
  walk(schema, '#');
  const defs = (schema.$defs ?? {}) as {[name: string]: Schema};
  for (const [name, def] of Object.entries(defs)) walk(def, `#/$defs/${name}`);
  return out;
}

/** Inserts `x-introduced` right after `description`, so the files read naturally. */
function annotate(node: Schema, version: string): void {
  const entries = Object.entries(node).filter(([key]) => key !== 'x-introduced');
  for (const key of Object.keys(node)) delete node[key];
  let placed = false;
  for (const [key, value] of entries) {
    node[key] = value;
    if (key === 'description') {
      node['x-introduced'] = version;
      placed = true;
    }
  }
  if (!placed) node['x-introduced'] = version;
}

/** All versions of one family, annotated, in version order. */
export function buildFamily(family: SchemaFamily): {version: string; schema: Schema}[] {
  const built = family.versions.map((version) => ({version, schema: family.build(version)}));
  const locations = built.map(({schema}) => keyLocations(schema));
  built.forEach(({schema: _schema}, index) => {
    for (const [location, node] of locations[index]) {
      let first = index;
      while (first > 0 && locations[first - 1].has(location)) first -= 1;
      annotate(node, family.versions[first]);
    }
  });
  return built;
}

/** File path (relative to the repository root) → file content, for every schema file. */
export function schemaFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const family of FAMILIES) {
    for (const {version, schema} of buildFamily(family)) {
      files.set(`static/schemas/${family.id}/v${version}.json`, `${JSON.stringify(schema, null, 2)}\n`);
    }
  }
  return files;
}
