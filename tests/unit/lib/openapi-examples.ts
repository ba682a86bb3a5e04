/**
 * Finds every example in an OpenAPI 3.0 or 3.1 document, together with the
 * schema it illustrates, and validates it with Ajv (JSON Schema 2020-12).
 * OpenAPI 3.0 schemas are translated first (`nullable`, boolean
 * `exclusiveMinimum`/`exclusiveMaximum`), so one validator serves both specs.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export interface ExampleCase {
  /** Where the example sits, for messages (JSON pointer). */
  where: string;
  /** JSON pointer of the schema the example must satisfy. */
  schemaPointer: string;
  value: unknown;
}

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A key as one segment of a JSON pointer. */
export const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Copies the document, rewriting OpenAPI 3.0 schema idioms into JSON Schema 2020-12. */
export function toJsonSchemaDialect(doc: Json): Json {
  const is30 = typeof doc.openapi === 'string' && doc.openapi.startsWith('3.0');
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) out[key] = walk(value);
    if (is30) {
      if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
      if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
      delete out.nullable;
      for (const [flag, bound] of [
        ['exclusiveMinimum', 'minimum'],
        ['exclusiveMaximum', 'maximum'],
      ] as const) {
        if (typeof out[flag] === 'boolean') {
          if (out[flag] === true && typeof out[bound] === 'number') {
            out[flag] = out[bound];
            delete out[bound];
          } else {
            delete out[flag];
          }
        }
      }
    }
    return out;
  };
  return walk(doc) as Json;
}

/**
 * Follows `$ref`s of parameter, request-body, response and header objects; returns the object and its pointer
 * (`pointer` itself when `node` is no reference).
 */
export function deref(doc: Json, node: unknown, pointer: string): [unknown, string] {
  let current = node;
  let at = pointer;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
    at = current.$ref;
    current = at
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (acc, raw) => (isObject(acc) ? acc[raw.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        doc,
      );
  }
  return [current, at];
}

function mediaExamples(doc: Json, content: unknown, at: string, cases: ExampleCase[]): void {
  if (!isObject(content)) return;
  for (const [mediaType, media] of Object.entries(content)) {
    if (!isObject(media) || media.schema === undefined) continue;
    const mediaAt = `${at}/${escape(mediaType)}`;
    pushExamples(doc, media, mediaAt, `${mediaAt}/schema`, cases);
    schemaExamples(media.schema, `${mediaAt}/schema`, cases);
  }
}

/** `example` and `examples` (a map of Example objects) of a media type, parameter or header. */
function pushExamples(doc: Json, holder: Json, at: string, schemaPointer: string, cases: ExampleCase[]): void {
  if ('example' in holder) cases.push({where: `${at}/example`, schemaPointer, value: holder.example});
  if (isObject(holder.examples)) {
    for (const [name, example] of Object.entries(holder.examples)) {
      const [resolved, exampleAt] = deref(doc, example, `${at}/examples/${escape(name)}`);
      if (isObject(resolved) && 'value' in resolved)
        cases.push({where: exampleAt, schemaPointer, value: resolved.value});
    }
  }
}

function operationExamples(doc: Json, operation: Json, at: string, cases: ExampleCase[]): void {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  parameters.forEach((parameter, index) => {
    const [resolved, paramAt] = deref(doc, parameter, `${at}/parameters/${index}`);
    if (isObject(resolved) && resolved.schema !== undefined) {
      pushExamples(doc, resolved, paramAt, `${paramAt}/schema`, cases);
      schemaExamples(resolved.schema, `${paramAt}/schema`, cases);
    }
  });
  const [body, bodyAt] = deref(doc, operation.requestBody, `${at}/requestBody`);
  if (isObject(body)) mediaExamples(doc, body.content, `${bodyAt}/content`, cases);
  if (isObject(operation.responses)) {
    for (const [status, response] of Object.entries(operation.responses)) {
      const [resolved, responseAt] = deref(doc, response, `${at}/responses/${escape(status)}`);
      if (!isObject(resolved)) continue;
      mediaExamples(doc, resolved.content, `${responseAt}/content`, cases);
      if (isObject(resolved.headers)) {
        for (const [name, header] of Object.entries(resolved.headers)) {
          const [h, headerAt] = deref(doc, header, `${responseAt}/headers/${escape(name)}`);
          if (isObject(h) && h.schema !== undefined) pushExamples(doc, h, headerAt, `${headerAt}/schema`, cases);
        }
      }
    }
  }
}

/** Schema-level `examples` (3.1, a list) and `example` (3.0) of a schema and all its subschemas. */
function schemaExamples(schema: unknown, at: string, cases: ExampleCase[]): void {
  if (!isObject(schema) || typeof schema.$ref === 'string') return;
  if (Array.isArray(schema.examples))
    schema.examples.forEach((value, i) => cases.push({where: `${at}/examples/${i}`, schemaPointer: at, value}));
  if ('example' in schema) cases.push({where: `${at}/example`, schemaPointer: at, value: schema.example});
  for (const key of ['properties', 'patternProperties', '$defs', 'dependentSchemas']) {
    const map = schema[key];
    if (isObject(map))
      for (const [name, sub] of Object.entries(map)) schemaExamples(sub, `${at}/${key}/${escape(name)}`, cases);
  }
  for (const key of [
    'items',
    'additionalProperties',
    'not',
    'if',
    'then',
    'else',
    'contains',
    'propertyNames',
    'unevaluatedProperties',
  ]) {
    schemaExamples(schema[key], `${at}/${key}`, cases);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((sub, i) => schemaExamples(sub, `${at}/${key}/${i}`, cases));
  }
}

/** Every example of the document with the pointer of the schema that governs it. */
export function collectExamples(doc: Json): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
  const groups: Array<[string, unknown]> = [
    ['paths', doc.paths],
    ['webhooks', doc.webhooks ?? doc['x-webhooks']],
  ];
  for (const [group, items] of groups) {
    if (!isObject(items)) continue;
    for (const [route, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of methods) {
        const operation = item[method];
        if (isObject(operation)) operationExamples(doc, operation, `#/${group}/${escape(route)}/${method}`, cases);
      }
    }
  }
  const schemas = isObject(doc.components) ? doc.components.schemas : undefined;
  if (isObject(schemas))
    for (const [name, schema] of Object.entries(schemas))
      schemaExamples(schema, `#/components/schemas/${escape(name)}`, cases);
  // Shared parameters and responses are reached from several operations; keep each example once.
  const unique = new Map(cases.map((c) => [c.where, c]));
  return [...unique.values()];
}

/** A validator for pointers into the document: returns Ajv's error text, or null when the value is valid. */
export function exampleValidator(doc: Json): (schemaPointer: string, value: unknown) => string | null {
  const id = 'https://openapi.invalid/spec.json';
  const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false});
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(format, true);
  ajv.addSchema({...toJsonSchemaDialect(doc), $id: id});
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schemaPointer, value) => {
    let validate = compiled.get(schemaPointer);
    if (!validate) {
      validate = ajv.compile({$ref: `${id}${schemaPointer}`});
      compiled.set(schemaPointer, validate);
    }
    return validate(value) ? null : ajv.errorsText(validate.errors, {dataVar: 'example'});
  };
}
