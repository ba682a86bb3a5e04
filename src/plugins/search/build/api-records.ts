/**
 * The OpenAPI theme renders an operation's parameters and request body in the
 * browser only (its static HTML holds skeletons there), so the HTML alone would
 * leave parameter and field names out of the index. The operation itself is in
 * the generated page's front matter (`api:`, deflated JSON in base64); this
 * module turns it into extra content records for that page: its parameters,
 * its request body's fields and its success response's field names.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {ExtractedRecord} from '../client/types';
import {chunkText, normaliseText} from './extract';

interface SchemaLike {
  type?: string | string[];
  description?: string;
  properties?: Record<string, SchemaLike>;
  additionalProperties?: SchemaLike | boolean;
  items?: SchemaLike;
  allOf?: SchemaLike[];
  oneOf?: SchemaLike[];
  anyOf?: SchemaLike[];
  enum?: unknown[];
  required?: string[];
}
interface ParameterLike {
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: SchemaLike;
}
export interface ApiOperationLike {
  method?: string;
  path?: string;
  parameters?: ParameterLike[];
  requestBody?: {description?: string; content?: Record<string, {schema?: SchemaLike}>};
  responses?: Record<string, {content?: Record<string, {schema?: SchemaLike}>}>;
}

/**
 * A response field that this many operations return (the `data` envelope, the fields of a Rapid Model that
 * every Rapid Model operation returns) belongs to the shared object, not to one operation: indexed on each of
 * them, it says nothing about which one answers. One that two operations return (v1 and v2) is kept.
 */
export const SHARED_RESPONSE_FIELD = 3;

/** Upper bound on the fields listed for one request body, so a huge schema cannot swamp the index. */
const MAX_FIELDS = 80;

export function decodeApiFrontMatter(source: string): ApiOperationLike | undefined {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  const line = frontMatter?.split(/\r?\n/).find((entry) => entry.startsWith('api: '));
  if (!line) return undefined;
  const value = line.slice('api: '.length).trim();
  try {
    if (value.startsWith('{')) return JSON.parse(value) as ApiOperationLike;
    return JSON.parse(zlib.inflateSync(Buffer.from(value, 'base64')).toString('utf8')) as ApiOperationLike;
  } catch {
    return undefined;
  }
}

function describe(text: string | undefined): string {
  // Descriptions are Markdown: keep the words, drop link targets and emphasis marks.
  return normaliseText((text ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`#>]/g, ' '));
}

/** How a field is listed: the request body's with type and description, a response's by its path only. */
type FieldText = (key: string, property: SchemaLike, required: boolean) => string;

const fieldWithDescription: FieldText = (key, property, required) => {
  const type = Array.isArray(property.type) ? property.type.join(' | ') : property.type;
  const values = property.enum?.length ? ` One of: ${property.enum.slice(0, 12).map(String).join(', ')}.` : '';
  return normaliseText(`${key} (${type ?? 'object'}${required ? ', required' : ''}): ${describe(property.description)}${values}`);
};

const fieldPath: FieldText = (key) => key;

function flattenSchema(schema: SchemaLike | undefined, prefix: string, depth: number, out: string[], text: FieldText): void {
  if (!schema || depth > 3 || out.length >= MAX_FIELDS) return;
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    flattenSchema(part, prefix, depth, out, text);
  }
  if (schema.items) flattenSchema(schema.items, prefix ? `${prefix}[]` : prefix, depth, out, text);
  // A map (file name → export info) lists its values' fields under `*`.
  if (typeof schema.additionalProperties === 'object')
    flattenSchema(schema.additionalProperties, prefix ? `${prefix}.*` : '*', depth, out, text);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (out.length >= MAX_FIELDS) return;
    const key = prefix ? `${prefix}.${name}` : name;
    out.push(text(key, property, schema.required?.includes(name) ?? false));
    flattenSchema(property, key, depth + 1, out, text);
  }
}

/** The field paths of an operation's success response (the first 2xx with a body). */
export function responseFields(operation: ApiOperationLike): string[] {
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))?.[1];
  const fields: string[] = [];
  flattenSchema(Object.values(success?.content ?? {})[0]?.schema, '', 0, fields, fieldPath);
  return [...new Set(fields)];
}

/** The response fields that SHARED_RESPONSE_FIELD or more of the operations return. */
export function sharedResponseFields(operations: ApiOperationLike[]): Set<string> {
  const count = new Map<string, number>();
  for (const operation of operations)
    for (const field of responseFields(operation)) count.set(field, (count.get(field) ?? 0) + 1);
  return new Set([...count].filter(([, operations]) => operations >= SHARED_RESPONSE_FIELD).map(([field]) => field));
}

/**
 * Content records for an operation's parameters, request body fields and response fields, leaving out the
 * response fields in `shared` (see sharedResponseFields): a developer who copies a field name from a response
 * ("compressedByteSize") finds the operation that returns it.
 */
export function apiOperationRecords(
  operation: ApiOperationLike,
  hierarchy: string[],
  shared: ReadonlySet<string> = new Set(),
): ExtractedRecord[] {
  const records: ExtractedRecord[] = [];
  const push = (section: string, text: string) => {
    for (const chunk of chunkText(text)) {
      records.push({type: 'content', anchor: null, hierarchy: [...hierarchy, section], content: chunk});
    }
  };
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.name);
  if (parameters.length) {
    records.push({type: 'lvl2', anchor: null, hierarchy: [...hierarchy, 'Parameters'], content: null});
    for (const parameter of parameters) {
      const required = parameter.required ? ', required' : '';
      push(
        'Parameters',
        normaliseText(
          `${parameter.name} (${parameter.in ?? 'query'} parameter${required}): ${describe(parameter.description ?? parameter.schema?.description)}`,
        ),
      );
    }
  }
  const section = (name: string, lines: string[]) => {
    if (!lines.length) return;
    records.push({type: 'lvl2', anchor: null, hierarchy: [...hierarchy, name], content: null});
    for (const line of lines) push(name, line);
  };
  const bodies = Object.values(operation.requestBody?.content ?? {});
  if (bodies.length) {
    const fields: string[] = [];
    flattenSchema(bodies[0]?.schema, '', 0, fields, fieldWithDescription);
    const description = describe(operation.requestBody?.description);
    section('Request body', description ? [description, ...fields] : fields);
  }
  // Paths only: the response's descriptions repeat those of the object it returns, on every page returning it.
  section('Response body', responseFields(operation).filter((field) => !shared.has(field)));
  return records;
}

/** The operations of the generated `*.api.mdx` pages under `dir`, by doc id (relative to `docsDir`). */
function operationsUnder(docsDir: string, dir: string, out = new Map<string, ApiOperationLike>()) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) operationsUnder(docsDir, file, out);
    else if (entry.name.endsWith('.api.mdx')) {
      const operation = decodeApiFrontMatter(fs.readFileSync(file, 'utf8'));
      const docId = path.relative(docsDir, file).split(path.sep).join('/').slice(0, -'.api.mdx'.length);
      if (operation) out.set(docId, operation);
    }
  }
  return out;
}

/** Looks up `docs/<docId>.api.mdx` and returns its extra records (none for ordinary docs). */
export function apiRecordsFromSources(docsDir: string) {
  const operations = operationsUnder(docsDir, path.join(docsDir, 'api'));
  const shared = sharedResponseFields([...operations.values()]);
  return (docId: string, hierarchy: string[]): ExtractedRecord[] => {
    const operation = operations.get(docId);
    return operation ? apiOperationRecords(operation, hierarchy, shared) : [];
  };
}
