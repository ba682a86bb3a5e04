/**
 * The site's search, in one plugin: `build/` makes the index, `client/` answers
 * queries in the browser (engine, worker, Algolia-shaped client), `theme/` holds
 * the SearchBar it gives the theme (README.md has the whole picture).
 *
 * - `docusaurus build`: after the HTML is written (postBuild), every page is
 *   read back, its DocSearch records extracted and the compact index written to
 *   `<outDir>/search/index-<build>.json`. The file name changes with every
 *   build, so a cached old index is never paired with new pages.
 * - `docusaurus start`: the index is built from the Markdown sources whenever
 *   content loads, and served by the dev server at the same kind of path.
 * - The theme's search page imports `algoliasearch/lite`; in embedded mode that
 *   import is pointed at client/lite-client.ts, which answers locally.
 *
 * In Algolia mode the plugin only publishes the mode; the site talks to Algolia.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from './client/constants';
import {collectPages, rankOf, writeIndex, type PageRank} from './build/build-index';
import {pagesFromSources} from './build/from-sources';

export type SearchIndexOptions = {
  mode: 'algolia' | 'embedded';
  /** lvl0 of release-note posts, by blog plugin id. */
  blogTitles: Record<string, string>;
  /** Docs folder, relative to the site (for API operations' front matter). */
  docsPath?: string;
  /** Pages ranked up or down among equal matches (DocSearch's pageRank). */
  pageRanks?: PageRank[];
  /** Versions of one reference page, indexed once per unchanged section (see dedupeVersions). */
  versionedPages?: string;
};

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const embedded = options.mode === 'embedded';
  const dev = process.env.NODE_ENV === 'development';
  const indexPath = embedded ? `search/index-${dev ? 'dev' : Date.now().toString(36)}.json` : null;
  const devDir = path.join(context.generatedFilesDir, 'search-index-dev');
  const docsDir = path.join(context.siteDir, options.docsPath ?? 'docs');

  return {
    name: SEARCH_PLUGIN_NAME,

    // The SearchBar (both modes): listed after the preset's theme, it takes the place of the Algolia theme's own.
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {mode: options.mode, indexPath};
      actions.setGlobalData(data);
    },

    async allContentLoaded({allContent}) {
      if (!embedded || !dev || !indexPath) return;
      const started = Date.now();
      const pages = pagesFromSources(allContent, {
        siteDir: context.siteDir,
        baseUrl: context.baseUrl,
        blogTitles: options.blogTitles,
      }).map((page) => ({
        ...page,
        rank: rankOf(page.path, options.pageRanks),
      }));
      const written = writeIndex(path.join(devDir, indexPath), pages);
      console.log(
        `[search] Dev index from sources: ${written.pages} pages, ${written.records} records (${Date.now() - started} ms).`,
      );
    },

    configureWebpack(config, isServer) {
      if (!embedded) return {};
      const splitChunks = config.optimization?.splitChunks;
      if (!isServer && splitChunks) {
        // The worker gets MiniSearch in its own script: shared with the page's fallback engine, it was a second
        // script the worker had to load (synchronously, with importScripts) before it could ask for the index.
        splitChunks.chunks = (chunk) => !chunk.canBeInitial() && chunk.name !== 'search-worker';
      }
      return {
        resolve: {alias: {'algoliasearch/lite$': path.join(__dirname, 'client/lite-client.ts')}},
        ...(dev ? {devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: false}]}} : {}),
      };
    },

    async postBuild({outDir}) {
      if (!embedded || !indexPath) return;
      const started = Date.now();
      // Indexes of earlier builds left in an output folder that was not cleaned.
      const searchDir = path.join(outDir, 'search');
      if (fs.existsSync(searchDir)) {
        for (const name of fs.readdirSync(searchDir))
          if (/^index-.*\.json$/.test(name)) fs.rmSync(path.join(searchDir, name));
      }
      const pages = collectPages(outDir, {
        docsDir,
        blogTitles: options.blogTitles,
        pageRanks: options.pageRanks,
        versionedPages: options.versionedPages,
      });
      const written = writeIndex(path.join(outDir, indexPath), pages);
      console.log(
        `[search] Index: ${written.pages} pages, ${written.records} records, ${(written.bytes / 1024).toFixed(0)} KB (${(written.gzipBytes / 1024).toFixed(0)} KB gzip) in ${Date.now() - started} ms.`,
      );
    },
  };
}
