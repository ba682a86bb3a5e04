/**
 * Per-query timing of a search engine, for scripts/bench-search.ts. Each engine is timed in a process of its
 * own (see timeInChild), as it runs in the browser: alone in its worker's heap. Timed inside the bench, a
 * query also paid for collecting the garbage of the bench's index builds, page crawls and the other engine.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface QueryTimes {
  p50: number;
  p95: number;
  typedP50: number;
  typedP95: number;
  cpuP50: number;
  cpuP95: number;
  cpuTypedP50: number;
  cpuTypedP95: number;
}

export const NO_TIMES: QueryTimes = {
  p50: NaN,
  p95: NaN,
  typedP50: NaN,
  typedP95: NaN,
  cpuP50: NaN,
  cpuP95: NaN,
  cpuTypedP50: NaN,
  cpuTypedP95: NaN,
};

const percentile = (values: number[], p: number): number => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
export const median = (values: number[]) => percentile(values, 50);

/** CPU time of this process in ms (not inflated when the machine is shared and the process waits for a core). */
export const cpuNow = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** Every prefix a reader types on the way to the query (DocSearch searches on each keystroke). */
const keystrokes = (query: string) =>
  Array.from({length: query.length}, (_, index) => query.slice(0, index + 1)).filter((prefix) => prefix.trim());

/** Times each query three times, and each keystroke of it once, after one warm-up pass. */
export async function timeQueries(
  queries: string[],
  run: (query: string) => unknown | Promise<unknown>,
): Promise<QueryTimes> {
  const whole: number[] = [];
  const typed: number[] = [];
  const wholeCpu: number[] = [];
  const typedCpu: number[] = [];
  const measure = async (query: string, wall: number[], cpu: number[]) => {
    const startedCpu = cpuNow();
    const started = performance.now();
    await run(query);
    wall.push(performance.now() - started);
    cpu.push(cpuNow() - startedCpu);
  };
  for (const query of queries) await run(query); // warm-up
  for (let round = 0; round < 3; round++) {
    for (const query of queries) {
      await measure(query, whole, wholeCpu);
      // Every keystroke once: 628 queries hold about 27,000 of them.
      if (round === 0) for (const prefix of keystrokes(query)) await measure(prefix, typed, typedCpu);
    }
  }
  return {
    p50: median(whole),
    p95: percentile(whole, 95),
    typedP50: median(typed),
    typedP95: percentile(typed, 95),
    cpuP50: median(wholeCpu),
    cpuP95: percentile(wholeCpu, 95),
    cpuTypedP50: median(typedCpu),
    cpuTypedP95: percentile(typedCpu, 95),
  };
}

/** Which engine a child process times, and from what. */
export interface TimingJob {
  engine: 'ours' | 'peer';
  /** This site's index payload (build/search/index-*.json), or the peer site's directory. */
  source: string;
  queries: string[];
}

/** Runs scripts/time-queries.ts on `job` in a new Node process and returns its figures. */
export function timeInChild(job: TimingJob): QueryTimes {
  const jobFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'search-timing-')), 'job.json');
  fs.writeFileSync(jobFile, JSON.stringify(job));
  try {
    const script = path.resolve(__dirname, '../time-queries.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', script, jobFile], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`Timing ${job.engine} failed:\n${result.stderr}`);
    return JSON.parse(result.stdout.trim().split('\n').pop()!) as QueryTimes;
  } finally {
    fs.rmSync(path.dirname(jobFile), {recursive: true, force: true});
  }
}
