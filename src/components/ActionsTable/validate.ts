import type {ActionSet, OptionValue} from './types';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function defaultMatchesType(type: string, value: OptionValue, values?: string[]): boolean {
  switch (type) {
    case 'boolean':
    case 'toggle':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'enum':
      return typeof value === 'string' && Array.isArray(values) && values.includes(value);
    default:
      return false;
  }
}

/**
 * Checks a Magic Actions data file and returns one message per problem (empty when it is sound):
 * every action has an anchor id, a name, a known group, a semver minimum engine version, known hosts
 * and at least one option; every option has a label, a schema key, a known type and a default of
 * that type; no two actions share an id or a name, no action repeats an option key.
 */
export function validateActionSet(data: ActionSet): string[] {
  const problems: string[] = [];
  const hostIds = new Set(data.hosts.map((host) => host.id));
  const groupIds = new Set(data.groups.map((group) => group.id));
  const seenIds = new Set<string>();
  const seenNames = new Set<string>();

  if (!SEMVER.test(data.actionSet)) problems.push(`action set version "${data.actionSet}" is not semver`);
  if (data.actions.length === 0) problems.push('the set has no actions');

  data.actions.forEach((action, index) => {
    const where = `action ${index} (${action.name || action.id || 'unnamed'})`;
    if (!action.name?.trim()) problems.push(`${where}: no name`);
    if (!ANCHOR.test(action.id ?? '')) problems.push(`${where}: id "${action.id}" is not a lowercase anchor`);
    if (seenIds.has(action.id)) problems.push(`${where}: duplicate id "${action.id}"`);
    if (seenNames.has(action.name)) problems.push(`${where}: duplicate name "${action.name}"`);
    seenIds.add(action.id);
    seenNames.add(action.name);
    if (!groupIds.has(action.group)) problems.push(`${where}: unknown group "${action.group}"`);
    if (!SEMVER.test(action.minEngineVersion ?? '')) {
      problems.push(`${where}: minimum engine version "${action.minEngineVersion}" is not semver`);
    }
    if (!action.summary?.trim()) problems.push(`${where}: no summary`);
    if (!Array.isArray(action.hosts) || action.hosts.length === 0) problems.push(`${where}: shown in no host`);
    for (const host of action.hosts ?? []) {
      if (!hostIds.has(host)) problems.push(`${where}: unknown host "${host}"`);
    }
    if (!Array.isArray(action.options) || action.options.length === 0) problems.push(`${where}: no options`);
    const keys = new Set<string>();
    (action.options ?? []).forEach((option, optionIndex) => {
      const at = `${where}, option ${optionIndex} (${option.label || option.key})`;
      if (!option.label?.trim()) problems.push(`${at}: no label`);
      if (!option.key?.trim()) problems.push(`${at}: no schema key`);
      if (keys.has(option.key)) problems.push(`${at}: key "${option.key}" repeated`);
      keys.add(option.key);
      if (!('default' in option) || option.default === undefined) {
        problems.push(`${at}: no default`);
      } else if (option.default !== null && !defaultMatchesType(option.type, option.default, option.values)) {
        problems.push(`${at}: default ${JSON.stringify(option.default)} does not fit type "${option.type}"`);
      }
      if (!option.description?.trim()) problems.push(`${at}: no description`);
    });
  });
  return problems;
}
