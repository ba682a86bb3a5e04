/**
 * The OpenAPI theme's stylesheet (about 29 KB gzip) belongs to the API pages only. The theme
 * registers it as a client module, which puts it in the stylesheet every page blocks on;
 * `withoutGlobalStyles` takes it out, `importStylesheets` (a remark plugin for the docs)
 * imports it from each generated API page instead, and `apiStylesPlugin` gives it a CSS file
 * of its own (Docusaurus merges all CSS into one file), loaded with the API pages' chunk on
 * client-side navigation and linked, after the build, from the API pages' HTML (Docusaurus
 * links only its main stylesheet, so without it they would first paint unstyled).
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

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const CHUNK_NAME = 'api-styles';

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
 */
export function apiStylesPlugin(options: {stylesheets: string[]; pageFolders: string[]}): Plugin {
  return {
    name: 'api-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Priority 60: above Docusaurus's own `styles` group (50) and the page-specific groups of page-styles (55).
      return {
        optimization: {splitChunks: {cacheGroups: {apiStyles: ownCssFileGroup(CHUNK_NAME, options.stylesheets, 60)}}},
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
