/**
 * npm run new:release -- <feed> <version-or-date> ["<title>"] [--date YYYY-MM-DD] [--author <key>] [--dry-run]
 *
 *   npm run new:release -- 3d-processor-updates 7.4.3
 *   npm run new:release -- dcc-importer-updates 2025-11-04 "Faster baking of layered materials"
 *
 * Creates blog-<feed>/<date>-<slug>.md with the front matter the release-note rules require
 * (scripts/lib/release-notes.ts). Bad input (unknown feed, duplicate release, invalid version or
 * date) is refused with a message, and nothing is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {feeds} from '../config/feeds';
import {releasedOn} from '../src/data/releases';
import {createRelease, planRelease, ScaffoldError, runScaffoldCommand, type Scaffolded} from './lib/scaffold';
import {settingsChangesFor} from './lib/settings-changes';

const usage =
  'usage: npm run new:release -- <feed> <version-or-date> ["<title>"] [--date YYYY-MM-DD] [--author <key>] [--dry-run]\n' +
  `feeds: ${feeds.map((feed) => `${feed.route} (${feed.naming === 'version' ? 'version' : 'date'})`).join(', ')}`;

function main(): {result: Scaffolded; dryRun: boolean} | void {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      date: {type: 'string'},
      author: {type: 'string', multiple: true},
      'dry-run': {type: 'boolean', default: false},
      help: {type: 'boolean', short: 'h', default: false},
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (positionals.length < 2 || positionals.length > 3) throw new ScaffoldError(`expected 2 or 3 arguments\n${usage}`);
  const [feed, release, title] = positionals;
  const root = path.resolve(__dirname, '..');
  // A 3D Processor release is dated and described by src/data/releases.ts: its date, and the
  // Settings changes section generated from the schema files when it reads a new schema.
  const engine = feed === '3d-processor-updates' ? release.replace(/^v/, '') : undefined;
  const date = values.date ?? (engine ? releasedOn(engine) : undefined);
  const options = {feed, release, title, date, authors: values.author};
  const planned = values['dry-run'] ? planRelease(root, feeds, options) : createRelease(root, feeds, options);
  const section = engine ? settingsChangesFor(root, engine) : undefined;
  if (!section) return {result: planned, dryRun: Boolean(values['dry-run'])};
  const result = {...planned, content: `${planned.content.trimEnd()}\n\n${section}`};
  if (!values['dry-run']) fs.writeFileSync(path.join(root, result.file), result.content);
  return {result, dryRun: Boolean(values['dry-run'])};
}

runScaffoldCommand('new:release', main);
