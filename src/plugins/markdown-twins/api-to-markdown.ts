import zlib from 'node:zlib';

/** The subset of a JSON schema the reference describes. */
export interface Schema {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  nullable?: boolean;
  deprecated?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

interface MediaContent {
  [mediaType: string]: {schema?: Schema};
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

/** An operation as docusaurus-plugin-openapi-docs stores it, resolved, in its pages' `api` front matter. */
export interface ApiOperation {
  method: string;
  path: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: {required?: boolean; description?: string; content?: MediaContent};
  responses?: Record<string, {description?: string; content?: MediaContent}>;
  servers?: {url: string}[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, {type: string; scheme?: string; name?: string; in?: string}>;
  jsonRequestBodyExample?: unknown;
}

/** Decodes the `api` front matter (zlib-deflated JSON in base64) the OpenAPI plugin writes into each operation page. */
export function decodeApiFrontMatter(encoded: string): ApiOperation {
  return JSON.parse(zlib.inflateSync(Buffer.from(encoded, 'base64')).toString('utf8')) as ApiOperation;
}

/** Deeper levels of a schema are left to the page and the downloadable spec. */
const MAX_DEPTH = 6;

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s*\n\s*/g, ' ').trim();

function typeLabel(schema: Schema): string {
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array' && schema.items) return `array of ${typeLabel(schema.items)}`;
  const base = type ?? (schema.oneOf || schema.anyOf ? 'one of' : schema.properties ? 'object' : 'any');
  return [base, schema.format && `(${schema.format})`].filter(Boolean).join(' ');
}

/** Constraints in reading order: allowed values, default, range, length, pattern. */
function constraints(schema: Schema): string[] {
  const out: string[] = [];
  if (schema.const !== undefined) out.push(`value ${code(schema.const)}`);
  if (schema.enum) out.push(`one of ${schema.enum.map(code).join(', ')}`);
  if (schema.default !== undefined) out.push(`default ${code(schema.default)}`);
  if (schema.minimum !== undefined) out.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`maximum ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`);
  if (schema.pattern) out.push(`pattern ${code(schema.pattern)}`);
  if (schema.nullable) out.push('nullable');
  if (schema.deprecated) out.push('deprecated');
  return out;
}

function describe(schema: Schema, required: boolean): string {
  const facts = [typeLabel(schema), required ? 'required' : undefined, ...constraints(schema)].filter(Boolean);
  const text = oneLine(schema.description);
  return `(${facts.join(', ')})${text ? `: ${text}` : ''}`;
}

/** A schema as a nested list: one line per property, alternatives and array items below their parent. */
export function schemaToMarkdown(schema: Schema, depth = 0): string[] {
  const indent = '  '.repeat(depth);
  if (depth >= MAX_DEPTH) return [];
  const lines: string[] = [];
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  for (const part of target.allOf ?? []) lines.push(...schemaToMarkdown(part, depth));
  for (const [name, property] of Object.entries(target.properties ?? {})) {
    lines.push(`${indent}- ${code(name)} ${describe(property, target.required?.includes(name) ?? false)}`);
    lines.push(...schemaToMarkdown(property, depth + 1));
  }
  const choices = target.oneOf ?? target.anyOf;
  choices?.forEach((choice, index) => {
    lines.push(`${indent}- Option ${index + 1}${choice.title ? `, ${choice.title}` : ''} ${describe(choice, false)}`);
    lines.push(...schemaToMarkdown(choice, depth + 1));
  });
  if (typeof target.additionalProperties === 'object') {
    lines.push(`${indent}- any other key ${describe(target.additionalProperties, false)}`);
    lines.push(...schemaToMarkdown(target.additionalProperties, depth + 1));
  }
  return lines;
}

function contentSection(content: MediaContent | undefined): string[] {
  return Object.entries(content ?? {}).flatMap(([mediaType, {schema}]) => {
    if (!schema) return [`Content type ${code(mediaType)}.`, ''];
    const body = schemaToMarkdown(schema);
    const summary = `Content type ${code(mediaType)}, ${typeLabel(schema)}${schema.description ? `: ${oneLine(schema.description)}` : '.'}`;
    return [summary, '', ...(body.length > 0 ? [...body, ''] : [])];
  });
}

/** A curl command for the operation: the first server, the auth header it needs, the example body. */
export function curlExample(op: ApiOperation): string {
  const server = op.servers?.[0]?.url ?? '';
  const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=<${p.name}>`);
  // Path parameters take the spec's example value, so the command runs as soon as the token is filled in.
  const path = op.path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const example = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.example;
    return example === undefined ? placeholder : encodeURIComponent(String(example));
  });
  const url = `${server}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const lines = [`curl -X ${op.method.toUpperCase()} '${url}'`];
  for (const requirement of op.security ?? []) {
    for (const name of Object.keys(requirement)) {
      const scheme = op.securitySchemes?.[name];
      if (scheme?.type === 'http' && scheme.scheme === 'bearer') lines.push(`-H 'Authorization: Bearer <token>'`);
      else if (scheme?.type === 'apiKey' && scheme.in === 'header') lines.push(`-H '${scheme.name}: <${name}>'`);
    }
  }
  lines.push(`-H 'Accept: application/json'`);
  if (op.jsonRequestBodyExample !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d '${JSON.stringify(op.jsonRequestBodyExample, null, 2).replace(/'/g, `'\\''`)}'`);
  }
  return lines.join(' \\\n  ');
}

