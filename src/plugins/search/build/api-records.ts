/**
 * The OpenAPI theme renders an operation's parameters and request body in the
 * browser only (its static HTML holds skeletons there), so the HTML alone would
 * leave parameter and field names out of the index. The operation itself is in
 * the generated page's front matter (`api:`, deflated JSON in base64); this
 * module turns it into extra content records for that page.
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
}

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

function flattenSchema(schema: SchemaLike | undefined, prefix: string, depth: number, out: string[]): void {
  if (!schema || depth > 3 || out.length >= MAX_FIELDS) return;
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    flattenSchema(part, prefix, depth, out);
  }
  if (schema.items) flattenSchema(schema.items, prefix ? `${prefix}[]` : prefix, depth, out);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (out.length >= MAX_FIELDS) return;
    const key = prefix ? `${prefix}.${name}` : name;
    const required = schema.required?.includes(name) ? ', required' : '';
    const type = Array.isArray(property.type) ? property.type.join(' | ') : property.type;
    const values = property.enum?.length ? ` One of: ${property.enum.slice(0, 12).map(String).join(', ')}.` : '';
    out.push(normaliseText(`${key} (${type ?? 'object'}${required}): ${describe(property.description)}${values}`));
    flattenSchema(property, key, depth + 1, out);
  }
}

/** Content records for an operation's parameters and request body fields. */
export function apiOperationRecords(operation: ApiOperationLike, hierarchy: string[]): ExtractedRecord[] {
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
  const bodies = Object.values(operation.requestBody?.content ?? {});
  if (bodies.length) {
    const fields: string[] = [];
    flattenSchema(bodies[0]?.schema, '', 0, fields);
    const description = describe(operation.requestBody?.description);
    if (fields.length || description) {
      records.push({type: 'lvl2', anchor: null, hierarchy: [...hierarchy, 'Request body'], content: null});
      if (description) push('Request body', description);
      for (const field of fields) push('Request body', field);
    }
  }
  return records;
}

/** Looks up `docs/<docId>.api.mdx` and returns its extra records (none for ordinary docs). */
export function apiRecordsFromSources(docsDir: string) {
  return (docId: string, hierarchy: string[]): ExtractedRecord[] => {
    if (!docId.startsWith('api/')) return [];
    const file = path.join(docsDir, `${docId}.api.mdx`);
    if (!fs.existsSync(file)) return [];
    const operation = decodeApiFrontMatter(fs.readFileSync(file, 'utf8'));
    return operation ? apiOperationRecords(operation, hierarchy) : [];
  };
}
