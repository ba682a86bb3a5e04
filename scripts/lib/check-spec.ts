import fs from 'node:fs';
import yaml from 'js-yaml';

/**
 * Structural checks that must hold before the OpenAPI generator runs.
 * Returns human-readable problems, each prefixed with the file name; empty when fine.
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
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];
  const seenSummaries = new Map<string, string>();
  for (const [route, item] of Object.entries(paths)) {
    if (!route.startsWith('/')) problems.push(`${label}: path "${route}" must start with "/"`);
    for (const method of methods) {
      const operation = item?.[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${route}`;
      if (typeof operation.summary !== 'string' || operation.summary.trim() === '') {
        problems.push(`${label}: ${where} has no "summary" (it names the page)`);
        continue;
      }
      const previous = seenSummaries.get(operation.summary);
      if (previous) problems.push(`${label}: ${where} repeats the summary "${operation.summary}" of ${previous}`);
      seenSummaries.set(operation.summary, where);
      if (typeof operation.operationId !== 'string') problems.push(`${label}: ${where} has no "operationId"`);
      if (!operation.responses || typeof operation.responses !== 'object') {
        problems.push(`${label}: ${where} has no "responses"`);
      }
    }
  }
  return problems;
}

export function checkSpecFile(file: string, label: string): string[] {
  if (!fs.existsSync(file)) return [`${label}: file not found`];
  return checkSpecText(fs.readFileSync(file, 'utf8'), label);
}
