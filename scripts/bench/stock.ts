import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the stock site is built once and kept between runs (outside the repository). */
export function stockCacheDir(): string {
  return process.env.BENCH_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'rapidpipeline-bench');
}

function step(command: string, args: string[], cwd: string, logFile: string): void {
  const log = fs.openSync(logFile, 'a');
  try {
    const result = spawnSync(command, args, {cwd, stdio: ['ignore', log, log], env: process.env});
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}); see ${logFile}`);
    }
  } finally {
    fs.closeSync(log);
  }
}

/**
 * The build folder of the stock classic template of `version`, as `create-docusaurus`
 * makes it: created, installed and built on the first call, reused afterwards.
 */
export function ensureStockBuild(version: string): string {
  const cache = stockCacheDir();
  const name = `stock-${version}`;
  const site = path.join(cache, name);
  const build = path.join(site, 'build');
  if (fs.existsSync(path.join(build, 'index.html'))) return build;

  fs.mkdirSync(cache, {recursive: true});
  const logFile = path.join(cache, `${name}.log`);
  fs.writeFileSync(logFile, '');
  console.log(`Building stock Docusaurus ${version} once in ${site} (log: ${logFile})...`);
  fs.rmSync(site, {recursive: true, force: true});
  step(
    'npx',
    ['-y', `create-docusaurus@${version}`, name, 'classic', '--typescript', '--skip-install'],
    cache,
    logFile,
  );
  step('npm', ['install', '--no-audit', '--no-fund'], site, logFile);
  step('npm', ['run', 'build'], site, logFile);
  return build;
}
