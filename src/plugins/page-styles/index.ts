/**
 * Stylesheets that only some pages use (the landing page's, the reference tables', the figures')
 * get a CSS file each instead of a place in the one stylesheet every page blocks on. Docusaurus links
 * only that main stylesheet from the HTML, so after the build each file is linked from the pages whose
 * markup uses one of its class names or data attributes; on client-side navigation it loads with the
 * chunk that imports it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtCssFile, escapeRegExp, htmlFiles, linkStylesheet, ownCssFileGroup} from '../api-styles';

export interface PageStyleGroup {
  /** Chunk name, and the start of the CSS file's name. */
  name: string;
  /** Absolute paths of the stylesheets the group takes. */
  stylesheets: string[];
}

/** Class names and `data-` attribute names the selectors of `css` match on. */
export function selectorTokens(css: string): {classes: Set<string>; attributes: Set<string>} {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, ',');
  return {
    classes: new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!)),
    attributes: new Set([...selectors.matchAll(/\[\s*(data-[\w-]+)/g)].map((match) => match[1]!)),
  };
}

/** Whether the page's markup has an element one of the tokens can select. */
export function pageUses(html: string, tokens: ReturnType<typeof selectorTokens>): boolean {
  const classes = new Set(
    [...html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].flatMap((match) =>
      (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/),
    ),
  );
  if ([...tokens.classes].some((name) => classes.has(name))) return true;
  return [...tokens.attributes].some((name) => new RegExp(`\\s${escapeRegExp(name)}[\\s=>/]`).test(html));
}

function assertOptions(raw: unknown): asserts raw is {groups: PageStyleGroup[]} {
  const groups = (raw as {groups?: unknown} | undefined)?.groups;
  if (
    !Array.isArray(groups) ||
    !groups.every((group) => typeof group?.name === 'string' && Array.isArray(group.stylesheets))
  )
    throw new Error('page-styles: options.groups must be a list of {name, stylesheets}');
}

export default function pageStylesPlugin(_context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  return {
    name: 'page-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const cacheGroups = Object.fromEntries(
        options.groups.map(({name, stylesheets}) => [name, ownCssFileGroup(name, stylesheets, 55)]),
      );
      return {optimization: {splitChunks: {cacheGroups}}};
    },
    async postBuild({outDir, baseUrl}) {
      const cssDir = path.join(outDir, 'assets', 'css');
      const files = fs.readdirSync(cssDir);
      // A group without a file took no module (its stylesheets stayed in the main one): nothing to link.
      const groups = options.groups.flatMap(({name}) => {
        const file = builtCssFile(files, name);
        if (!file) return [];
        const tokens = selectorTokens(fs.readFileSync(path.join(cssDir, file), 'utf8'));
        return [{href: `${baseUrl}assets/css/${file}`, tokens}];
      });
      for (const page of htmlFiles(outDir)) {
        const html = fs.readFileSync(page, 'utf8');
        const linked = groups.reduce(
          (text, {href, tokens}) => (pageUses(html, tokens) ? linkStylesheet(text, href) : text),
          html,
        );
        if (linked !== html) fs.writeFileSync(page, linked);
      }
    },
  };
}
