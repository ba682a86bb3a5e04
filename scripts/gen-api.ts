/**
 * Regenerates the REST API reference pages from api-specs/*.yaml.
 * Run by `npm start` and `npm run build`; the output (docs/api/**) is git-ignored.
 *
 * A malformed spec stops here, with the file and the problem named, instead of
 * surfacing later as an obscure MDX or sidebar error.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {apiSpecs} from '../config/openapi';
import {skippedParts} from '../config/site';
import {checkSpecFile} from './lib/check-spec';

const repositoryRoot = path.resolve(__dirname, '..');

/** Structural problems of every spec under `root`, each naming its file. */
export function checkApiSpecs(root: string): string[] {
  return apiSpecs.flatMap((spec) => checkSpecFile(path.join(root, spec.specFile), spec.specFile));
}

/** What the generated pages depend on: the specs, the plugin options, this script and the plugin's version. */
function fingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const spec of apiSpecs)
    hash.update(`${spec.specFile}\0`).update(fs.readFileSync(path.join(root, spec.specFile)));
  for (const file of ['config/openapi.ts', 'scripts/gen-api.ts']) {
    hash.update(`${file}\0`).update(fs.readFileSync(path.join(repositoryRoot, file)));
  }
  const pluginPackage = path.join(repositoryRoot, 'node_modules', 'docusaurus-plugin-openapi-docs', 'package.json');
  hash.update((JSON.parse(fs.readFileSync(pluginPackage, 'utf8')) as {version: string}).version);
  return hash.digest('hex');
}

/** `root` is the repository; tests pass a scratch folder holding only api-specs/. */
export function main(root = repositoryRoot): void {
  if (skippedParts.has('api')) {
    console.log('[api] SITE_SKIP includes "api": API pages are not generated.');
    return;
  }
  const problems = checkApiSpecs(root);
  if (problems.length > 0) {
    console.error(`[api] The OpenAPI specs have ${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }

  // The raw specs are downloadable from the site (linked from each overview page).
  const staticDir = path.join(root, 'static', 'api-specs');
  fs.mkdirSync(staticDir, {recursive: true});
  for (const spec of apiSpecs) {
    fs.copyFileSync(path.join(root, spec.specFile), path.join(staticDir, path.basename(spec.specFile)));
  }

  // Regenerating takes as long as starting Docusaurus; skip it when nothing it depends on has changed.
  const stampFile = path.join(root, 'docs', 'api', '.generated-from');
  const current = fingerprint(root);
  const generated = apiSpecs.every((spec) => fs.existsSync(path.join(root, 'docs', 'api', spec.key, 'sidebar.ts')));
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (generated && stamp === current && process.env.API_GEN !== 'force') {
    console.log('[api] Specs unchanged since the last generation: API pages kept (API_GEN=force regenerates them).');
    return;
  }

  const docusaurus = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [docusaurus, ...args], {cwd: root, stdio: 'inherit'});
  for (const spec of apiSpecs) fs.rmSync(path.join(root, 'docs', 'api', spec.key), {recursive: true, force: true});
  run('gen-api-docs', 'all', '--plugin-id', 'openapi');
  fs.writeFileSync(stampFile, current);
}

if (require.main === module) main();
