/**
 * The "Settings changes" section of a 3D Processor release note, generated from the diff between
 * the schema file the release reads and the one the release before it read. The release-note check
 * compares each note's section with this text, so a note cannot disagree with the schema files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {diffSchemas, type JsonSchema, type KeyNode} from '../../src/components/SchemaReference/model';
import {engineReleases, schemaPageRoute} from '../../src/data/releases';

export const SETTINGS_CHANGES_TITLE = 'Settings changes';

/** The schema read by the release before `version`, when it differs from the one `version` reads. */
export function previousSchema(version: string): {from: string; to: string} | undefined {
  const at = engineReleases.findIndex((release) => release.version === version);
  if (at <= 0) return undefined;
  const [before, current] = [engineReleases[at - 1], engineReleases[at]];
  return before.schema === current.schema ? undefined : {from: before.schema, to: current.schema};
}

function loadSchema(root: string, version: string): JsonSchema {
  const file = path.join(root, 'static', 'schemas', 'processor', `v${version}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Markdown of the section (heading included) for a change of schema `from` → `to`. */
export function renderSettingsChanges(before: JsonSchema, after: JsonSchema, from: string, to: string): string {
  const diff = diffSchemas(before, after);
  const link = (node: KeyNode, version: string) => `[\`${node.path}\`](${schemaPageRoute(version)}#${node.id})`;
  const lines = [
    `## ${SETTINGS_CHANGES_TITLE}`,
    '',
    `Compared with [schema v${from}](${schemaPageRoute(from)}), [schema v${to}](${schemaPageRoute(to)}) adds ${plural(diff.added.length, 'key')}, removes ${diff.removed.length} and changes ${diff.changed.length}.`,
    '',
    ...diff.added.map((node) => `- Added ${link(node, to)} (${node.type}).`),
    ...diff.removed.map((node) => `- Removed ${link(node, from)}.`),
    ...diff.changed.map(
      ({node, changes}) =>
        `- Changed ${link(node, to)}: ${changes.map((change) => `${change.field} \`${change.before}\` → \`${change.after}\``).join('; ')}.`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** The section a 3D Processor release must carry, undefined when it reads the same schema as the release before it. */
export function settingsChangesFor(root: string, version: string): string | undefined {
  const change = previousSchema(version);
  if (!change) return undefined;
  return renderSettingsChanges(loadSchema(root, change.from), loadSchema(root, change.to), change.from, change.to);
}

/** The note's own "Settings changes" section (heading to the next h2 or the end), trimmed; undefined when absent. */
export function settingsChangesSection(body: string): string | undefined {
  const match = new RegExp(`^## ${SETTINGS_CHANGES_TITLE}\\s*$[\\s\\S]*?(?=^## |(?![\\s\\S]))`, 'm').exec(body);
  return match ? `${match[0].trim()}\n` : undefined;
}
