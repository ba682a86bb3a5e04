import fs from 'node:fs';
import yaml from 'js-yaml';
import {infoSlug, kebabCase, operationSlug, tagSlug} from './slug';

/**
 * Structural checks that must hold before the OpenAPI generator runs.
 * Returns human-readable problems, each prefixed with the file name; empty when fine.
 *
 * Each check stands for a failure the generator would otherwise turn into a
 * confusing MDX error, a crash, or, worse, a silently missing page: two
 * operations with the same slug overwrite each other's page, and an operation
 * whose `operationId` and `summary` disagree gets a slug nobody expects.
 */
export function checkSpecText(text: string, label: string): string[] {
  let doc: unknown;
  try {
    doc = yaml.load(text);
  } catch (error) {
    const reason = error instanceof yaml.YAMLException ? error.message.split('\n')[0] : String(error);
    return [`${label}: not valid YAML: ${reason}`];
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return [`${label}: the document is not a YAML mapping`];
  }
  const spec = doc as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof spec.openapi !== 'string' || !/^3\.\d+\.\d+$/.test(spec.openapi)) {
    problems.push(`${label}: "openapi" must be a 3.x version string, found ${JSON.stringify(spec.openapi)}`);
  }
  const info = spec.info as Record<string, unknown> | undefined;
  if (!info || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push(`${label}: "info" needs a string "title" and "version"`);
  }
  const paths = spec.paths as Record<string, Record<string, unknown>> | undefined;
  if (!paths || typeof paths !== 'object' || Object.keys(paths).length === 0) {
    problems.push(`${label}: "paths" is missing or empty`);
    return problems;
  }

  // Page slugs: the overview page, one page per tag, one per operation.
  const slugOwners = new Map<string, string>();
  const claimSlug = (slug: string, owner: string) => {
    const previous = slugOwners.get(slug);
    if (previous)
      problems.push(`${label}: ${owner} and ${previous} both get the page slug "${slug}"; one page would be lost`);
    else slugOwners.set(slug, owner);
  };
  if (info && typeof info.title === 'string') claimSlug(infoSlug(info.title), 'the info title');

  const declaredTags = new Set<string>();
  if (spec.tags !== undefined && !Array.isArray(spec.tags)) problems.push(`${label}: "tags" must be a list`);
  for (const tag of Array.isArray(spec.tags) ? spec.tags : []) {
    const name = (tag as {name?: unknown} | null)?.name;
    if (typeof name !== 'string') {
      problems.push(`${label}: every entry of "tags" needs a string "name"`);
      continue;
    }
    declaredTags.add(name);
    claimSlug(tagSlug(name), `tag "${name}"`);
  }

  const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
  const seenSummaries = new Map<string, string>();
  const operations: Array<[string, Record<string, unknown>]> = [];
  for (const [route, item] of Object.entries(paths)) {
    if (!route.startsWith('/')) problems.push(`${label}: path "${route}" must start with "/"`);
    for (const method of methods) {
      const operation = item?.[method] as Record<string, unknown> | undefined;
      if (operation) operations.push([`${method.toUpperCase()} ${route}`, operation]);
    }
  }
  const webhooks = (spec.webhooks ?? spec['x-webhooks']) as Record<string, Record<string, unknown>> | undefined;
  for (const [event, item] of Object.entries(webhooks ?? {})) {
    for (const method of methods) {
      const operation = item?.[method] as Record<string, unknown> | undefined;
      if (operation) operations.push([`webhook ${event}`, operation]);
    }
  }

  for (const [where, operation] of operations) {
    if (typeof operation.summary !== 'string' || operation.summary.trim() === '') {
      problems.push(`${label}: ${where} has no "summary" (it names the page)`);
      continue;
    }
    const previous = seenSummaries.get(operation.summary);
    if (previous) problems.push(`${label}: ${where} repeats the summary "${operation.summary}" of ${previous}`);
    seenSummaries.set(operation.summary, where);
    if (typeof operation.operationId !== 'string') {
      problems.push(`${label}: ${where} has no "operationId"`);
    } else if (kebabCase(operation.operationId) !== kebabCase(operation.summary)) {
      problems.push(
        `${label}: ${where} gets the page slug "${kebabCase(operation.operationId)}" from its operationId ` +
          `"${operation.operationId}", but its summary gives "${kebabCase(operation.summary)}"; make them agree`,
      );
    }
    claimSlug(operationSlug(operation), where);
    if (!operation.responses || typeof operation.responses !== 'object') {
      problems.push(`${label}: ${where} has no "responses"`);
    }
    for (const tag of Array.isArray(operation.tags) ? operation.tags : []) {
      if (!declaredTags.has(tag))
        problems.push(`${label}: ${where} uses the tag "${tag}", which "tags" does not declare`);
    }
  }

  problems.push(...checkRefs(spec, label));
  return problems;
}

/** Every `$ref` must point inside the document, at something that exists. */
function checkRefs(spec: Record<string, unknown>, label: string): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, `${at}/${index}`));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        if (!value.startsWith('#/'))
          problems.push(`${label}: ${at} refers to "${value}"; only references inside the file are supported`);
        else if (resolvePointer(spec, value) === undefined)
          problems.push(`${label}: ${at} refers to "${value}", which does not exist`);
      } else {
        visit(value, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    }
  };
  visit(spec, '#');
  return problems;
}

/** Resolves a local JSON pointer such as `#/components/schemas/Error`; undefined when absent. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  let node: unknown = doc;
  for (const raw of ref.replace(/^#\/?/, '').split('/')) {
    if (raw === '') continue;
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(segment in node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

export function checkSpecFile(file: string, label: string): string[] {
  if (!fs.existsSync(file)) return [`${label}: file not found`];
  return checkSpecText(fs.readFileSync(file, 'utf8'), label);
}
