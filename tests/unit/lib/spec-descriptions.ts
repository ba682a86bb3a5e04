import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {apiSpecs} from '../../../config/openapi';

/** Every `description` string in a parsed spec, with where it is. */
export function descriptions(value: unknown, where = ''): {where: string; text: string}[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => descriptions(item, `${where}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'description' && typeof child === 'string'
      ? [{where: `${where}.${key}`, text: child}]
      : descriptions(child, `${where}.${key}`),
  );
}

/** Every `description` of both API specs, with the spec file and where it is. */
export function specDescriptions(root: string): {where: string; text: string}[] {
  return apiSpecs.flatMap(({specFile}) =>
    descriptions(yaml.load(fs.readFileSync(path.join(root, specFile), 'utf8'))).map(({where, text}) => ({
      where: `${specFile} ${where}`,
      text,
    })),
  );
}
