/**
 * Pushes the site's DocSearch records to Algolia, for teams that run the
 * site in Algolia mode. The records are the ones the embedded index is built
 * from (same extractor, same HTML), with absolute URLs on SITE_URL + BASE_URL.
 *
 *   node --import tsx scripts/search-push.ts --dry-run     # counts records, needs no credentials
 *   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... ALGOLIA_INDEX_NAME=... node --import tsx scripts/search-push.ts
 *
 * Options: --build <dir> (default build), --dry-run, --out <file> (also write the records as JSON).
 * Run `npm run build` first. The admin key is read from the environment only, never from a file
 * or the command line, and is never the search key the site is built with.
 */
import fs from 'node:fs';
import path from 'node:path';
import {algoliasearch, type IndexSettings} from 'algoliasearch';
import {recordOptions} from '../config/search-records';
import {baseUrl, siteUrl} from '../config/site';
import {collectPages, toDocSearchRecords} from '../src/plugins/search/build/build-index';

const root = path.resolve(__dirname, '..');

/** The DocSearch index settings (as the Algolia crawler's Docusaurus template sets them). */
export const docSearchIndexSettings: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
  distinct: true,
  attributeForDistinct: 'url',
};

function parseArgs(argv: string[]) {
  const args = {build: path.join(root, 'build'), dryRun: false, out: undefined as string | undefined};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dry-run') args.dryRun = true;
    else if (argv[i] === '--build') args.build = path.resolve(argv[++i] ?? '');
    else if (argv[i] === '--out') args.out = path.resolve(argv[++i] ?? '');
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(args.build)) throw new Error(`No built site at ${args.build}: run \`npm run build\` first.`);
  const pages = collectPages(args.build, {docsDir: path.join(root, 'docs'), ...recordOptions, baseUrl});
  const records = toDocSearchRecords(pages, siteUrl, baseUrl);
  if (args.out) fs.writeFileSync(args.out, JSON.stringify(records, null, 2));
  const byType = records.reduce<Record<string, number>>(
    (counts, record) => ({...counts, [record.type]: (counts[record.type] ?? 0) + 1}),
    {},
  );
  console.log(
    `${records.length} records from ${pages.length} pages (${Object.entries(byType)
      .map(([type, count]) => `${type} ${count}`)
      .join(', ')}), URLs on ${siteUrl}${baseUrl}`,
  );
  if (args.dryRun) {
    console.log('Dry run: nothing was sent.');
    return;
  }

  const appId = process.env.ALGOLIA_APP_ID?.trim() ?? '';
  const adminKey = process.env.ALGOLIA_ADMIN_API_KEY?.trim() ?? '';
  const indexName = process.env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  const missing = [
    !appId && 'ALGOLIA_APP_ID',
    !adminKey && 'ALGOLIA_ADMIN_API_KEY',
    !indexName && 'ALGOLIA_INDEX_NAME',
  ].filter(Boolean);
  if (missing.length) throw new Error(`Set ${missing.join(', ')} to push (or use --dry-run).`);

  const client = algoliasearch(appId, adminKey);
  client.addAlgoliaAgent('rapidpipeline-docs search-push');
  // replaceAllObjects writes a temporary index and swaps it in: readers never see a half-pushed index.
  const response = await client.replaceAllObjects({
    indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  const settingsTask = await client.setSettings({indexName, indexSettings: docSearchIndexSettings});
  await client.waitForTask({indexName, taskID: settingsTask.taskID});
  console.log(
    `Pushed ${records.length} records to ${indexName} (${response.batchResponses.length} batches) and applied the DocSearch settings.`,
  );
}

main().catch((error) => {
  console.error(`[search:push] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
