/**
 * npm run new:doc -- <sidebar> <path> "<title>" [--mdx] [--position <n>] [--kind tutorial|reference|explanation] [--dry-run]
 *
 *   npm run new:doc -- tutorials integrations/blender-plugin-setup "Set up the Blender plugin"
 *   npm run new:doc -- reference QcTools/qc-tools-install "Install QC Tools" --position 2
 *
 * Creates docs/<path>.md with the front matter every page needs, and prints the sidebar, category
 * and sidebar_position it will appear at (the sidebars are generated from the folders). Bad input
 * (unknown sidebar, path outside it, invalid slug, existing page) is refused, and nothing is written.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import sidebars from '../sidebars';
import {
  createDoc,
  planDoc,
  ScaffoldError,
  runScaffoldCommand,
  type Scaffolded,
  sidebarRoots,
  type PageKind,
} from './lib/scaffold';

const roots = sidebarRoots(sidebars as Record<string, unknown>);
const usage =
  'usage: npm run new:doc -- <sidebar> <path> "<title>" [--mdx] [--position <n>] [--kind tutorial|reference|explanation] [--dry-run]\n' +
  `sidebars and their folders: ${[...new Set(roots.map((r) => r.sidebarId))]
    .map(
      (id) =>
        `${id} (${roots
          .filter((r) => r.sidebarId === id)
          .map((r) => `docs/${r.dirName}`)
          .join(', ')})`,
    )
    .join('; ')}`;

const KINDS: readonly PageKind[] = ['tutorial', 'reference', 'explanation'];

function main(): {result: Scaffolded; dryRun: boolean} | void {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      mdx: {type: 'boolean', default: false},
      position: {type: 'string'},
      kind: {type: 'string'},
      'dry-run': {type: 'boolean', default: false},
      help: {type: 'boolean', short: 'h', default: false},
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (positionals.length !== 3) throw new ScaffoldError(`expected 3 arguments\n${usage}`);
  const [sidebar, docPath, title] = positionals;
  if (values.kind !== undefined && !KINDS.includes(values.kind as PageKind)) {
    throw new ScaffoldError(`--kind must be one of ${KINDS.join(', ')}`);
  }
  const position = values.position === undefined ? undefined : Number(values.position);
  if (position !== undefined && !Number.isFinite(position)) throw new ScaffoldError('--position must be a number');
  const root = path.resolve(__dirname, '..');
  const options = {sidebar, docPath, title, mdx: values.mdx, position, kind: values.kind as PageKind | undefined};
  const sidebarConfig = sidebars as Record<string, unknown>;
  const result = values['dry-run'] ? planDoc(root, sidebarConfig, options) : createDoc(root, sidebarConfig, options);
  return {result, dryRun: Boolean(values['dry-run'])};
}

runScaffoldCommand('new:doc', main);