/**
 * Makes the links of spec Markdown absolute: `./get-rapid-model` against the page, `/docs/...` against
 * the site's base URL (as the MDX pages resolve them).
 */
export function absoluteLinks(markdown: string, pageUrl: string, baseUrl: string): string {
  return markdown.replace(/\]\(([^)\s]+)\)/g, (_match, target: string) => {
    const rooted =
      target.startsWith('/') && !target.startsWith('//') ? `${baseUrl.replace(/\/$/, '')}${target}` : target;
    return `](${new URL(rooted, pageUrl).href})`;
  });
}

/**
 * The Markdown of one API operation page: method and path, the description as the spec writes it,
 * parameters, request body and responses as nested lists, and a curl example.
 */
export function apiOperationToMarkdown(op: ApiOperation, title: string, pageUrl: string, baseUrl: string): string {
  const endpoint = op.method === 'event' ? 'Webhook event' : `\`${op.method.toUpperCase()} ${op.path}\``;
  const out = [`# ${title}`, '', endpoint, ''];
  if (op.deprecated) out.push('Deprecated.', '');
  if (op.description) out.push(absoluteLinks(op.description.trim(), pageUrl, baseUrl), '');
  const parameters = op.parameters ?? [];
  if (parameters.length > 0) {
    out.push('## Parameters', '');
    for (const p of parameters) {
      const facts = [`${p.in}`, p.schema ? typeLabel(p.schema) : undefined, p.required ? 'required' : undefined];
      facts.push(...(p.schema ? constraints(p.schema) : []));
      out.push(
        `- ${code(p.name)} (${facts.filter(Boolean).join(', ')})${p.description ? `: ${oneLine(p.description)}` : ''}`,
      );
    }
    out.push('');
  }
  if (op.requestBody) {
    out.push('## Request body', '');
    if (op.requestBody.description) out.push(oneLine(op.requestBody.description), '');
    out.push(...contentSection(op.requestBody.content));
  }
  const responses = Object.entries(op.responses ?? {});
  if (responses.length > 0) {
    out.push('## Responses', '');
    for (const [status, response] of responses) {
      out.push(`### ${status}`, '', oneLine(response.description) || 'No description.', '');
      out.push(...contentSection(response.content));
    }
  }
  if (op.method !== 'event') out.push('## Example request', '', '```bash', curlExample(op), '```', '');
  out.push(`The page with the request form: ${pageUrl}`, '');
  return out.join('\n');
}
