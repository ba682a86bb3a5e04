/**
 * The OpenAPI theme's stylesheet (about 29 KB gzip) belongs to the API pages only. The theme
 * registers it as a client module, which puts it in the stylesheet every page blocks on;
 * `withoutGlobalStyles` takes it out, `importStylesheets` (a remark plugin for the docs)
 * imports it from each generated API page instead, and `apiStylesPlugin` gives it a CSS file
 * of its own (Docusaurus merges all CSS into one file), loaded with the API pages' chunk on
 * client-side navigation and linked, after the build, from the API pages' HTML (Docusaurus
 * links only its main stylesheet, so without it they would first paint unstyled).
 *
 * The theme's stylesheet is split in two (`splitThemeStylesheet`): the API explorer's parts (request
 * form, code samples, response panel) get a CSS file of their own, loaded with the explorer's chunk
 * (src/theme/ApiExplorer imports it), so the API pages' first paint does not wait for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';

/** The theme plugin without its global client modules, and the modules it had. */
export function withoutGlobalStyles(theme: Plugin): {theme: Plugin; stylesheets: string[]} {
  const {getClientModules, ...rest} = theme;
  return {theme: rest, stylesheets: getClientModules?.() ?? []};
}

/** An MDX `import "<file>";` node, with the estree MDX compiles from. */
function importNode(file: string): Root['children'][number] {
  const source = {type: 'Literal' as const, value: file, raw: JSON.stringify(file)};
  return {
    type: 'mdxjsEsm',
    value: `import ${source.raw};`,
    data: {
      estree: {type: 'Program', sourceType: 'module', body: [{type: 'ImportDeclaration', specifiers: [], source}]},
    },
    // mdast's own types know no MDX nodes; MDX's compiler reads this one like a written import.
  } as unknown as Root['children'][number];
}

/** Remark plugin: MDX files inside one of `folders` import `stylesheets`. */
export function importStylesheets(options: {folders: string[]; stylesheets: string[]}) {
  const folders = options.folders.map((folder) => path.resolve(folder) + path.sep);
  return () => (tree: Root, file: VFile) => {
    if (!file.path || !folders.some((folder) => path.resolve(file.path).startsWith(folder))) return;
    tree.children.unshift(...options.stylesheets.map(importNode));
  };
}

/** A `@use` rule of the theme's stylesheet, with its relative URL. */
const useRule = /^@use\s+["'](\.{1,2}\/[^"']+)["'];\s*$/;

/** True for a part of the theme's stylesheet that only the API explorer uses (the method and path top the page). */
export function isExplorerOnly(url: string): boolean {
  return url.startsWith('./ApiExplorer/') && !url.startsWith('./ApiExplorer/MethodEndpoint/');
}

/** Where the two halves of the theme's stylesheet are written. */
export interface SplitStylesheets {
  page: string;
  explorer: string;
}

export function splitStylesheetFiles(dir: string): SplitStylesheets {
  return {page: path.join(dir, 'page.scss'), explorer: path.join(dir, 'explorer.scss')};
}

/**
 * The theme's stylesheet `source` (at `from`) as two stylesheets to be written to `dir`: the explorer's `@use`
 * rules, and everything else, in the theme's order. Relative `@use` URLs are rewritten to point from `dir`.
 */
export function splitThemeStylesheet(source: string, from: string, dir: string): {page: string; explorer: string} {
  const page: string[] = [];
  const explorer: string[] = [];
  for (const line of source.split('\n')) {
    const url = useRule.exec(line)?.[1];
    if (!url) {
      page.push(line);
      continue;
    }
    const relative = path
      .relative(dir, path.resolve(path.dirname(from), url))
      .split(path.sep)
      .join('/');
    (isExplorerOnly(url) ? explorer : page).push(`@use "${relative}";`);
  }
  if (explorer.length === 0) throw new Error(`[api-styles] ${from} has no @use rule of the API explorer's parts.`);
  return {page: page.join('\n'), explorer: explorer.join('\n') + '\n'};
}

