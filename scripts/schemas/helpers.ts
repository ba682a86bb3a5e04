/**
 * Small builders for the JSON Schema files under static/schemas/.
 *
 * The schema files are the single source of truth for the reference pages and the example
 * validator. They are written by scripts/gen-schemas.ts from the definitions in this folder,
 * so that every version of a schema is built from the same code and the differences between
 * versions are exactly the `minor >= n` switches in the definitions.
 */

export type Schema = {[keyword: string]: unknown};

/** Annotations every builder accepts. */
export interface Notes {
  /** `hidden` keys exist in the file format but are not shown in the product's user interfaces. */
  hidden?: boolean;
  /** The RapidCompact CLI (v1 to v6) setting name this key replaces. */
  legacy?: string;
  /** Unit of a number: shown next to the range. */
  unit?: string;
}

function notes(n: Notes): Schema {
  const out: Schema = {};
  if (n.unit) out['x-unit'] = n.unit;
  if (n.hidden) out['x-level'] = 'hidden';
  if (n.legacy) out['x-legacyName'] = n.legacy;
  return out;
}

export function bool(defaultValue: boolean, description: string, n: Notes = {}): Schema {
  return {type: 'boolean', description, default: defaultValue, ...notes(n)};
}

export interface Range {
  min?: number;
  max?: number;
  /** Exclusive lower bound. */
  above?: number;
  /** Exclusive upper bound. */
  below?: number;
}

function range(r: Range): Schema {
  const out: Schema = {};
  if (r.min !== undefined) out.minimum = r.min;
  if (r.above !== undefined) out.exclusiveMinimum = r.above;
  if (r.max !== undefined) out.maximum = r.max;
  if (r.below !== undefined) out.exclusiveMaximum = r.below;
  return out;
}

export function num(defaultValue: number, r: Range, description: string, n: Notes = {}): Schema {
  return {type: 'number', description, default: defaultValue, ...range(r), ...notes(n)};
}

export function int(defaultValue: number, r: Range, description: string, n: Notes = {}): Schema {
  return {type: 'integer', description, default: defaultValue, ...range(r), ...notes(n)};
}

export function text(defaultValue: string, description: string, n: Notes & {pattern?: string} = {}): Schema {
  const out: Schema = {type: 'string', description, default: defaultValue};
  if (n.pattern) out.pattern = n.pattern;
  return {...out, ...notes(n)};
}

export function oneOfValues(
  values: readonly string[],
  defaultValue: string,
  description: string,
  n: Notes = {},
): Schema {
  if (!values.includes(defaultValue)) throw new Error(`default ${defaultValue} not in ${values.join(',')}`);
  return {type: 'string', description, default: defaultValue, enum: [...values], ...notes(n)};
}

/** A fixed-length array of numbers, e.g. an RGBA colour or a 3D vector. */
export function vector(defaultValue: number[], r: Range, description: string, n: Notes = {}): Schema {
  return {
    type: 'array',
    description,
    default: defaultValue,
    items: {type: 'number', ...range(r)},
    minItems: defaultValue.length,
    maxItems: defaultValue.length,
    ...notes(n),
  };
}

export interface ObjectOptions extends Notes {
  required?: string[];
  /** Including the object, even empty, switches the feature on. */
  toggle?: boolean;
}

/** Drops keys whose value is `undefined`, so version switches can leave a key out. */
export function props(entries: {[key: string]: Schema | undefined}): {[key: string]: Schema} {
  const out: {[key: string]: Schema} = {};
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) out[key] = value;
  return out;
}

export function object(
  description: string,
  properties: {[key: string]: Schema | undefined},
  o: ObjectOptions = {},
): Schema {
  const out: Schema = {type: 'object', description, ...notes(o)};
  if (o.toggle) out['x-toggle'] = true;
  out.properties = props(properties);
  if (o.required && o.required.length > 0) out.required = o.required;
  out.additionalProperties = false;
  return out;
}

/**
 * A choice node: an object that holds exactly one of its keys. The keys' schemas live in
 * `properties` (so an unknown key fails with a clear message at the right path) and `oneOf`
 * requires exactly one of them.
 */
export function choice(description: string, properties: {[key: string]: Schema | undefined}, n: Notes = {}): Schema {
  const p = props(properties);
  return {
    type: 'object',
    description,
    ...notes(n),
    properties: p,
    additionalProperties: false,
    oneOf: Object.keys(p).map((key) => ({required: [key]})),
  };
}

/** A reference to a shared definition, with a description for this place of use. */
export function ref(name: string, description?: string): Schema {
  return description ? {$ref: `#/$defs/${name}`, description} : {$ref: `#/$defs/${name}`};
}

/** An object with one key per channel, every channel taking the same kind of value. */
export function channels(description: string, names: readonly string[], leaf: (channel: string) => Schema): Schema {
  const properties: {[key: string]: Schema} = {};
  for (const name of names) properties[name] = leaf(name);
  return object(description, properties);
}

/** When a version switch is on, the value; otherwise undefined (the key is left out). */
export function when<T>(condition: boolean, value: T): T | undefined {
  return condition ? value : undefined;
}
