/**
 * Page slugs as docusaurus-plugin-openapi-docs makes them. The generator
 * kebab-cases an operation's `operationId` (its `summary` when there is none),
 * each tag's name, and the info title with its first space turned into a dash.
 * The same lodash function the generator loads is used here, so the two cannot
 * drift apart.
 */
import {createRequire} from 'node:module';

const requireFromGenerator = createRequire(require.resolve('docusaurus-plugin-openapi-docs'));
const lodashKebabCase = requireFromGenerator('lodash/kebabCase') as (text: string) => string;

export function kebabCase(text: string): string {
  return lodashKebabCase(text);
}

/** Slug of an operation's page. */
export function operationSlug(operation: {operationId?: unknown; summary?: unknown}): string {
  if (typeof operation.operationId === 'string' && operation.operationId !== '')
    return kebabCase(operation.operationId);
  return typeof operation.summary === 'string' ? kebabCase(operation.summary) : '';
}

/** Slug of the overview page made from `info.title`. */
export function infoSlug(title: string): string {
  return kebabCase(title.replace(' ', '-').toLowerCase());
}

/** Slug of a tag's page. */
export function tagSlug(name: string): string {
  return kebabCase(name);
}
