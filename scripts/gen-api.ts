/**
 * Regenerates the REST API reference pages from api-specs/*.yaml.
 * Run by `npm start` and `npm run build`; the output (docs/api/**) is git-ignored.
 *
 * A malformed spec stops here, with the file and the problem named, instead of
 * surfacing later as an obscure MDX or sidebar error.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {apiSpecs} from '../config/openapi';
import {skippedParts} from '../config/site';
import {checkSpecFile} from './lib/check-spec';

const root = path.resolve(__dirname, '..');

function main(): void {
  if (skippedParts.has('api')) {
    console.log('[api] SITE_SKIP includes "api": API pages are not generated.');
    return;
  }
  const problems = apiSpecs.flatMap((spec) => checkSpecFile(path.join(root, spec.specFile), spec.specFile));
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

  const docusaurus = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [docusaurus, ...args], {cwd: root, stdio: 'inherit'});
  for (const spec of apiSpecs) fs.rmSync(path.join(root, 'docs', 'api', spec.key), {recursive: true, force: true});
  run('gen-api-docs', 'all', '--plugin-id', 'openapi');
}

main();
