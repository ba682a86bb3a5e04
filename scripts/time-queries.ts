/**
 * Times one search engine's queries in a process of its own (see scripts/lib/query-timing.ts) and prints its
 * figures as JSON. Run by scripts/bench-search.ts: `node --import tsx scripts/time-queries.ts <job.json>`.
 */
import fs from 'node:fs';
import {siteUrlFor} from '../src/plugins/search/client/client';
import {SearchEngine, type EngineRequest} from '../src/plugins/search/client/engine';
import type {IndexPayload} from '../src/plugins/search/client/types';
import {loadPeerEngine} from './lib/peer-engine';
import {timeQueries, type QueryTimes, type TimingJob} from './lib/query-timing';

/** What the DocSearch modal asks for on each keystroke. */
const request = (query: string): EngineRequest => ({
  indexName: 'bench',
  query,
  hitsPerPage: 20,
  attributesToSnippet: [...[1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}:10`), 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});

async function time(job: TimingJob): Promise<QueryTimes> {
  if (job.engine === 'ours') {
    const engine = SearchEngine.fromPayload(JSON.parse(fs.readFileSync(job.source, 'utf8')) as IndexPayload);
    const urlFor = siteUrlFor('http://localhost', '/');
    return timeQueries(job.queries, (query) => engine.search(request(query), urlFor));
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
