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
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData, type SearchPreload} from './client/constants';
import {collectPages, rankOf, writeIndex, type PageRank} from './build/build-index';
import {pagesFromSources} from './build/from-sources';
import {isSearchFile, searchFiles, searchFolder} from './files';

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
  /** When the embedded search starts loading (see SearchPreload); `intent` when left out. */
  preload?: SearchPreload;
};

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

/**
 * The DocSearch modal's stylesheet and the site's rules for it, as one file named by its content. It is loaded
 * when the modal first opens: in the site's CSS bundle (one file, on every page) it was 6 KB gzip every reader
 * downloaded before the first paint, for a modal most never open. The button's rules stay in the bundle.
 */
export function modalStylesheet(): {file: string; css: string} {
  const css = [require.resolve('@docsearch/css/dist/modal.css'), path.join(__dirname, 'theme/SearchBar/modal.css')]
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  return {file: searchFiles.modalStylesheet(crypto.createHash('sha256').update(css).digest('hex').slice(0, 10)), css};
}

/**
 * The search page's HTML gets a preload of the index: its download starts as the HTML arrives, while the
 * site's script is still downloading, and the page's own request (client/search-page-start.ts) takes it over.
 * Written into the built file: a tag added through the page's head component is put in again as the page
 * hydrates, and the browser then downloads the index a second time.
 */
export function preloadIndex(html: string, indexUrl: string): string {
  const tag = `<link rel="preload" href="${indexUrl}" as="fetch" crossorigin="anonymous">`;
  return html.includes(tag) ? html : html.replace('</head>', `${tag}</head>`);
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const embedded = options.mode === 'embedded';
  const dev = process.env.NODE_ENV === 'development';
  const indexPath = embedded ? searchFiles.index(dev ? 'dev' : Date.now().toString(36)) : null;
  const devDir = path.join(context.generatedFilesDir, 'search-index-dev');
  const docsDir = path.join(context.siteDir, options.docsPath ?? 'docs');
  const stylesheet = modalStylesheet();

  return {
    name: SEARCH_PLUGIN_NAME,

    // The SearchBar (both modes): listed after the preset's theme, it takes the place of the Algolia theme's own.
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    getClientModules: () => (embedded ? [path.join(__dirname, 'client/search-page-start.ts')] : []),

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        mode: options.mode,
        indexPath,
        modalStylesheet: stylesheet.file,
        preload: options.preload ?? 'intent',
      };
      if (dev) writeFile(path.join(devDir, stylesheet.file), stylesheet.css);
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
      const splitChunks = config.optimization?.splitChunks;
      if (embedded && !isServer && splitChunks) {
        // The worker and its engine (MiniSearch with it) are one script each: split, MiniSearch was a second
        // script the worker loads one after the other (importScripts) while the index downloads.
        splitChunks.chunks = (chunk) =>
          !chunk.canBeInitial() && chunk.name !== 'search-worker' && chunk.name !== 'search-engine';
      }
      return {
        resolve: {
          alias: embedded
            ? {'algoliasearch/lite$': path.join(__dirname, 'client/lite-client.ts')}
            : ({} as Record<string, string>),
        },
        // Under `npm start` the dev server serves what the plugin writes (the index, the modal's stylesheet).
        ...(dev ? {devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: false}]}} : {}),
      };
    },

    async postBuild({outDir}) {
      // Indexes and stylesheets of earlier builds left in an output folder that was not cleaned.
      const searchDir = path.join(outDir, searchFolder);
      if (fs.existsSync(searchDir)) {
        for (const name of fs.readdirSync(searchDir))
          if (isSearchFile(`${searchFolder}/${name}`)) fs.rmSync(path.join(searchDir, name));
      }
      writeFile(path.join(outDir, stylesheet.file), stylesheet.css);
      if (!embedded || !indexPath) return;
      const started = Date.now();
      const pages = collectPages(outDir, {
        docsDir,
        blogTitles: options.blogTitles,
        pageRanks: options.pageRanks,
        versionedPages: options.versionedPages,
        baseUrl: context.baseUrl,
      });
      const written = writeIndex(path.join(outDir, indexPath), pages);
      const searchPagePath = (context.siteConfig.themeConfig.algolia as {searchPagePath?: string | false} | undefined)
        ?.searchPagePath;
      if (searchPagePath) {
        const page = [`${searchPagePath}.html`, `${searchPagePath}/index.html`]
          .map((file) => path.join(outDir, file))
          .find((file) => fs.existsSync(file));
        if (page) fs.writeFileSync(page, preloadIndex(fs.readFileSync(page, 'utf8'), `${context.baseUrl}${indexPath}`));
      }
      console.log(
        `[search] Index: ${written.pages} pages, ${written.records} records, ${(written.bytes / 1024).toFixed(0)} KB (${(written.gzipBytes / 1024).toFixed(0)} KB gzip) in ${Date.now() - started} ms.`,
      );
    },
  };
}