/** Writes the two halves of the theme's one stylesheet (where they changed), before the pages that import them compile. */
export function writeSplitStylesheets(themeStylesheets: string[], files: SplitStylesheets): void {
  if (themeStylesheets.length !== 1)
    throw new Error(
      `[api-styles] Expected the OpenAPI theme to have one stylesheet, found ${themeStylesheets.length}.`,
    );
  const from = themeStylesheets[0]!;
  const dir = path.dirname(files.page);
  const halves = splitThemeStylesheet(fs.readFileSync(from, 'utf8'), from, dir);
  fs.mkdirSync(dir, {recursive: true});
  for (const [file, text] of [
    [files.page, halves.page],
    [files.explorer, halves.explorer],
  ] as const) {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  }
}

/** The import with which the explorer's chunk loads its stylesheet (a `.css` name, typed as every stylesheet is). */
export const EXPLORER_STYLES_REQUEST = '@api-styles/explorer.css';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const CHUNK_NAME = 'api-styles';
const EXPLORER_CHUNK_NAME = 'api-explorer-styles';

/**
 * A split-chunks group that gives `stylesheets` a CSS file of their own, named after `name`: above Docusaurus's
 * own `styles` group (priority 50), which takes every CSS module.
 */
export function ownCssFileGroup(name: string, stylesheets: string[], priority: number) {
  return {
    name,
    test: new RegExp(`^(${stylesheets.map(escapeRegExp).join('|')})$`),
    type: 'css/mini-extract',
    chunks: 'all' as const,
    enforce: true,
    priority,
  };
}

/** The built CSS file of the group `name` among `cssFiles`, if the group took any module. */
export function builtCssFile(cssFiles: string[], name: string): string | undefined {
  return cssFiles.find((file) => file.startsWith(`${name}.`) && file.endsWith('.css'));
}

/** Every HTML file under `dir` (none when it does not exist). */
export function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.html') ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/** Adds `<link rel=stylesheet href=...>` after the page's first stylesheet link. */
export function linkStylesheet(html: string, href: string): string {
  const tag = `<link rel=stylesheet href=${href}>`;
  if (html.includes(tag)) return html;
  const first = /<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/i.exec(html);
  if (!first) return html.replace('</head>', `${tag}</head>`);
  const end = first.index + first[0].length;
  return html.slice(0, end) + tag + html.slice(end);
}

/**
 * Puts `stylesheets` in a CSS file of their own instead of the one every page links, and
 * links that file from the HTML pages under `pageFolders` (relative to the build folder).
 * The theme's stylesheet is written split into `split` first (page half among `stylesheets`);
 * the explorer half gets a CSS file of its own, loaded with the chunk that imports it.
 */
export function apiStylesPlugin(options: {
  stylesheets: string[];
  pageFolders: string[];
  themeStylesheets: string[];
  split: SplitStylesheets;
}): Plugin {
  writeSplitStylesheets(options.themeStylesheets, options.split);
  return {
    name: 'api-styles',
    configureWebpack(_config, isServer) {
      const alias = {resolve: {alias: {[EXPLORER_STYLES_REQUEST]: options.split.explorer}}};
      if (isServer) return alias;
      // Priorities 60 and 61: above Docusaurus's own `styles` group (50) and the page-specific groups of page-styles (55).
      return {
        ...alias,
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiStyles: ownCssFileGroup(CHUNK_NAME, options.stylesheets, 60),
              apiExplorerStyles: ownCssFileGroup(EXPLORER_CHUNK_NAME, [options.split.explorer], 61),
            },
          },
        },
      };
    },
    async postBuild({outDir, baseUrl}) {
      const cssDir = path.join(outDir, 'assets', 'css');
      const file = builtCssFile(fs.readdirSync(cssDir), CHUNK_NAME);
      if (!file)
        throw new Error(`[api-styles] No ${CHUNK_NAME} stylesheet in ${cssDir}: the API pages would be unstyled.`);
      const href = `${baseUrl}assets/css/${file}`;
      for (const page of options.pageFolders.flatMap((folder) => htmlFiles(path.join(outDir, folder)))) {
        fs.writeFileSync(page, linkStylesheet(fs.readFileSync(page, 'utf8'), href));
      }
    },
  };
}
