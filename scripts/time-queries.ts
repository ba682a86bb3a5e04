/**
 * Times one search engine's queries in a process of its own (see scripts/lib/query-timing.ts) and prints its
 * figures as JSON. Run by scripts/bench-search.ts: `node --import tsx scripts/time-queries.ts <job.json>`.
 */
import fs from 'node:fs';
import {siteUrlFor} from '../src/plugins/search/client/client';
import {SearchEngine} from '../src/plugins/search/client/engine';
import type {IndexPayload} from '../src/plugins/search/client/types';
import {modalRequest} from './lib/modal-request';
import {loadPeerEngine} from './lib/peer-engine';
import {timeQueries, type QueryTimes, type TimingJob} from './lib/query-timing';

async function time(job: TimingJob): Promise<QueryTimes> {
  if (job.engine === 'ours') {
    const engine = SearchEngine.fromPayload(JSON.parse(fs.readFileSync(job.source, 'utf8')) as IndexPayload);
    const urlFor = siteUrlFor('http://localhost', '/');
    return timeQueries(job.queries, (query) => engine.search(modalRequest(query), urlFor));
  }
  const engine = await loadPeerEngine(job.source);
  return timeQueries(job.queries, (query) => engine.search(query));
}

const jobFile = process.argv[2];
if (!jobFile) throw new Error('Usage: time-queries.ts <job.json>');
time(JSON.parse(fs.readFileSync(jobFile, 'utf8')) as TimingJob)
  .then((times) => console.log(JSON.stringify(times)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
