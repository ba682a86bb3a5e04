/**
 * Builds the published schema files (static/schemas/) from their sources (schemas/<family>/v<version>.yaml, one
 * complete schema per version) and annotates each key with `x-introduced`: the first version since which the key
 * exists at the same place (a property of the root tree or of a `$defs` entry) in every version.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type schemaVersions from '../../schemas/versions.json';
import {engineRangeForSchema} from '../../src/data/releases';

export type Schema = {[keyword: string]: unknown};
export type FamilyId = keyof typeof schemaVersions;

export interface SchemaFamily {
  /** Folder under schemas/ and static/schemas/, and the prefix of an example's claim (`processor-v1.4`). */
  id: FamilyId;
  /** Oldest first, as schemas/versions.json lists them. */
  versions: readonly string[];
}

const repoRoot = path.join(__dirname, '..', '..');

/** The families and versions listed in `<root>/schemas/versions.json`. */
export function schemaFamilies(root = repoRoot): SchemaFamily[] {
  const listed = JSON.parse(fs.readFileSync(path.join(root, 'schemas', 'versions.json'), 'utf8')) as {
    [id: string]: string[];
  };
  return Object.entries(listed).map(([id, versions]) => ({id: id as FamilyId, versions}));
}

/** One version's source, checked against the name it is listed under. */
function readSource(root: string, family: SchemaFamily, version: string): Schema {
  const relative = `schemas/${family.id}/v${version}.yaml`;
  const file = path.join(root, relative);
  if (!fs.existsSync(file))
    throw new Error(`${relative} is missing: schemas/versions.json lists ${family.id} v${version}`);
  const schema = yaml.load(fs.readFileSync(file, 'utf8'), {filename: relative}) as Schema;
  if (schema['x-schemaVersion'] !== version)
    throw new Error(
      `${relative}: x-schemaVersion is ${JSON.stringify(schema['x-schemaVersion'])}, expected "${version}"`,
    );
  return family.id === 'processor' ? withEngineVersions(schema, version) : schema;
}

/**
 * The engines that read a processing schema come from src/data/releases.ts, the one list of engine releases,
 * so the published file cannot leave out a patch release that the release notes and tables name.
 */
function withEngineVersions(schema: Schema, version: string): Schema {
  if ('x-engineVersions' in schema)
    throw new Error(`schemas/processor/v${version}.yaml: x-engineVersions comes from src/data/releases.ts; remove it`);
  const range = engineRangeForSchema(version, ' to ');
  // A version documented before its engine ships has no engines yet; its release note adds the engine.
  if (!range) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = value;
    if (key === 'x-schemaVersion') out['x-engineVersions'] = range;
  }
  return out;
}

/** A source file that schemas/versions.json does not list would silently never be published. */
function checkUnlisted(root: string, family: SchemaFamily): void {
  const dir = path.join(root, 'schemas', family.id);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const version = /^v(.+)\.yaml$/.exec(name)?.[1];
    if (!version || !family.versions.includes(version))
      throw new Error(`schemas/${family.id}/${name} is not listed in schemas/versions.json`);
  }
}

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
export function buildFamily(family: SchemaFamily, root = repoRoot): {version: string; schema: Schema}[] {
  checkUnlisted(root, family);
  const built = family.versions.map((version) => ({version, schema: readSource(root, family, version)}));
  const locations = built.map(({schema}) => keyLocations(schema));
  built.forEach((_built, index) => {
    for (const [location, node] of locations[index]) {
      let first = index;
      while (first > 0 && locations[first - 1].has(location)) first -= 1;
      annotate(node, family.versions[first]);
    }
  });
  return built;
}

/** File path (relative to the repository root) → file content, for every published schema file. */
export function schemaFiles(root = repoRoot): Map<string, string> {
  const files = new Map<string, string>();
  for (const family of schemaFamilies(root)) {
    for (const {version, schema} of buildFamily(family, root)) {
      files.set(`static/schemas/${family.id}/v${version}.json`, `${JSON.stringify(schema, null, 2)}\n`);
    }
  }
  return files;
}
